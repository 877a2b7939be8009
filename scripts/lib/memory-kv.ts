/** A KV namespace in memory over a build's entries, so benches and tests can run the worker app in Node. */
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import type { KvEntry } from '../content/route-values';

/** A minimal KVNamespace (get / getWithMetadata with 'text' or 'arrayBuffer'). */
export function createMemoryKv(entries: KvEntry[]): KVNamespace {
  const store = new Map(
    entries.map((e) => [e.key, { bytes: e.base64 ? Buffer.from(e.value, 'base64') : Buffer.from(e.value), metadata: e.metadata }]),
  );
  const getWithMetadata = async (key: string, type: 'text' | 'arrayBuffer' = 'text') => {
    const hit = store.get(key);
    if (!hit) return { value: null, metadata: null };
    const value =
      type === 'arrayBuffer'
        ? hit.bytes.buffer.slice(hit.bytes.byteOffset, hit.bytes.byteOffset + hit.bytes.byteLength)
        : hit.bytes.toString('utf8');
    return { value, metadata: hit.metadata };
  };
  return {
    getWithMetadata,
    get: async (key: string, type?: 'text' | 'arrayBuffer') => (await getWithMetadata(key, type)).value,
  } as unknown as KVNamespace;
}

/** An ExecutionContext for calling the app outside workerd. */
export const NODE_EXECUTION_CONTEXT = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
} as unknown as ExecutionContext;
