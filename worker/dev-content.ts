/**
 * `npm run dev` only: the content the dev server's live build holds in memory (scripts/dev/live-content.ts
 * puts it on globalThis; worker/dev-entry.ts runs in the same Node process and reads it through a
 * KVNamespace), so a save is served without writing the local KV. In this KV a value's key is its route
 * key (nothing is hashed per save), and every manifest key answers the live build's manifest: a request
 * that began before a save reads the newest values, as it would read a kept build's.
 */
import type { BuildManifest } from '../core/build-manifest';
import { getBuildOfManifestKey } from '../core/kv-keys';

/** One value of the live build, as KV would return it. */
export interface DevValue {
  body: string | Uint8Array;
  type: string;
  etag: string;
}

/** The build the dev server serves now. */
export interface DevContent {
  buildId: string;
  /** The build's manifest, every route key mapped to itself. */
  readonly manifest: BuildManifest;
  /** The value under a route key of this build, if any. */
  get(key: string): DevValue | undefined;
}

/** The manifest of a dev build: every route key maps to itself (a value's key in the dev KV), page ids to their data's key. */
export function toDevManifest(build: string, values: { key: string; pageId?: string }[]): BuildManifest {
  const manifest: BuildManifest = { build, values: {}, ids: {} };
  for (const { key, pageId } of values) {
    manifest.values[key] = key;
    if (pageId !== undefined) manifest.ids[pageId] = key;
  }
  return manifest;
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

/** A KVNamespace (get / getWithMetadata: 'text', 'arrayBuffer' or a manifest as 'json') over whatever build is live at each read. */
export function createDevKv(getContent: () => DevContent | undefined): KVNamespace {
  const getWithMetadata = async (key: string, type: 'text' | 'arrayBuffer' | 'json' = 'text') => {
    const content = getContent();
    if (content && getBuildOfManifestKey(key) !== null) return { value: type === 'json' ? content.manifest : null, metadata: null };
    const hit = content?.get(key);
    if (!hit) return { value: null, metadata: null };
    const bytes = typeof hit.body === 'string' ? new TextEncoder().encode(hit.body) : hit.body;
    const value = type === 'arrayBuffer' ? bytes.slice().buffer : typeof hit.body === 'string' ? hit.body : new TextDecoder().decode(bytes);
    return { value, metadata: { etag: hit.etag, type: hit.type } };
  };
  return {
    getWithMetadata,
    get: async (key: string, type?: 'text' | 'arrayBuffer' | 'json') => (await getWithMetadata(key, type)).value,
  } as unknown as KVNamespace;
}
