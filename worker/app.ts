/** The Hono app: guard → security headers → the route table, the events and dashboard routes; one notFound handler and one error handler for everything. */
import { Hono } from 'hono';
import { CACHE_CONTROL } from './cache-policy';
import type { AppEnv } from './env';
import { renderErrorDocument } from './error-page';
import { HttpError } from './http-error';
import { isApiPath } from '../core/route-table';
import { contentStore } from './content-store';
import { edgeCachePolicy } from './edge-cache-policy';
import { jsonError } from './json-response';
import { requestGuard } from './request-guard';
import { DASHBOARD_PATH, dashboardHandler } from './routes/beheer';
import { EVENTS_PATH } from '../core/insights/events';
import { eventHandler, type SinkFactory } from './routes/events';
import type { AccessKeys } from './insights/access';
import { notFoundHandler } from './routes/html';
import { tableRoutes } from './routes/table';
import { securityHeaders } from './security-headers';
import { staticFiles } from './routes/static-files';

/** Options of the app; `dev` serves the client from Vite with HMR (npm run dev). */
export interface AppOptions {
  dev?: boolean;
  /** Where reader events are counted (default: D1 when the INSIGHTS binding exists). */
  insightsSink?: SinkFactory;
  /** Milliseconds event batches are gathered into one write (default 1000; 0 writes each batch at once). */
  insightsCoalesceMs?: number;
  /** Signing keys of the Cloudflare Access team guarding /beheer/ (default: the team's published JWKS). */
  accessKeys?: AccessKeys;
}

/** Creates the app; a page's CSP (embed origins, analytics, style hash) comes from the build's shell with the page. */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(options));
  app.use(edgeCachePolicy());
  app.use(requestGuard());
  app.use(staticFiles());
  app.use(contentStore());
  app.use(tableRoutes(options));
  app.post(EVENTS_PATH, eventHandler({ sink: options.insightsSink, coalesceMs: options.insightsCoalesceMs }));
  app.get(DASHBOARD_PATH, dashboardHandler({ accessKeys: options.accessKeys }));
  app.notFound(notFoundHandler(options));
  app.onError((error, c) => {
    const http = error instanceof HttpError ? error : null;
    const status = http?.status ?? 503;
    if (!http) console.error('Unexpected error', error);
    const headers = { ...(http?.headers ?? { 'Retry-After': '30' }) };
    let path = '/';
    try {
      path = new URL(c.req.url).pathname;
    } catch {
      // keep '/'
    }
    if (isApiPath(path)) return jsonError(c.env.BUILD_ID, status, path, headers);
    return new Response(c.req.method === 'HEAD' ? null : renderErrorDocument(status), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore, Vary: 'Accept-Encoding', ...headers },
    });
  });
  return app;
}
