/** The answers the worker computes instead of reading KV: robots.txt and the API description (OpenAPI). */
import type { Context } from 'hono';
import { getRoutePath, type RouteNameOf } from '../../core/route-table';
import { CACHE_CONTROL } from '../cache-policy';
import type { AppEnv } from '../env';
import { getNotModified, jsonHeaders, toWeakEtag } from '../json-response';
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

/** One handler per generated route of the table; the compiler checks none is missing. */
export const GENERATED_HANDLERS: Record<RouteNameOf<'generated'>, (c: Context<AppEnv>) => Promise<Response>> = {
  robots: async (c) => {
    const shell = await c.var.store.getShell();
    const origin = shell?.site.origin ?? new URL(c.req.url).origin;
    // Vary: the platform compresses text on the way out, so caches must keep one copy per encoding.
    return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}${getRoutePath('sitemap')}\n`, 200, {
      'Cache-Control': CACHE_CONTROL.hour,
      Vary: 'Accept-Encoding',
    });
  },
  openapi: async (c) => {
    const { body, etag } = await getOpenApi();
    const headers = { ...jsonHeaders(c.env.BUILD_ID), 'Cache-Control': CACHE_CONTROL.revalidate, ETag: etag };
    return getNotModified(c, etag, headers) ?? new Response(body, { headers });
  },
};
