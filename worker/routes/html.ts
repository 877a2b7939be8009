/**
 * HTML pages: one handler for every page route of the table (KV + streamed SSR, a 304 for a matching
 * ETag; the copy readers get again comes from Workers Caching in front of the worker),
 * and the app's notFound handler: JSON 404 in a JSON route family, trailing-slash redirect, else the not-found page
 * with 404 (never cached per path: it echoes the path).
 */
import type { Context, NotFoundHandler } from 'hono';
import { ANALYTICS_ORIGINS } from '../../core/analytics-origins';
import { isDetailPath, isFilePath, toSameOriginPath } from '../../core/paths';
import { isApiPath, NOT_FOUND_PAGE, type PageMatch, ROUTES, type StoredRoute } from '../../core/route-table';
import type { PageData, ShellData } from '../../core/types';
import { CACHE_CONTROL } from '../cache-policy';
import type { AppEnv } from '../env';
import { getHtmlEtag } from '../html-etag';
import { StorageError } from '../http-error';
import { getNotModified, jsonNotFound } from '../json-response';
import { streamPage } from '../stream-page';
import { getWorkerVersion } from '../worker-version';
import { getContentSecurityPolicy } from '../security-headers';

/** Cache policy of the trailing-slash redirect: stable, but never cached forever (a 308 without one may be). */
export const REDIRECT_CACHE_CONTROL = CACHE_CONTROL.hour;

/**
 * The 308 target of a page path without its trailing slash: a same-origin path plus '/', query kept.
 * Null when the path already ends in '/' or names a file (such paths are never pages).
 */
export function getTrailingSlashRedirect(url: string): string | null {
  const { pathname, search } = new URL(url);
  if (pathname.endsWith('/') || isFilePath(pathname)) return null;
  return `${toSameOriginPath(pathname)}/${search}`;
}

/** The CSP of a page: a function of the build's site config and assets and of the path only. */
export function getPagePolicy(shell: ShellData, path: string, dev = false): string {
  return getContentSecurityPolicy({
    frameAncestors: isDetailPath(path) ? shell.site.embedOrigins : [],
    analyticsOrigins: shell.site.analyticsId !== null ? ANALYTICS_ORIGINS : [],
    styleHashes: shell.assets.inlineStyleHash ? [shell.assets.inlineStyleHash] : [],
    scriptHashes: shell.assets.bootLoaderHash ? [shell.assets.bootLoaderHash] : [],
    dev,
  });
}

/** Reads the KV value of a page's data route. */
const getPageData = (c: Context<AppEnv>, page: PageMatch) => {
  const route: StoredRoute = ROUTES[page.data.name];
  return c.var.store.get(route.key(page.data.params));
};

/** Serves a page of the table (the not-found page included): its data from KV, streamed, or 304 when the ETag matches. */
export async function servePage(c: Context<AppEnv>, page: PageMatch, options: { dev?: boolean } = {}): Promise<Response> {
  const url = new URL(c.req.url);
  // The request guard has already checked that the path decodes cleanly.
  const path = decodeURIComponent(url.pathname);
  const build = c.env.BUILD_ID;
  const worker = getWorkerVersion(c.env);
  const version = { build, worker: worker ?? '' };
  const isNotFound = page.kind === 'not-found';
  // No validators, nor a public cache policy, where the worker version is unknown (npm run dev, a missing binding).
  const validated = !isNotFound && !options.dev && worker !== null;
  const [shell, found] = await Promise.all([c.var.store.getShell(), isNotFound ? null : getPageData(c, page)]);
  const value = found ?? (await getPageData(c, NOT_FOUND_PAGE));
  if (!shell || !value) throw new StorageError(`build ${build} is not (fully) available`);
  const policy = getPagePolicy(shell, path, options.dev);
  const data = JSON.parse(value.body as string) as PageData;
  const render = (status: number, headers: Record<string, string>) =>
    streamPage({
      shell,
      data,
      path,
      status,
      headers: { 'Content-Security-Policy': policy, ...headers },
      userAgent: c.req.header('User-Agent'),
      dev: options.dev,
      // Writers see what is still to confirm; readers of production never do (wrangler.toml sets no alias).
      showClaims: options.dev === true || Boolean(c.env.PREVIEW_ALIAS),
    });
  if (!found) return render(404, {});
  // Development (npm run dev: the client comes from Vite and changes without a build) or no known worker version.
  if (!validated) return render(200, { 'Cache-Control': CACHE_CONTROL.noStore });

  const etag = await getHtmlEtag(version, url.pathname, found.etag);
  const headers = {
    ETag: etag,
    'Cache-Control': CACHE_CONTROL.revalidate,
    'X-Build-Hash': build,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': policy,
  };
  const notModified = getNotModified(c, etag, headers);
  if (notModified) return notModified;
  return render(200, headers);
}

/** The one notFound handler (app.notFound): every request no route answered (the guard lets only GET and HEAD get here). */
export function notFoundHandler(options: { dev?: boolean } = {}): NotFoundHandler<AppEnv> {
  return async (c) => {
    // A miss in a JSON route family is a JSON 404 for API clients, never the HTML not-found page.
    if (isApiPath(new URL(c.req.url).pathname)) return jsonNotFound(c);
    const redirect = getTrailingSlashRedirect(c.req.url);
    if (redirect) return new Response(null, { status: 308, headers: { Location: redirect, 'Cache-Control': REDIRECT_CACHE_CONTROL } });
    return servePage(c, NOT_FOUND_PAGE, options);
  };
}
