/**
 * A KV binding that fails on demand, for the fault tests: the real binding wrapped, each read asking
 * `decide` what to do. Test code only: the production bundle has no fault switch.
 */

/** What one read does: throw, never answer, answer nothing (a missing key), answer late, or read through (null). */
export type KvFault = 'throw' | 'hang' | 'empty' | 'slow';

/** `real` with every read subject to `decide(key)`; writes go through. */
export function createFaultyKv(real: KVNamespace, decide: (key: string) => KvFault | null): KVNamespace {
  const read =
    (method: 'get' | 'getWithMetadata') =>
    async (key: string, ...rest: unknown[]): Promise<unknown> => {
      const fault = decide(key);
      if (fault === 'throw') throw new Error('KV GET failed: 503 Service Unavailable (injected)');
      if (fault === 'hang') return new Promise(() => undefined);
      if (fault === 'empty') return method === 'get' ? null : { value: null, metadata: null, cacheStatus: null };
      if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 30));
      return (real[method] as (...args: unknown[]) => Promise<unknown>).call(real, key, ...rest);
    };
  return {
    get: read('get'),
    getWithMetadata: read('getWithMetadata'),
    list: (options?: KVNamespaceListOptions) => real.list(options),
    put: (...args: Parameters<KVNamespace['put']>) => real.put(...args),
    delete: (key: string) => real.delete(key),
  } as unknown as KVNamespace;
}

/** A small seeded generator (mulberry32): the same faults on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
