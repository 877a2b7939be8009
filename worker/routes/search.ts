/** Search index files (spec 7): manifest and whole index revalidate, build-stamped chunks are immutable. */
import { gunzipSync } from 'fflate';
import { type Context, Hono } from 'hono';
import { searchChunkKey, searchIndexKey, searchManifestKey } from '../../client/model/kv-keys';
import { createContentStore, type StoredValue } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE, jsonError, jsonHeaders, matchesEtag, respondStored } from '../json-response';

/** True when the client takes gzip as it is stored. */
export function acceptsGzip(header: string | undefined): boolean {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header ?? '');
}

/** Serves a gzip-stored value: as is to gzip clients, decompressed for the others. */
function respondCompressed(c: Context<AppEnv>, value: StoredValue, cacheControl: string): Response {
  if (matchesEtag(c.req.header('If-None-Match'), value.etag)) return respondStored(c, value, cacheControl);
  const headers = { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': cacheControl, ETag: value.etag };
  const bytes = new Uint8Array(value.body as ArrayBuffer);
  if (acceptsGzip(c.req.header('Accept-Encoding'))) {
    return new Response(bytes, { headers: { ...headers, 'Content-Encoding': 'gzip' }, encodeBody: 'manual' });
  }
  return new Response(gunzipSync(bytes), { headers });
}

/** /flexsearch.json, /flexsearch/manifest.json and /flexsearch/<chunk>.json. */
export function createSearchRoutes() {
  const app = new Hono<AppEnv>();
  const notFound = (c: { env: AppEnv['Bindings']; req: { path: string } }) => jsonError(c.env.BUILD_ID, 404, `Could not find ${c.req.path}`);

  app.get('/flexsearch.json', async (c) => {
    const value = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).get(searchIndexKey(c.env.BUILD_ID), true);
    return value ? respondCompressed(c, value, CACHE.revalidate) : notFound(c);
  });
  app.get('/flexsearch/manifest.json', async (c) => {
    const value = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).get(searchManifestKey(c.env.BUILD_ID));
    return value ? respondStored(c, value, CACHE.revalidate) : notFound(c);
  });
  app.get('/flexsearch/:file{[a-z0-9-]{1,80}\\.json}', async (c) => {
    const chunk = c.req.param('file').slice(0, -5);
    const value = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).get(searchChunkKey(c.env.BUILD_ID, chunk), true);
    return value ? respondCompressed(c, value, CACHE.immutable) : notFound(c);
  });
  return app;
}
