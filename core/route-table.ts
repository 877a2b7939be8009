/**
 * The one route table (spec 2 "Routes", spec 7 "JSON files"): every URL the site answers, pages and
 * JSON/stored files together. Each entry carries its URL pattern (parameters in braces, one pattern
 * each in ROUTE_PARAMS), how the worker serves it, its KV key, its page kind and its response schema.
 * URLs are built from it (getRoutePath), requests are matched against it (matchRoute), the build
 * emits its values by route, and isApiPath, the OpenAPI paths and the sitemap derive from it.
 */
import { imageKey, linkKey, navKey, pageKey, searchChunkKey, searchIndexKey, searchManifestKey, sitemapKey, wikiKey } from './kv-keys';
import { DETAIL_SEGMENT } from './paths';

/** Pattern of each path parameter (regular-expression source, unanchored). */
export const ROUTE_PARAMS = {
  /** Page slug without leading or trailing slash, e.g. 'uitleg/werkplaats' (or '404'). */
  path: '[a-z0-9-]+(?:/[a-z0-9-]+)*',
  /** Slug of a documentation page below the root, without leading or trailing slash: 'uitleg', 'uitleg/werkplaats'. */
  doc: 'uitleg(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*',
  /** Confluence tiny-link code of a page id. */
  tiny: '[A-Za-z0-9_-]{1,11}',
  /** Numeric page id. */
  id: '[0-9]{1,15}',
  /** A BUILD_ID. */
  build: '[0-9a-f]{12}',
  /** A search chunk name from the manifest. */
  chunk: '[a-z0-9-]{1,80}',
  /** File name of a content image. */
  image: '[a-z0-9-]+\\.svg',
} as const;

/** Name of a path parameter. */
export type RouteParam = keyof typeof ROUTE_PARAMS;
/** Parameters of a route, by name. */
export type RouteParams = Partial<Record<RouteParam, string>>;

/** What a page shows: the one vocabulary of the routes, the page data's `context.template` and the template choice. */
export const PAGE_KINDS = ['doc', 'wiki', 'link', 'not-found'] as const;
/** One of PAGE_KINDS. */
export type PageKind = (typeof PAGE_KINDS)[number];
/** Cache policy of a stored answer (worker/cache-policy.ts CACHE_CONTROL holds the header values). */
export type CachePolicy = 'revalidate' | 'immutable' | 'hour';
/** Response schema of a JSON route (a component of the OpenAPI document). */
export type ResponseSchema = 'PageData' | 'NavItem' | 'SearchManifest' | 'SearchPart' | 'WholeIndex';

/** A value stored in KV and served as it is (`json`), gzip-stored JSON (`gzip`) or another stored file (`file`). */
export interface StoredRoute {
  serve: 'json' | 'gzip' | 'file';
  pattern: string;
  /** Route key of the value (core/kv-keys.ts), looked up in the manifest of the build that serves it. */
  key: (params: RouteParams) => string;
  cache: CachePolicy;
  /** Response schema (JSON routes only). */
  schema?: ResponseSchema;
  /** The kind of page whose data this is (page-data routes only). */
  page?: PageKind;
  /** True when the key is looked up in the build of the `build` parameter, not the serving build (any build still in KV). */
  anyBuild?: boolean;
}

/** An HTML page: its data is the value of its data route, with the page's parameters (or those `dataParams` makes of them). */
export interface PageRoute {
  serve: 'page';
  pattern: string;
  page: PageKind;
  data: JsonRouteName;
  dataParams?: (params: RouteParams) => RouteParams;
}

/** An answer the worker computes (`generated`: GET) or receives (`post`); no KV value. */
export interface OtherRoute {
  serve: 'generated' | 'post';
  pattern: string;
}

/** An entry of the table. */
export type Route = StoredRoute | PageRoute | OtherRoute;

const page = (pattern: string, kind: PageKind, data: JsonRouteName, dataParams?: PageRoute['dataParams']): PageRoute => ({
  serve: 'page',
  pattern,
  page: kind,
  data,
  dataParams,
});

