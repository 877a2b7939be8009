/** Search index files (spec 7): manifest and whole index revalidate, build-stamped chunks are immutable. */
import { gunzipSync } from 'fflate';
import { type Context, Hono } from 'hono';
import { searchChunkKey, searchIndexKey, searchManifestKey } from '../../client/model/kv-keys';
import type { StoredValue } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE, getNotModified, jsonHeaders, jsonNotFound, respondStored } from '../json-response';

/** True when the client takes gzip as it is stored. */
export function acceptsGzip(header: string | undefined): boolean {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header ?? '');
}

/**
 * The strong ETag of the decompressed representation. A strong validator names one representation,
 * so the gzip bytes (the stored ETag) and the plain bytes must not share it.
 */
export function getIdentityEtag(storedEtag: string): string {
  return storedEtag.endsWith('"') ? `${storedEtag.slice(0, -1)}-identity"` : `${storedEtag}-identity`;
}

/** Serves a gzip-stored value: as is to gzip clients, decompressed for the others, each with its own ETag. */
function respondCompressed(c: Context<AppEnv>, value: StoredValue, cacheControl: string): Response {
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = gzip ? value.etag : getIdentityEtag(value.etag);
  const headers: Record<string, string> = { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': cacheControl, ETag: etag };
  const notModified = getNotModified(c, etag, headers);
  if (notModified) return notModified;
  const bytes = new Uint8Array(value.body as ArrayBuffer);
  if (gzip) return new Response(bytes, { headers: { ...headers, 'Content-Encoding': 'gzip' }, encodeBody: 'manual' });
  return new Response(gunzipSync(bytes), { headers });
}

/** /flexsearch.json, /flexsearch/manifest.json and /flexsearch/<chunk>.json. */
export function createSearchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/flexsearch.json', async (c) => {
    const value = await c.var.store.get(searchIndexKey(c.env.BUILD_ID), true);
    return value ? respondCompressed(c, value, CACHE.revalidate) : jsonNotFound(c);
  });
  app.get('/flexsearch/manifest.json', async (c) => {
    const value = await c.var.store.get(searchManifestKey(c.env.BUILD_ID));
    return value ? respondStored(c, value, CACHE.revalidate) : jsonNotFound(c);
  });
  app.get('/flexsearch/:file{[a-z0-9-]{1,80}\\.json}', async (c) => {
    const value = await c.var.store.get(searchChunkKey(c.env.BUILD_ID, c.req.param('file').slice(0, -5)), true);
    return value ? respondCompressed(c, value, CACHE.immutable) : jsonNotFound(c);
  });
  return app;
}
