/** Every GET/HEAD route of the table (core/route-table.ts), through one handler per way of serving; the path is matched once. */
import type { MiddlewareHandler } from 'hono';
import { matchRoute, ROUTES, toPageMatch } from '../../core/route-table';
import type { AppEnv } from '../env';
import { serveCompressed } from './compressed';
import { GENERATED_HANDLERS } from './generated';
import { servePage } from './html';
import { serveStored } from './stored';

/** Middleware: answers a GET/HEAD of a route in the table; anything else goes on (to the catch-all page route). */
export function tableRoutes(options: { dev?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = c.req.method === 'GET' || c.req.method === 'HEAD' ? matchRoute(c.req.path) : null;
    if (!match) return next();
    const route = ROUTES[match.name];
    switch (route.serve) {
      case 'json':
      case 'file':
        return serveStored(c, route, match.params);
      case 'gzip':
        return serveCompressed(c, route, match.params);
      case 'page':
        return servePage(c, toPageMatch(match), options);
      case 'generated':
        return GENERATED_HANDLERS[match.name as keyof typeof GENERATED_HANDLERS](c);
      case 'post':
        return next();
    }
  };
}