/** The JSON routes of page data and their keys: what a page route serves, and the build writes, per kind. */
const PAGE_DATA = {
  homeData: {
    serve: 'json',
    pattern: '/assets/data/index.json',
    key: () => pageKey('/'),
    cache: 'revalidate',
    schema: 'PageData',
    page: 'doc',
  },
  pageData: {
    serve: 'json',
    pattern: '/assets/data/{path}/index.json',
    key: (p) => pageKey(`/${p.path}`),
    cache: 'revalidate',
    schema: 'PageData',
    page: 'doc',
  },
  wiki: {
    serve: 'json',
    pattern: '/wiki/x/{tiny}.json',
    key: (p) => wikiKey(p.tiny!),
    cache: 'revalidate',
    schema: 'PageData',
    page: 'wiki',
  },
  link: {
    serve: 'json',
    pattern: '/link/{id}.json',
    key: (p) => linkKey(p.id!),
    cache: 'revalidate',
    schema: 'PageData',
    page: 'link',
  },
  linkDetail: {
    serve: 'json',
    pattern: `/link/{id}/${DETAIL_SEGMENT}.json`,
    key: (p) => linkKey(p.id!, true),
    cache: 'revalidate',
    schema: 'PageData',
    page: 'link',
  },
} as const satisfies Record<string, StoredRoute>;

/** Name of a JSON route that holds page data. */
export type JsonRouteName = keyof typeof PAGE_DATA;

/** The table. Order matters only where patterns overlap: the first match wins. */
export const ROUTES = {
  ...PAGE_DATA,
  // Any build still in KV (the last 3 deploys): a reader whose page came from the build before a deploy
  // still gets that build's full menu (version skew); a build whose manifest is gone is a 404.
  nav: {
    serve: 'json',
    pattern: '/nav/{build}.json',
    key: () => navKey(),
    cache: 'immutable',
    schema: 'NavItem',
    anyBuild: true,
  },
  searchManifest: {
    serve: 'json',
    pattern: '/flexsearch/manifest.json',
    key: () => searchManifestKey(),
    cache: 'revalidate',
    schema: 'SearchManifest',
  },
  searchChunk: {
    serve: 'gzip',
    pattern: '/flexsearch/{chunk}.json',
    key: (p) => searchChunkKey(p.chunk!),
    cache: 'immutable',
    schema: 'SearchPart',
  },
  searchWhole: { serve: 'gzip', pattern: '/flexsearch.json', key: () => searchIndexKey(), cache: 'revalidate', schema: 'WholeIndex' },
  image: { serve: 'file', pattern: '/images/{image}', key: (p) => imageKey(p.image!), cache: 'hour' },
  sitemap: { serve: 'file', pattern: '/sitemap.xml', key: () => sitemapKey(), cache: 'hour' },
  robots: { serve: 'generated', pattern: '/robots.txt' },
  openapi: { serve: 'generated', pattern: '/openapi.json' },
  events: { serve: 'post', pattern: '/api/events' },
  home: page('/', 'doc', 'homeData'),
  homeDetail: page(`/${DETAIL_SEGMENT}/`, 'doc', 'homeData'),
  docDetail: page(`/{doc}/${DETAIL_SEGMENT}/`, 'doc', 'pageData', (p) => ({ path: p.doc })),
  doc: page('/{doc}/', 'doc', 'pageData', (p) => ({ path: p.doc })),
  wikiPage: page('/wiki/x/{tiny}/', 'wiki', 'wiki'),
  linkPage: page('/link/{id}/', 'link', 'link'),
  linkDetailPage: page(`/link/{id}/${DETAIL_SEGMENT}/`, 'link', 'linkDetail'),
  notFound: page('/404/', 'not-found', 'pageData', () => ({ path: '404' })),
} as const satisfies Record<string, Route>;

/** Name of a route. */
export type RouteName = keyof typeof ROUTES;
/** Names of the routes served the given way. */
export type RouteNameOf<S extends Route['serve']> = { [N in RouteName]: (typeof ROUTES)[N]['serve'] extends S ? N : never }[RouteName];

