/** Stored files that are not JSON data: content images, /sitemap.xml, /robots.txt and the API description /openapi.json. */
import { Hono } from 'hono';
import { imageKey, sitemapKey } from '../../client/model/kv-keys';
import type { AppEnv } from '../env';
import { getNotModified, jsonHeaders, jsonNotFound, respondStored, toWeakEtag } from '../json-response';
import { OPENAPI } from '../openapi';

/** The OpenAPI body and its (weak) ETag, computed once per isolate (the document is a constant). */
let openApi: Promise<{ body: string; etag: string }> | null = null;
async function getOpenApi(): Promise<{ body: string; etag: string }> {
  openApi ??= (async () => {
    const body = JSON.stringify(OPENAPI);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
    const hex = [...digest.slice(0, 10)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return { body, etag: toWeakEtag(`"${hex}"`) };
  })();
  return openApi;
}

/** Routes of the stored files. */
export function createFileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/images/:name{[a-z0-9-]+\\.svg}', async (c) => {
    const value = await c.var.store.get(imageKey(c.env.BUILD_ID, c.req.param('name')));
    return value ? respondStored(c, value, 'public, max-age=3600') : jsonNotFound(c);
  });
  app.get('/sitemap.xml', async (c) => {
    const value = await c.var.store.get(sitemapKey(c.env.BUILD_ID));
    return value ? respondStored(c, value, 'public, max-age=3600') : jsonNotFound(c);
  });
  app.get('/robots.txt', async (c) => {
    const shell = await c.var.store.getShell();
    const origin = shell?.site.origin ?? new URL(c.req.url).origin;
    // Vary: the platform compresses text on the way out, so caches must keep one copy per encoding.
    return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, 200, { 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Encoding' });
  });
  app.get('/openapi.json', async (c) => {
    const { body, etag } = await getOpenApi();
    const headers = { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag };
    return getNotModified(c, etag, headers) ?? new Response(body, { headers });
  });
  return app;
}
