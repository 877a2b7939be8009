/**
 * The one table of the JSON routes (spec 7): the worker dispatches on it, the client builds its data
 * URLs from it and the OpenAPI document describes it. A template names its parameters in braces;
 * each parameter has one pattern here.
 */
import { getSlugOfPath } from './paths';

/** Pattern of each path parameter (regular-expression source, unanchored). */
export const API_PARAMS = {
  /** Page slug without leading or trailing slash, e.g. 'uitleg/werkplaats' (or '404'). */
  path: '[a-z0-9-]+(?:/[a-z0-9-]+)*',
  /** Confluence tiny-link code of a page id. */
  tiny: '[A-Za-z0-9_-]{1,11}',
  /** Numeric page id. */
  id: '[0-9]{1,15}',
  /** A BUILD_ID. */
  build: '[0-9a-f]{12}',
  /** A search chunk name from the manifest. */
  chunk: '[a-z0-9-]{1,80}',
} as const;

/** The JSON routes by name. */
export const API_ROUTES = {
  homeData: '/assets/data/index.json',
  pageData: '/assets/data/{path}/index.json',
  wiki: '/wiki/x/{tiny}.json',
  link: '/link/{id}.json',
  linkDetail: '/link/{id}/detail.json',
  nav: '/nav/{build}.json',
  searchManifest: '/flexsearch/manifest.json',
  searchChunk: '/flexsearch/{chunk}.json',
  searchWhole: '/flexsearch.json',
} as const;

/** Name of a JSON route. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** Parameters of a matched route, by name. */
export type ApiParams = Partial<Record<keyof typeof API_PARAMS, string>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An anchored regular expression for a template, with a named group per parameter. */
export function compileApiTemplate(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      const pattern = API_PARAMS[name as keyof typeof API_PARAMS];
      if (!pattern) throw new Error(`unknown route parameter {${name}} in ${template}`);
      return `(?<${name}>${pattern})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const COMPILED = Object.entries(API_ROUTES).map(([name, template]) => ({ name: name as ApiRouteName, pattern: compileApiTemplate(template) }));

/** The JSON route a request path names, with its parameters; null when none does. */
export function matchApiRoute(path: string): { name: ApiRouteName; params: ApiParams } | null {
  for (const { name, pattern } of COMPILED) {
    const match = pattern.exec(path);
    if (match) return { name, params: { ...match.groups } };
  }
  return null;
}

/** The path of a JSON route with its parameters filled in. */
export function getApiPath(name: ApiRouteName, params: ApiParams = {}): string {
  return API_ROUTES[name].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key as keyof ApiParams];
    if (value === undefined) throw new Error(`missing route parameter {${key}} for ${name}`);
    return value;
  });
}

/** Page-data URL of a page path: '/' → '/assets/data/index.json', '/uitleg/x/' → '/assets/data/uitleg/x/index.json'. */
export function getDataPath(path: string): string {
  const slug = getSlugOfPath(path);
  return slug === '/' ? getApiPath('homeData') : getApiPath('pageData', { path: slug.slice(1) });
}

/** Inverse of getDataPath for the worker: '/assets/data/uitleg/x/index.json' → '/uitleg/x'; null when not a data path. */
export function getSlugOfDataPath(dataPath: string): string | null {
  const route = matchApiRoute(dataPath);
  if (route?.name === 'homeData') return '/';
  return route?.name === 'pageData' ? `/${route.params.path}` : null;
}
