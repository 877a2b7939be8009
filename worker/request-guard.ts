/** First line of defence: methods and hostile paths are refused before any route or KV lookup. */
import type { MiddlewareHandler } from 'hono';
import { checkRequestPath } from '../core/paths';
import { isApiPath } from '../core/route-table';
import type { AppEnv } from './env';
import { HttpError } from './http-error';
import { EVENTS_PATH } from '../core/insights/events';
import { SCRIPT_PREFIX } from './routes/static-files';

/** Methods the site answers. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** What a CORS preflight of a public JSON file or a bundle script is answered with. */
const CORS_PREFLIGHT = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'If-None-Match, Content-Type',
  'Access-Control-Max-Age': '86400',
};

/** The only paths that take a POST, and only a POST (reader events: same origin, no preflight). */
const POST_PATHS: ReadonlySet<string> = new Set([EVENTS_PATH]);

/** The raw pathname as sent, before URL normalisation resolves dot segments. */
export function getRawPathname(url: string): string {
  const afterHost = url.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
  const path = afterHost.split(/[?#]/, 1)[0] ?? '/';
  return path === '' ? '/' : path;
}

/** Middleware: 405 for other methods (POST only where POST_PATHS allow it), 204 for preflight, 4xx for malformed paths. */
export function requestGuard(): MiddlewareHandler<AppEnv> {
  const allow = ALLOWED_METHODS.join(', ');
  return async (c, next) => {
    if (POST_PATHS.has(c.req.path)) {
      if (c.req.method !== 'POST')
        throw new HttpError(405, `Method ${c.req.method.slice(0, 16)} not allowed on ${c.req.path}`, { Allow: 'POST' });
      return next();
    }
    if (!(ALLOWED_METHODS as readonly string[]).includes(c.req.method)) {
      throw new HttpError(405, `Method ${c.req.method.slice(0, 16)} not allowed`, { Allow: allow });
    }
    const check = checkRequestPath(getRawPathname(c.req.url));
    if (!check.ok) throw new HttpError(check.status, check.reason);
    if (c.req.method === 'OPTIONS') {
      // CORS is open for the public JSON files and the client bundle; a page's preflight gets Allow and no CORS grant.
      const cors = isApiPath(c.req.path) || c.req.path.startsWith(SCRIPT_PREFIX) ? CORS_PREFLIGHT : {};
      return new Response(null, { status: 204, headers: { Allow: allow, ...cors } });
    }
    await next();
  };
}
