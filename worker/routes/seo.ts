/** /sitemap.xml from the build, /robots.txt pointing at it, and the API description /openapi.json. */
import { Hono } from 'hono';
import { createContentStore } from '../content-store';
import type { AppEnv } from '../env';
import { jsonError, jsonHeaders, respondStored } from '../json-response';
import { OPENAPI } from '../openapi';

/** SEO files. */
export function createSeoRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/sitemap.xml', async (c) => {
    const value = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).get(`${c.env.BUILD_ID}/sitemap`);
    if (!value) return jsonError(c.env.BUILD_ID, 404, 'Could not find /sitemap.xml');
    return respondStored(c, value, 'public, max-age=3600');
  });
  app.get('/robots.txt', async (c) => {
    const shell = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).getShell();
    const origin = shell?.site.origin ?? new URL(c.req.url).origin;
    return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  app.get('/openapi.json', (c) => c.json(OPENAPI, 200, { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': 'public, max-age=3600' }));
  return app;
}
