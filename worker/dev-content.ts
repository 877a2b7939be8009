/**
 * `npm run dev` only: the content the dev server's live build holds in memory (scripts/dev/live-content.ts
 * puts it on globalThis; worker/dev-entry.ts runs in the same Node process and reads it through a
 * KVNamespace), so a save is served without writing the local KV.
 */

/** One value of the live build, as KV would return it. */
export interface DevValue {
  body: string | Uint8Array;
  type: string;
  etag: string;
}

/** The build the dev server serves now. */
export interface DevContent {
  buildId: string;
  /** The value under a KV key of this build, if any. */
  get(key: string): DevValue | undefined;
}

const DEV_CONTENT = Symbol.for('help-centre.dev-content');

/** The live build, when the dev server's plugin has published one. */
export function getDevContent(): DevContent | undefined {
  return (globalThis as Record<symbol, DevContent | undefined>)[DEV_CONTENT];
}

/** Publishes a build to the dev worker (the next request reads it). */
export function setDevContent(content: DevContent): void {
  (globalThis as Record<symbol, DevContent | undefined>)[DEV_CONTENT] = content;
}

/** A KVNamespace (get / getWithMetadata, 'text' or 'arrayBuffer') over whatever build is live at each read. */
export function createDevKv(getContent: () => DevContent | undefined): KVNamespace {
  const getWithMetadata = async (key: string, type: 'text' | 'arrayBuffer' = 'text') => {
    const hit = getContent()?.get(key);
    if (!hit) return { value: null, metadata: null };
    const bytes = typeof hit.body === 'string' ? new TextEncoder().encode(hit.body) : hit.body;
    const value = type === 'arrayBuffer' ? bytes.slice().buffer : typeof hit.body === 'string' ? hit.body : new TextDecoder().decode(bytes);
    return { value, metadata: { etag: hit.etag, type: hit.type } };
  };
  return {
    getWithMetadata,
    get: async (key: string, type?: 'text' | 'arrayBuffer') => (await getWithMetadata(key, type)).value,
  } as unknown as KVNamespace;
}
