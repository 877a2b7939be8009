/**
 * Workers Caching (`[cache] enabled = true` in wrangler.toml) keeps answers in front of the worker,
 * keyed per worker version. Every successful answer of this worker is a function of (worker version,
 * URL, Accept-Encoding): the build id is a var of the version, KV values of a build never change, and
 * the code is the version. So for that cache a public 200 may live for a year, while browsers keep the
 * policy each route chose (mostly revalidate). A deploy or rollback changes the version and with it the
 * whole key space: nothing stale, nothing to purge. Errors and the not-found page are never marked.
 */
import type { MiddlewareHandler } from 'hono';
import { CACHE_CONTROL } from './cache-policy';
import type { AppEnv } from './env';
import { setResponseHeader } from './set-response-header';
import { getWorkerVersion } from './worker-version';

/** Header only Cloudflare's cache reads (and does not pass on to browsers). */
export const EDGE_CACHE_HEADER = 'Cloudflare-CDN-Cache-Control';
/** What a versioned answer is stored with at the edge. */
export const EDGE_CACHE_CONTROL = CACHE_CONTROL.immutable;

/** True when a response may be kept for its worker version's lifetime. */
export function isVersionStable(status: number, cacheControl: string | null): boolean {
  return status === 200 && cacheControl !== null && /(^|,)\s*public\b/.test(cacheControl) && !/no-store|private/.test(cacheControl);
}

/** Marks versioned, public 200 answers for the edge cache; only when the worker knows its version. */
export function edgeCachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (getWorkerVersion(c.env) === null) return;
    if (isVersionStable(c.res.status, c.res.headers.get('Cache-Control'))) setResponseHeader(c, EDGE_CACHE_HEADER, EDGE_CACHE_CONTROL);
  };
}
