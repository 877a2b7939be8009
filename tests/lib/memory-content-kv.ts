/** A CONTENT namespace in memory for the deploy, rollback and cleanup tests: what kv-builds.ts reads and writes, counted. */
import type { KvEntry } from '../../scripts/content/content-address';
import type { ContentKv } from '../../scripts/deploy/kv-builds';

/** The namespace, its keys, and the keys put since it was made. */
export interface MemoryContentKv extends ContentKv {
  store: Map<string, string>;
  puts: string[];
  /** Once `puts` holds this many keys, every put throws: a deploy killed midway. */
  failAfterPuts: number;
}

/** An empty namespace in memory. */
export function createMemoryContentKv(): MemoryContentKv {
  const kv: MemoryContentKv = {
    store: new Map(),
    puts: [],
    failAfterPuts: Infinity,
    async put(entries: KvEntry[]) {
      for (const entry of entries) {
        if (kv.puts.length >= kv.failAfterPuts) throw new Error('killed');
        kv.puts.push(entry.key);
        kv.store.set(entry.key, entry.value);
      }
    },
    get: async (key) => kv.store.get(key) ?? null,
    list: async (prefix) => [...kv.store.keys()].filter((key) => key.startsWith(prefix)).sort(),
    async delete(keys) {
      for (const key of keys) kv.store.delete(key);
    },
  };
  return kv;
}
