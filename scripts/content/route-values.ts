/**
 * Used by stage 3 (3-emit.ts): every value the build writes is the value of a route of the table
 * (client/model/route-table.ts), which gives its URL and KV key; the shell and the claims report alone
 * have a key and no URL (the worker reads them; no reader is served them).
 */
import { type RouteName, type RouteParams, ROUTES, type StoredRoute, getPageDataRoute, getRoutePath } from '../../client/model/route-table';
import { claimsKey, shellKey } from '../../client/model/kv-keys';
import type { ClaimsReport } from '../../client/model/schema/claims-report';
import type { NavItem, PageData, ShellData } from '../../client/model/types';
import { getEtag } from './digest';

/** One entry of `wrangler kv bulk put`. */
export interface KvEntry {
  key: string;
  /** The value; base64 when `base64` is true. */
  value: string;
  base64?: boolean;
  /** Digest (ETag) and media type of the value, read by the worker instead of hashing per request. */
  metadata: { etag: string; type: string };
}

/** A value stored under its KV key, served at its route's URL (null: read by the worker only). */
export interface EmittedValue {
  /** Public URL path, e.g. '/assets/data/uitleg/index.json'. */
  url: string | null;
  key: string;
  body: string | Uint8Array;
  type: string;
}

/** Media type of every JSON value. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Names of the routes whose values are stored in KV. */
type StoredRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends StoredRoute ? N : never }[RouteName];

/** The value of a stored route for the given parameters. */
export function routeValue(
  build: string,
  name: StoredRouteName,
  params: RouteParams,
  body: string | Uint8Array,
  type = JSON_TYPE,
): EmittedValue {
  const route: StoredRoute = ROUTES[name];
  return { url: getRoutePath(name, params), key: route.key(build, params), body, type };
}

/** A JSON value of a stored route. */
export function jsonRouteValue(build: string, name: StoredRouteName, params: RouteParams, data: unknown): EmittedValue {
  return routeValue(build, name, params, JSON.stringify(data));
}

/** Values for a page's data: the page path plus, given its tiny link, its wiki and link variants. */
export function emitPageValues(build: string, data: PageData, tiny: string | null): EmittedValue[] {
  const { slug, id } = data.page;
  const own = getPageDataRoute(slug);
  const values = [jsonRouteValue(build, own.name, own.params, data)];
  if (tiny !== null) {
    const withTemplate = (template: 'wiki' | 'link'): PageData => ({ ...data, context: { ...data.context, template } });
    values.push(jsonRouteValue(build, 'wiki', { tiny }, withTemplate('wiki')));
    values.push(jsonRouteValue(build, 'link', { id }, withTemplate('link')));
    values.push(jsonRouteValue(build, 'linkDetail', { id }, withTemplate('link')));
  }
  return values;
}

/** Values for the nav tree (a route) and the HTML shell (read by the worker only, no URL). */
export function emitShellValues(build: string, shell: ShellData, nav: NavItem): EmittedValue[] {
  return [jsonRouteValue(build, 'nav', { build }, nav), { url: null, key: shellKey(build), body: JSON.stringify(shell), type: JSON_TYPE }];
}

/** The claims report (read by the insights page behind Access only, no URL). */
export const emitClaimsValue = (build: string, report: ClaimsReport): EmittedValue => ({
  url: null,
  key: claimsKey(build),
  body: JSON.stringify(report),
  type: JSON_TYPE,
});

/** The KV bulk entries, sorted by key for deterministic output. */
export function toKvEntries(values: EmittedValue[]): KvEntry[] {
  return values
    .map((v): KvEntry => {
      const binary = typeof v.body !== 'string';
      return {
        key: v.key,
        value: binary ? Buffer.from(v.body).toString('base64') : (v.body as string),
        ...(binary ? { base64: true } : {}),
        metadata: { etag: getEtag(v.body), type: v.type },
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
