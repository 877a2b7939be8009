/** JSON (and other stored) answers: ETag from build-time metadata, 304, CORS, build hash. */
import type { Context } from 'hono';
import type { CachePolicy } from '../client/model/route-table';
import type { StoredValue } from './content-store';
import type { AppEnv } from './env';
import { ERROR_CODES, type ErrorStatus } from './http-error';

/** Cache policies per kind of value. */
export const CACHE = {
  /** Same URL, new content on each build: always revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Build-stamped URL: never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Stored files (images, sitemap): stable within a build, an hour is fresh enough. */
  hour: 'public, max-age=3600',
} as const satisfies Record<CachePolicy, string>;

/** True when If-None-Match names the etag (or '*'). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
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

/** Serves a stored value with validators; 304 when the client already has it. */
export function respondStored(c: Context<AppEnv>, value: StoredValue, cacheControl: string, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...jsonHeaders(c.env.BUILD_ID), 'Content-Type': value.type, 'Cache-Control': cacheControl, ETag: value.etag, ...extra };
  return getNotModified(c, value.etag, headers) ?? new Response(value.body, { status: 200, headers });
}

/**
 * A JSON error `{ "error": "<code>", "path": "<requested path>" }` with the CORS and build headers of
 * the successes. Nothing else goes in: no message, storage key, build internal or stack.
 */
export function jsonError(build: string, status: ErrorStatus, path: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: ERROR_CODES[status], path }), {
    status,
    headers: { ...jsonHeaders(build), 'Cache-Control': 'no-store', ...extra },
  });
}

/** The 404 of a JSON route family for the request in `c`. */
export function jsonNotFound(c: Context<AppEnv>): Response {
  return jsonError(c.env.BUILD_ID, 404, c.req.path);
}
