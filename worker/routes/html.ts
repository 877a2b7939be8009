/** HTML pages: trailing-slash redirects, the route table, SSR; unknown paths get the not-found page with 404. */
import { Hono } from 'hono';
import { linkKey, pageKey, wikiKey } from '../../client/model/kv-keys';
import { isApiPath, isFilePath, toSameOriginPath } from '../../client/model/paths';
import type { PageData } from '../../client/model/types';
import { matchRoute } from '../../client/routes';
import type { AppEnv } from '../env';
import { StorageError } from '../http-error';
import { jsonNotFound } from '../json-response';
import { renderPage } from '../render-page';

/** Cache policy of the trailing-slash redirect: stable, but never cached forever (a 308 without one may be). */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The 308 target of a page path without its trailing slash: a same-origin path plus '/', query kept.
 * Null when the path already ends in '/' or names a file (such paths are never pages).
 */
export function getTrailingSlashRedirect(url: string): string | null {
  const { pathname, search } = new URL(url);
  if (pathname.endsWith('/') || isFilePath(pathname)) return null;
  return `${toSameOriginPath(pathname)}/${search}`;
}

/** The catch-all page route. */
export function createHtmlRoutes(options: { dev?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    // A miss in a JSON route family is a JSON 404 for API clients, never the HTML not-found page.
    if (isApiPath(rawPath)) return jsonNotFound(c);
    const redirect = getTrailingSlashRedirect(c.req.url);
    if (redirect) return new Response(null, { status: 308, headers: { Location: redirect, 'Cache-Control': REDIRECT_CACHE_CONTROL } });
    // The request guard has already checked that the path decodes cleanly.
    const path = decodeURIComponent(rawPath);
    const build = c.env.BUILD_ID;
    const store = c.var.store;
    const route = matchRoute(path);
    const key =
      route.kind === 'doc' ? pageKey(build, route.slug)
      : route.kind === 'wiki' ? wikiKey(build, route.tiny)
      : route.kind === 'link' ? linkKey(build, route.id, route.detail)
      : null;
    const [shell, found] = await Promise.all([store.getShell(), key ? store.get(key) : null]);
    const value = found ?? (await store.get(pageKey(build, '/404')));
    if (!shell || !value) throw new StorageError(`build ${build} is not (fully) available`);
    c.set('embedOrigins', shell.site.embedOrigins);
    c.set('analytics', shell.site.analyticsId !== null);
    const isMissing = !found || route.kind === 'not-found';
    const data = JSON.parse(value.body as string) as PageData;
    return renderPage({ shell, data, path, nonce: c.get('nonce'), status: isMissing ? 404 : 200, userAgent: c.req.header('User-Agent'), dev: options.dev });
  });
  return app;
}
