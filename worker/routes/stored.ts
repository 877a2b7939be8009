/** Stored values (page data, wiki/link data, nav, search manifest, images, sitemap): one handler for every such route of the table. */
import type { Context } from 'hono';
import type { RouteParams, StoredRoute } from '../../core/route-table';
import { createContentStore } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE_CONTROL } from '../cache-policy';
import { jsonNotFound, respondStored } from '../json-response';

/**
 * Serves the value under the route's key, or the JSON 404. The key names this worker's build, except
 * on a route of any build (the nav): that reads the build its parameter names.
 */
export async function serveStored(c: Context<AppEnv>, route: StoredRoute, params: RouteParams): Promise<Response> {
  const store = route.anyBuild && params.build ? createContentStore(c.env.CONTENT, params.build) : c.var.store;
  const value = await store.get(route.key(params));
  return value ? respondStored(c, value, CACHE_CONTROL[route.cache]) : jsonNotFound(c);
}
