/** HTML pages: trailing-slash redirects, the route table, SSR; unknown paths get the not-found page with 404. */
import { Hono } from 'hono';
import { linkKey, pageKey, wikiKey } from '../../client/model/kv-keys';
import type { PageData } from '../../client/model/types';
import { matchRoute } from '../../client/routes';
import { createContentStore } from '../content-store';
import type { AppEnv } from '../env';
import { StorageError } from '../http-error';
import { renderPage } from '../render-page';

/** Builds the 308 target: path plus '/', query kept. */
export function getTrailingSlashRedirect(url: string): string | null {
  const { pathname, search } = new URL(url);
  if (pathname.endsWith('/')) return null;
  // A last segment with a dot is a file name, not a page: no redirect, plain not-found.
  if ((pathname.split('/').pop() ?? '').includes('.')) return null;
  return `${pathname}/${search}`;
}

/** The catch-all page route. */
export function createHtmlRoutes(options: { dev?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    const redirect = getTrailingSlashRedirect(c.req.url);
    if (redirect) return c.redirect(redirect, 308);
    // The request guard has already checked that the path decodes cleanly.
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const build = c.env.BUILD_ID;
    const store = createContentStore(c.env.CONTENT, build);
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
