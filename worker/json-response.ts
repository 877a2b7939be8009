/** JSON (and other stored) answers: ETag from build-time metadata, 304, CORS, build hash. */
import type { Context } from 'hono';
import { CACHE_CONTROL } from './cache-policy';
import type { StoredValue } from './content-store';
import type { AppEnv } from './env';
import { ERROR_CODES, type ErrorStatus } from './http-error';

/** True when If-None-Match names the etag (or '*'), by weak comparison (RFC 9110 8.8.3.2), as If-None-Match is defined. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  const own = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === own;
  });
}

/**
 * The validator as sent: weak. The platform compresses answers (gzip, br) on the way out, or
 * decompresses stored gzip for a client without it, and keeps the ETag; a worker never sees the
 * client's own Accept-Encoding, so it cannot name each byte sequence. A strong ETag would claim byte
 * identity across those representations; a weak one names the content, which is what they share.
 */
export function toWeakEtag(etag: string): string {
  return etag === '' || etag.startsWith('W/') ? etag : `W/${etag}`;
}

/** Headers every public JSON response carries. */
export function jsonHeaders(build: string): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, X-Build-Hash',
    'X-Build-Hash': build,
    Vary: 'Accept-Encoding',
  };
}

/** A 304 carrying `headers` (less Content-Type) when If-None-Match names `etag`; null otherwise. */
export function getNotModified(c: Context<AppEnv>, etag: string, headers: Record<string, string>): Response | null {
  if (!matchesEtag(c.req.header('If-None-Match'), etag)) return null;
  const { 'Content-Type': _type, ...rest } = headers;
  return new Response(null, { status: 304, headers: rest });
}

/** Serves a stored value with its (weak) validator; 304 when the client already has it. */
export function respondStored(c: Context<AppEnv>, value: StoredValue, cacheControl: string, extra: Record<string, string> = {}): Response {
  const etag = toWeakEtag(value.etag);
  const headers: Record<string, string> = {
    ...jsonHeaders(c.env.BUILD_ID),
    'Content-Type': value.type,
    'Cache-Control': cacheControl,
    ETag: etag,
    ...extra,
  };
  return getNotModified(c, etag, headers) ?? new Response(value.body, { status: 200, headers });
}

/**
 * A JSON error `{ "error": "<code>", "path": "<requested path>" }` with the CORS and build headers of
 * the successes. Nothing else goes in: no message, storage key, build internal or stack.
 */
export function jsonError(build: string, status: ErrorStatus, path: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: ERROR_CODES[status], path }), {
    status,
    headers: { ...jsonHeaders(build), 'Cache-Control': CACHE_CONTROL.noStore, ...extra },
  });
}

/** The 404 of a JSON route family for the request in `c`; `path` as sent (percent-encoded), like every other error. */
export function jsonNotFound(c: Context<AppEnv>): Response {
  return jsonError(c.env.BUILD_ID, 404, new URL(c.req.url).pathname);
}
