/**
 * HTML as a static file: a page's HTML is a function of (build, worker version, path), so it gets a
 * (weak) ETag and lives in the Workers Cache API under a key that names all three. A content deploy
 * changes the build, a worker-only deploy (a template, header or CSP fix) the worker version, and
 * either changes every key and ETag: nothing stale is served and nothing needs purging. (The Cache API
 * stores nothing on a *.workers.dev address, only behind a route on the site's own domain; there every
 * lookup misses.)
 */
import { CACHE_CONTROL } from './cache-policy';

/** What browsers are told: keep it, but ask (cheaply, with If-None-Match) before using it again. */
export const HTML_CACHE_CONTROL = CACHE_CONTROL.revalidate;

/** What the edge copy is stored with: the key changes with every build, so it may live long. */
const STORED_CACHE_CONTROL = CACHE_CONTROL.immutable;

/** Header that tells whether the edge copy answered (observability and tests). */
export const CACHE_STATUS_HEADER = 'X-Html-Cache';

/** What shapes a page's HTML besides its path: the content build and the worker code that renders it. */
export interface HtmlVersion {
  /** The content build (BUILD_ID). */
  build: string;
  /** The worker version (`version_metadata` id, or the local bundle digest). */
  worker: string;
}

/** The Cache API key of a page: the site's origin, the path, the build and the worker version. */
export function getHtmlCacheKey(origin: string, version: HtmlVersion, path: string): string {
  return `${origin}${path}?build=${encodeURIComponent(version.build)}&worker=${encodeURIComponent(version.worker)}`;
}

/**
 * ETag of a page's HTML from the build, the worker version, the path and the digest of its page data;
 * weak, because the platform compresses the HTML (gzip, br) and keeps the header (json-response.ts).
 */
export async function getHtmlEtag(version: HtmlVersion, path: string, dataEtag: string): Promise<string> {
  const { build, worker } = version;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${dataEtag}\n${worker}`)));
  return `W/"${build}-${[...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

/** The default cache of this location, or null where there is none (Node, tests without workerd). */
function getEdgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

/** A page's HTML as stored: the bytes and the headers it was served with. */
interface StoredPage {
  body: ArrayBuffer;
  headers: [string, string][];
}

/**
 * Most recently used pages kept in the isolate's memory in front of the Cache API: a hot page is then
 * answered without even a cache lookup. Bounded by bytes, oldest out first (a Map keeps insertion order).
 */
export const MEMORY_BUDGET_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, StoredPage>();
let memoryBytes = 0;

function remember(key: string, page: StoredPage): void {
  if (page.body.byteLength > MEMORY_BUDGET_BYTES / 8) return;
  const old = memory.get(key);
  if (old) memoryBytes -= old.body.byteLength;
  memory.delete(key);
  memory.set(key, page);
  memoryBytes += page.body.byteLength;
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= entry.body.byteLength;
  }
}

function recall(key: string): StoredPage | null {
  const page = memory.get(key);
  if (!page) return null;
  memory.delete(key);
  memory.set(key, page);
  return page;
}

/** A fresh, mutable response of a stored page, marked as a hit, with the browsers' cache policy and today's Date. */
function toHitResponse(page: StoredPage): Response {
  const response = new Response(page.body, { status: 200, headers: page.headers });
  // The stored copy may carry the Date of when it was stored; Date is when this answer is made (RFC 9110 6.6.1).
  response.headers.set('Date', new Date().toUTCString());
  response.headers.delete('Age');
  response.headers.set('Cache-Control', HTML_CACHE_CONTROL);
  response.headers.set(CACHE_STATUS_HEADER, 'hit');
  return response;
}

/** The stored HTML of a page (isolate memory, then the edge cache); null on a miss. */
export async function matchHtml(key: string): Promise<Response | null> {
  const inMemory = recall(key);
  if (inMemory) return toHitResponse(inMemory);
  const cache = getEdgeCache();
  const hit = cache ? await cache.match(key) : undefined;
  if (!hit) return null;
  const page = { body: await hit.arrayBuffer(), headers: [...hit.headers] as [string, string][] };
  remember(key, page);
  return toHitResponse(page);
}

/** Stores a copy of a page's response in memory and the edge cache (the caller keeps streaming the original). */
export async function putHtml(key: string, response: Response): Promise<void> {
  const copy = response.clone();
  const headers = new Headers(copy.headers);
  headers.delete(CACHE_STATUS_HEADER);
  headers.set('Cache-Control', STORED_CACHE_CONTROL);
  try {
    const page = { body: await copy.arrayBuffer(), headers: [...headers] as [string, string][] };
    remember(key, page);
    await getEdgeCache()?.put(key, new Response(page.body, { status: 200, headers }));
  } catch (error) {
    console.error('HTML cache put failed', error);
  }
}
