/** Wiki tiny-link and permanent-link data files (spec 7). */
import { type Context, Hono } from 'hono';
import { linkKey, wikiKey } from '../../client/model/kv-keys';
import type { AppEnv } from '../env';
import { CACHE, jsonNotFound, respondStored } from '../json-response';

/** /wiki/x/<tiny>.json, /link/<id>.json and /link/<id>/detail.json. */
export function createWikiLinkRoutes() {
  const app = new Hono<AppEnv>();
  const serve = async (c: Context<AppEnv>, key: string) => {
    const value = await c.var.store.get(key);
    return value ? respondStored(c, value, CACHE.revalidate) : jsonNotFound(c);
  };
  app.get('/wiki/x/:file{[A-Za-z0-9_-]{1,11}\\.json}', (c) => serve(c, wikiKey(c.env.BUILD_ID, c.req.param('file').slice(0, -5))));
  app.get('/link/:file{[0-9]{1,15}\\.json}', (c) => serve(c, linkKey(c.env.BUILD_ID, c.req.param('file').slice(0, -5))));
  app.get('/link/:id{[0-9]{1,15}}/detail.json', (c) => serve(c, linkKey(c.env.BUILD_ID, c.req.param('id'), true)));
  return app;
}
