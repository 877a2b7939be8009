/**
 * Used by stage 3 (3-emit.ts): every value the build writes is the value of a route of the table
 * (core/route-table.ts), which gives its URL and route key; the shell and the claims report alone
 * have a key and no URL (the worker reads them; no reader is served them).
 * KV stores each value once under the digest of its bytes (content-address.ts).
 */
import { type RouteName, type RouteParams, ROUTES, type StoredRoute, getPageDataRoute, getRoutePath } from '../../core/route-table';
import { claimsKey, shellKey } from '../../core/kv-keys';
import type { ClaimsReport } from '../../core/schema/claims-report';
import { toStoredPageBody } from '../../core/page-value';
import type { NavItem, PageData, ShellData } from '../../core/types';

/** A value stored under its route key, served at its route's URL (null: read by the worker only). */
export interface EmittedValue {
  /** Public URL path, e.g. '/assets/data/uitleg/index.json'. */
  url: string | null;
  /** Route key (core/kv-keys.ts): what the build's manifest maps to the value's KV key. */
  key: string;
  body: string | Uint8Array;
  type: string;
  /** Page data only: the page id its wiki and link routes reach it by (none for the home and not-found pages). */
  pageId?: string;
}

/** Media type of every JSON value. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Names of the routes whose values are stored in KV. */
type StoredRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends StoredRoute ? N : never }[RouteName];

/** The value of a stored route for the given parameters. */
export function routeValue(name: StoredRouteName, params: RouteParams, body: string | Uint8Array, type = JSON_TYPE): EmittedValue {
  const route: StoredRoute = ROUTES[name];
  return { url: getRoutePath(name, params), key: route.key(params), body, type };
}

/** A JSON value of a stored route. */
export function jsonRouteValue(name: StoredRouteName, params: RouteParams, data: unknown): EmittedValue {
  return routeValue(name, params, JSON.stringify(data));
}

/**
 * The one value of a page's data (stored without its build, core/page-value.ts). `reachableById`:
 * its wiki and link routes serve it too, through the manifest's page ids.
 */
export function emitPageValue(data: PageData, reachableById: boolean): EmittedValue {
  const own = getPageDataRoute(data.page.slug);
  return { ...routeValue(own.name, own.params, toStoredPageBody(data)), ...(reachableById ? { pageId: data.page.id } : {}) };
}

/** Values for the nav tree (a route) and the HTML shell (read by the worker only, no URL). */
export function emitShellValues(build: string, shell: ShellData, nav: NavItem): EmittedValue[] {
  return [jsonRouteValue('nav', { build }, nav), { url: null, key: shellKey(), body: JSON.stringify(shell), type: JSON_TYPE }];
}

/** The claims report (read by the insights page behind Access only, no URL). */
export const emitClaimsValue = (report: ClaimsReport): EmittedValue => ({
  url: null,
  key: claimsKey(),
  body: JSON.stringify(report),
  type: JSON_TYPE,
});
