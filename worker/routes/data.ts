/** Page data, nav and content images from KV. */
import { Hono } from 'hono';
import { navKey, pageKey } from '../../client/model/kv-keys';
import { getSlugOfDataPath, isSlugPath } from '../../client/model/paths';
import { createContentStore } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE, jsonError, respondStored } from '../json-response';

/** Routes under /assets/data/, /nav/ and /images/. */
export function createDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/assets/data/*', async (c) => {
    const slug = getSlugOfDataPath(c.req.path);
    if (slug === null || !(slug === '/404' || isSlugPath(slug))) return jsonError(c.env.BUILD_ID, 404, `Could not find ${c.req.path}`);
    const value = await createContentStore(c.env.CONTENT, c.env.BUILD_ID).get(pageKey(c.env.BUILD_ID, slug));
    if (!value) return jsonError(c.env.BUILD_ID, 404, `Could not find ${c.req.path}`);
    return respondStored(c, value, CACHE.revalidate);
  });

  app.get('/nav/:file{[0-9a-f]{12}\\.json}', async (c) => {
    const build = c.req.param('file').slice(0, 12);
    if (build !== c.env.BUILD_ID) return jsonError(c.env.BUILD_ID, 404, `Could not find ${c.req.path}`);
    const value = await createContentStore(c.env.CONTENT, build).get(navKey(build));
    if (!value) return jsonError(c.env.BUILD_ID, 404, `Could not find ${c.req.path}`);
    return respondStored(c, value, CACHE.immutable);
  });

  app.get('/images/:name{[a-z0-9-]+\\.svg}', async (c) => {
    const build = c.env.BUILD_ID;
    const value = await createContentStore(c.env.CONTENT, build).get(`${build}/image/${c.req.param('name')}`);
    if (!value) return jsonError(build, 404, `Could not find ${c.req.path}`);
    return respondStored(c, value, 'public, max-age=3600');
  });

  return app;
}
