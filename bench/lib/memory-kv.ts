/** A KV namespace in memory, loaded from a build's kv.json, so benches can call the worker app in Node. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KvEntry } from '../../scripts/build/emit';

/** Loads a build's entries into a minimal KVNamespace (getWithMetadata with 'text' or 'arrayBuffer'). */
export function createMemoryKv(contentOut: string): KVNamespace {
  const entries = JSON.parse(readFileSync(join(contentOut, 'kv.json'), 'utf8')) as KvEntry[];
  const store = new Map(entries.map((e) => [e.key, { bytes: e.base64 ? Buffer.from(e.value, 'base64') : Buffer.from(e.value), metadata: e.metadata }]));
  const getWithMetadata = async (key: string, type: 'text' | 'arrayBuffer' = 'text') => {
    const hit = store.get(key);
    if (!hit) return { value: null, metadata: null };
    const value = type === 'arrayBuffer' ? hit.bytes.buffer.slice(hit.bytes.byteOffset, hit.bytes.byteOffset + hit.bytes.byteLength) : hit.bytes.toString('utf8');
    return { value, metadata: hit.metadata };
  };
  return { getWithMetadata, get: async (key: string, type?: 'text' | 'arrayBuffer') => (await getWithMetadata(key, type)).value } as unknown as KVNamespace;
}
