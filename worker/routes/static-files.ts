/**
 * Static files (the Vite bundle under /assets/js/, the icons and error.css of client/public) through the
 * worker. Workers Static Assets answers with a strong ETag that the platform's compression would then
 * send for every encoding, and it answers a CORS preflight with 405; with `run_worker_first` the worker
 * is the one front door, so a static file gets the same validator rules as everything else: one weak
 * ETag, compared weakly, and the preflight answered by the request guard.
 */
import type { MiddlewareHandler } from 'hono';
import { matchRoute } from '../../core/route-table';
import type { AppEnv } from '../env';
import { getNotModified, toWeakEtag } from '../json-response';

/** Where Vite writes the hashed client bundle (vite.config.ts `assetsDir`); read across origins like the JSON files. */
export const SCRIPT_PREFIX = '/assets/js/';

/** A file name at the top level (`/favicon-16x16.png`, `/error.css`): client/public's files. */
const TOP_LEVEL_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

/** True for a path Workers Static Assets may hold: the bundle or a top-level file no route of the table claims. */
export function isStaticFilePath(path: string): boolean {
  if (path.startsWith(SCRIPT_PREFIX)) return path.length > SCRIPT_PREFIX.length && !path.includes('/', SCRIPT_PREFIX.length);
  return TOP_LEVEL_FILE.test(path) && matchRoute(path) === null;
}

/** Middleware: GET/HEAD of a static file from the ASSETS binding, ETag weakened; a file it lacks goes on to the not-found page. */
export function staticFiles(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const assets = c.env.ASSETS;
    const method = c.req.method;
    if (!assets || (method !== 'GET' && method !== 'HEAD') || !isStaticFilePath(c.req.path)) return next();
    // The asset server compares strongly; the worker asks unconditionally and compares weakly itself.
    const headers = new Headers(c.req.raw.headers);
    headers.delete('If-None-Match');
    headers.delete('If-Match');
    const file = await assets.fetch(new Request(c.req.url, { method, headers }));
    if (file.status === 404) {
      await file.body?.cancel();
      return next();
    }
    const etag = toWeakEtag(file.headers.get('ETag') ?? '');
    // A 304 keeps the validator and the caching headers of the 200 it stands for (RFC 9110 15.4.5).
    const cached: Record<string, string> = { ETag: etag };
    for (const name of ['Cache-Control', 'Vary']) if (file.headers.has(name)) cached[name] = file.headers.get(name)!;
    const notModified = file.status === 200 ? getNotModified(c, etag, cached) : null;
    if (notModified) {
      await file.body?.cancel();
      return notModified;
    }
    const res = new Response(file.body, file);
    if (etag) res.headers.set('ETag', etag);
    return res;
  };
}
