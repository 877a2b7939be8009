/** Page data, nav and content images from KV. */
import { Hono } from 'hono';
import { imageKey, navKey, pageKey } from '../../client/model/kv-keys';
import { getSlugOfDataPath, isSlugPath } from '../../client/model/paths';
import type { AppEnv } from '../env';
import { CACHE, jsonNotFound, respondStored } from '../json-response';

/** Routes under /assets/data/, /nav/ and /images/. */
export function createDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/assets/data/*', async (c) => {
    const slug = getSlugOfDataPath(c.req.path);
    if (slug === null || !(slug === '/404' || isSlugPath(slug))) return jsonNotFound(c);
    const value = await c.var.store.get(pageKey(c.env.BUILD_ID, slug));
    return value ? respondStored(c, value, CACHE.revalidate) : jsonNotFound(c);
  });

  app.get('/nav/:file{[0-9a-f]{12}\\.json}', async (c) => {
    const build = c.req.param('file').slice(0, 12);
    const value = build === c.env.BUILD_ID ? await c.var.store.get(navKey(build)) : null;
    return value ? respondStored(c, value, CACHE.immutable) : jsonNotFound(c);
  });

  app.get('/images/:name{[a-z0-9-]+\\.svg}', async (c) => {
    const value = await c.var.store.get(imageKey(c.env.BUILD_ID, c.req.param('name')));
    return value ? respondStored(c, value, 'public, max-age=3600') : jsonNotFound(c);
  });

  return app;
}
