/** JSON (and other stored) answers: ETag from build-time metadata, 304, CORS, build hash. */
import type { Context } from 'hono';
import type { StoredValue } from './content-store';
import type { AppEnv } from './env';

/** Cache policies per kind of value. */
export const CACHE = {
  /** Same URL, new content on each build: always revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Build-stamped URL: never changes. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

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

/** Serves a stored value with validators; 304 when the client already has it. */
export function respondStored(c: Context<AppEnv>, value: StoredValue, cacheControl: string, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...jsonHeaders(c.env.BUILD_ID), 'Content-Type': value.type, 'Cache-Control': cacheControl, ETag: value.etag, ...extra };
  if (matchesEtag(c.req.header('If-None-Match'), value.etag)) {
    const { 'Content-Type': _type, ...rest } = headers;
    return new Response(null, { status: 304, headers: rest });
  }
  return new Response(value.body, { status: 200, headers });
}

/** A JSON error body `{ error: { status, message } }`. */
export function jsonError(build: string, status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { status, message } }), {
    status,
    headers: { ...jsonHeaders(build), 'Cache-Control': 'no-store', ...extra },
  });
}
