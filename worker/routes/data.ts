/** Page data, wiki/link data and the nav from KV: handlers of the JSON route table. */
import type { Context } from 'hono';
import type { ApiParams } from '../../client/model/api-routes';
import { linkKey, navKey, pageKey, wikiKey } from '../../client/model/kv-keys';
import { createContentStore } from '../content-store';
import type { AppEnv } from '../env';
import { CACHE, jsonNotFound, respondStored } from '../json-response';

/** Serves the stored value under `key` (of `store`, by default this worker's build), or the JSON 404. */
async function serveKey(c: Context<AppEnv>, key: string, cacheControl: string, store = c.var.store): Promise<Response> {
  const value = await store.get(key);
  return value ? respondStored(c, value, cacheControl) : jsonNotFound(c);
}

/** Handlers of the page-data, wiki/link and nav routes. */
export const DATA_HANDLERS = {
  homeData: (c: Context<AppEnv>) => serveKey(c, pageKey(c.env.BUILD_ID, '/'), CACHE.revalidate),
  pageData: (c: Context<AppEnv>, p: ApiParams) => serveKey(c, pageKey(c.env.BUILD_ID, `/${p.path}`), CACHE.revalidate),
  wiki: (c: Context<AppEnv>, p: ApiParams) => serveKey(c, wikiKey(c.env.BUILD_ID, p.tiny!), CACHE.revalidate),
  link: (c: Context<AppEnv>, p: ApiParams) => serveKey(c, linkKey(c.env.BUILD_ID, p.id!), CACHE.revalidate),
  linkDetail: (c: Context<AppEnv>, p: ApiParams) => serveKey(c, linkKey(c.env.BUILD_ID, p.id!, true), CACHE.revalidate),
  // Any build still in KV (the last 3 deploys): a reader whose page came from the build before a deploy
  // still gets that build's full menu (version skew); a build whose keys are gone is a 404.
  nav: (c: Context<AppEnv>, p: ApiParams) => serveKey(c, navKey(p.build!), CACHE.immutable, createContentStore(c.env.CONTENT, p.build!)),
};