/** Names of the JSON routes: the routes with a response schema. */
export type SchemaRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends { schema: ResponseSchema } ? N : never }[RouteName];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An anchored regular expression for a pattern, with a named group per parameter. */
export function compileRoutePattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      const param = ROUTE_PARAMS[name as RouteParam];
      if (!param) throw new Error(`unknown route parameter {${name}} in ${pattern}`);
      return `(?<${name}>${param})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const COMPILED = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ name, regex: compileRoutePattern(ROUTES[name].pattern) }));

/** A matched route with its parameters. */
export interface RouteMatch<N extends RouteName = RouteName> {
  name: N;
  params: RouteParams;
}

/** The route a request path names, with its parameters; null when none does. */
export function matchRoute(path: string): RouteMatch | null {
  for (const { name, regex } of COMPILED) {
    const match = regex.exec(path);
    if (match) return { name, params: { ...match.groups } };
  }
  return null;
}

/** The path of a route with its parameters filled in. */
export function getRoutePath(name: RouteName, params: RouteParams = {}): string {
  return ROUTES[name].pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key as RouteParam];
    if (value === undefined) throw new Error(`missing route parameter {${key}} for ${name}`);
    return value;
  });
}

/** A page path resolved by the table: its kind and the URL of its data. Unknown paths are the not-found page. */
export interface PageMatch {
  kind: PageKind;
  /** The page route; 'notFound' also for any path no page route matches. */
  name: RouteNameOf<'page'>;
  dataUrl: string;
  /** The data route and its parameters (the worker reads its key). */
  data: RouteMatch<JsonRouteName>;
}

const isPageName = (name: RouteName): name is RouteNameOf<'page'> => ROUTES[name].serve === 'page';

/** The page of a route already matched (no second scan of the table); any other route is the not-found page. */
export function toPageMatch(found: RouteMatch | null): PageMatch {
  const name = found && isPageName(found.name) ? found.name : 'notFound';
  const route: PageRoute = ROUTES[name];
  const own = found && name !== 'notFound' ? found.params : {};
  const params = route.dataParams ? route.dataParams(own) : own;
  return { kind: route.page, name, dataUrl: getRoutePath(route.data, params), data: { name: route.data, params } };
}

/** Resolves a page path (ending in '/'); every other path is the catch-all not-found page. */
export function matchPage(path: string): PageMatch {
  return toPageMatch(matchRoute(path));
}

/** The not-found page (no path to scan). */
export const NOT_FOUND_PAGE: PageMatch = toPageMatch(null);

/** Data URL of the not-found page. */
export const NOT_FOUND_DATA_URL = NOT_FOUND_PAGE.dataUrl;

/** Page-data URL of a page path: '/' → '/assets/data/index.json', '/uitleg/x/' → '/assets/data/uitleg/x/index.json'. */
export function getDataPath(path: string): string {
  return matchPage(path).dataUrl;
}

/** The data route and parameters of a page's data by slug ('/' → homeData, '/uitleg/x' and '/404' → pageData). */
export function getPageDataRoute(slug: string): RouteMatch<JsonRouteName> {
  return slug === '/' ? { name: 'homeData', params: {} } : { name: 'pageData', params: { path: slug.slice(1) } };
}

/**
 * The URL prefixes of the route families that only ever answer JSON or stored files: the fixed start of
 * each non-page pattern up to its last '/', unless that is the root or a page route starts with it.
 */
export const API_PREFIXES: readonly string[] = (() => {
  const pages = Object.values(ROUTES)
    .filter((r) => r.serve === 'page')
    .map((r) => r.pattern);
  const prefixes = Object.values(ROUTES)
    .filter((r) => r.serve !== 'page')
    .map((r) => r.pattern.split('{')[0]!)
    .map((fixed) => fixed.slice(0, fixed.lastIndexOf('/') + 1))
    .filter((prefix) => prefix !== '/' && !pages.some((p) => p.startsWith(prefix)));
  return [...new Set(prefixes)];
})();

/**
 * True for a request path of a JSON route family (page data, nav, search, images, /api/) and for any
 * file path ending in '.json' (wiki/link data, /flexsearch.json, /openapi.json): every miss there is a
 * JSON error. Page paths ('/wiki/x/abc/') are not.
 */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path.endsWith('.json');
}
