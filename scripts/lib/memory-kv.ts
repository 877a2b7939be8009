/** A KV namespace in memory over a build's entries, so benches and tests can run the worker app in Node. */
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import type { KvEntry } from '../content/content-address';

/** A minimal KVNamespace (get / getWithMetadata with 'text', 'arrayBuffer' or 'json'); `onRead` sees every key read. */
export function createMemoryKv(entries: KvEntry[], onRead: (key: string) => void = () => undefined): KVNamespace {
  const store = new Map(
    entries.map((e) => [e.key, { bytes: e.base64 ? Buffer.from(e.value, 'base64') : Buffer.from(e.value), metadata: e.metadata }]),
  );
  const getWithMetadata = async (key: string, type: 'text' | 'arrayBuffer' | 'json' = 'text') => {
    onRead(key);
    const hit = store.get(key);
    if (!hit) return { value: null, metadata: null };
    const text = () => hit.bytes.toString('utf8');
    const value =
      type === 'arrayBuffer'
        ? hit.bytes.buffer.slice(hit.bytes.byteOffset, hit.bytes.byteOffset + hit.bytes.byteLength)
        : type === 'json'
          ? (JSON.parse(text()) as unknown)
          : text();
    return { value, metadata: hit.metadata };
  };
  return {
    getWithMetadata,
    get: async (key: string, type?: 'text' | 'arrayBuffer' | 'json') => (await getWithMetadata(key, type)).value,
  } as unknown as KVNamespace;
}

/** An ExecutionContext for calling the app outside workerd. */
export const NODE_EXECUTION_CONTEXT = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
} as unknown as ExecutionContext;
