/**
 * HTML as a static file: a page's HTML is a function of (build, path), so it gets a strong ETag and
 * lives in the Workers Cache API under a key that names both. A deploy changes the build and so every
 * key: nothing stale is served and nothing needs purging. (The Cache API stores nothing on a
 * *.workers.dev address, only behind a route on the site's own domain; there every lookup misses.)
 */

/** What browsers are told: keep it, but ask (cheaply, with If-None-Match) before using it again. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** What the edge copy is stored with: the key changes with every build, so it may live long. */
const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Header that tells whether the edge copy answered (observability and tests). */
export const CACHE_STATUS_HEADER = 'X-Html-Cache';

/** The Cache API key of a page: the site's origin, the path and the build. */
export function getHtmlCacheKey(origin: string, build: string, path: string): string {
  return `${origin}${path}?build=${encodeURIComponent(build)}`;
}

/** Strong ETag of a page's HTML from the build, the path and the digest of its page data. */
export async function getHtmlEtag(build: string, path: string, dataEtag: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${dataEtag}`)));
  return `"${build}-${[...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

/** The default cache of this location, or null where there is none (Node, tests without workerd). */
function getEdgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

/** The stored HTML of a page as a fresh, mutable response marked as a hit; null on a miss. */
export async function matchHtml(key: string): Promise<Response | null> {
  const cache = getEdgeCache();
  const hit = cache ? await cache.match(key) : undefined;
  if (!hit) return null;
  const response = new Response(hit.body, hit);
  response.headers.set('Cache-Control', HTML_CACHE_CONTROL);
  response.headers.set(CACHE_STATUS_HEADER, 'hit');
  return response;
}

/** Stores a copy of a page's response (the caller keeps streaming the original). */
export function putHtml(key: string, response: Response): Promise<void> {
  const cache = getEdgeCache();
  if (!cache) return Promise.resolve();
  const copy = response.clone();
  const stored = new Response(copy.body, copy);
  stored.headers.set('Cache-Control', STORED_CACHE_CONTROL);
  stored.headers.delete(CACHE_STATUS_HEADER);
  return cache.put(key, stored).catch((error: unknown) => console.error('HTML cache put failed', error));
}
