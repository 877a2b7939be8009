/** The JSON routes: one dispatcher over the route table of client/model/api-routes.ts. */
import type { Context, MiddlewareHandler } from 'hono';
import { type ApiParams, type ApiRouteName, matchApiRoute } from '../../client/model/api-routes';
import type { AppEnv } from '../env';
import { DATA_HANDLERS } from './data';
import { SEARCH_HANDLERS } from './search';

/** One handler per route of the table; the compiler checks none is missing. */
const HANDLERS: Record<ApiRouteName, (c: Context<AppEnv>, params: ApiParams) => Promise<Response>> = { ...DATA_HANDLERS, ...SEARCH_HANDLERS };

/** Middleware: answers a GET/HEAD of a route in the table; anything else goes on to the next route. */
export function apiRoutes(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = c.req.method === 'GET' || c.req.method === 'HEAD' ? matchApiRoute(c.req.path) : null;
    if (!route) return next();
    return HANDLERS[route.name](c, route.params);
  };
}
