/** Values stored gzip-compressed (the search index chunks and the whole index, spec 7): one handler for every such route. */
import { gunzipSync } from 'fflate';
import { acceptsCoding } from '../../core/accept-encoding';
import type { Context } from 'hono';
import type { RouteParams, StoredRoute } from '../../core/route-table';
import type { StoredValue } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE_CONTROL } from '../cache-policy';
import { getNotModified, jsonHeaders, jsonNotFound, toWeakEtag } from '../json-response';

/** True when the client takes gzip as it is stored. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsCoding(header, 'gzip');
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

/** Serves the gzip-stored value under the route's key (see respondCompressed), or the JSON 404. */
export async function serveCompressed(c: Context<AppEnv>, route: StoredRoute, params: RouteParams): Promise<Response> {
  const value = await c.var.store.get(route.key(params), true);
  return value ? respondCompressed(c, value, CACHE_CONTROL[route.cache]) : jsonNotFound(c);
}
