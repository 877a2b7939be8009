/** Search index files (spec 7): manifest and whole index revalidate, build-stamped chunks are immutable. */
import { gunzipSync } from 'fflate';
import type { Context } from 'hono';
import type { ApiParams } from '../../client/model/api-routes';
import { searchChunkKey, searchIndexKey, searchManifestKey } from '../../client/model/kv-keys';
import type { StoredValue } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE, getNotModified, jsonHeaders, jsonNotFound, respondStored, toWeakEtag } from '../json-response';

/** True when the client takes gzip as it is stored. */
export function acceptsGzip(header: string | undefined): boolean {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header ?? '');
}

/**
 * Serves a gzip-stored value: as is to gzip clients, decompressed for the others. Both share one weak
 * ETag: the platform itself decompresses for a client without gzip (the worker sees `gzip` in
 * Accept-Encoding either way), so a per-encoding strong ETag could not reach the right client.
 */
function respondCompressed(c: Context<AppEnv>, value: StoredValue, cacheControl: string): Response {
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = toWeakEtag(value.etag);
  const headers: Record<string, string> = { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': cacheControl, ETag: etag };
  const notModified = getNotModified(c, etag, headers);
  if (notModified) return notModified;
  const bytes = new Uint8Array(value.body as ArrayBuffer);
  if (gzip) return new Response(bytes, { headers: { ...headers, 'Content-Encoding': 'gzip' }, encodeBody: 'manual' });
  return new Response(gunzipSync(bytes), { headers });
}

/** Serves the gzip-stored value under `key` (see respondCompressed), or the JSON 404. */
async function serveCompressed(c: Context<AppEnv>, key: string, cacheControl: string): Promise<Response> {
  const value = await c.var.store.get(key, true);
  return value ? respondCompressed(c, value, cacheControl) : jsonNotFound(c);
}

/** Handlers of /flexsearch.json, /flexsearch/manifest.json and /flexsearch/<chunk>.json. */
export const SEARCH_HANDLERS = {
  searchWhole: (c: Context<AppEnv>) => serveCompressed(c, searchIndexKey(c.env.BUILD_ID), CACHE.revalidate),
  searchManifest: async (c: Context<AppEnv>) => {
    const value = await c.var.store.get(searchManifestKey(c.env.BUILD_ID));
    return value ? respondStored(c, value, CACHE.revalidate) : jsonNotFound(c);
  },
  searchChunk: (c: Context<AppEnv>, p: ApiParams) => serveCompressed(c, searchChunkKey(c.env.BUILD_ID, p.chunk!), CACHE.immutable),
};
