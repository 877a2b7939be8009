/**
 * The KV key scheme (DESIGN.md, "Build id and versions"). KV holds content-addressed values
 * (`v/<digest>`, immutable) and one manifest per build (`manifest/<build>`) that maps each route key
 * below to a value key. Route keys name what a route serves within a build; they are never KV keys.
 */

/** A build id: short lowercase hex digest. */
export const BUILD_ID_PATTERN = /^[0-9a-f]{12}$/;

/** Prefix of the route keys of page data. */
export const PAGE_PREFIX = 'page/';
/** Prefix of the route keys of wiki tiny-link page data. */
export const WIKI_PREFIX = 'wiki/';
/** Prefix of the route keys of permanent-link page data. */
export const LINK_PREFIX = 'link/';

/** Route key of a page's data by slug ('/' for home, '/uitleg/x', '/404'). */
export const pageKey = (slug: string): string => `${PAGE_PREFIX}${slug === '/' ? '' : slug.slice(1)}`;
/** Route key of a wiki tiny-link page's data (resolved through the manifest's page ids). */
export const wikiKey = (tiny: string): string => `${WIKI_PREFIX}${tiny}`;
/** Route key of a permanent-link page's data; `detail` for the bare variant (resolved through the manifest's page ids). */
export const linkKey = (id: string, detail = false): string => `${LINK_PREFIX}${id}${detail ? '/detail' : ''}`;
/** Route key of the search manifest. */
export const searchManifestKey = (): string => 'search/manifest';
/** Route key of one search chunk. */
export const searchChunkKey = (chunk: string): string => `search/chunk/${chunk}`;
/** Route key of the whole (non-chunked) search index. */
export const searchIndexKey = (): string => 'search/index';
/** Route key of the full navigation tree. */
export const navKey = (): string => 'nav';
/** Route key of the HTML shell data (site config, assets, nav). */
export const shellKey = (): string => 'shell';
/** Route key of a content image by file name. */
export const imageKey = (name: string): string => `image/${name}`;
/** Route key of the sitemap. */
export const sitemapKey = (): string => 'sitemap';
/** Route key of the claims report (open claims and confirmation dates per page), read by the insights page only. */
export const claimsKey = (): string => 'claims';

/** Prefix of the content-addressed values. */
export const VALUE_PREFIX = 'v/';
/** Prefix of the build manifests. */
export const MANIFEST_PREFIX = 'manifest/';

/** KV key of a value by the digest of its bytes and type. */
export const valueKey = (digest: string): string => `${VALUE_PREFIX}${digest}`;
/** KV key of a build's manifest. */
export const manifestKey = (build: string): string => `${MANIFEST_PREFIX}${build}`;

/** The build a manifest key names, or null for any other key. */
export function getBuildOfManifestKey(key: string): string | null {
  const build = key.startsWith(MANIFEST_PREFIX) ? key.slice(MANIFEST_PREFIX.length) : '';
  return BUILD_ID_PATTERN.test(build) ? build : null;
}

/** Workers KV refuses keys longer than this many bytes (UTF-8); a read of such a key throws. */
export const MAX_KV_KEY_BYTES = 512;

/**
 * True when a key can exist in KV at all. A request path longer than the limit allows can never name
 * a stored value, so it is a miss (404) decided before KV is asked, not a failed read (503).
 */
export function isStorableKey(key: string): boolean {
  return new TextEncoder().encode(key).length <= MAX_KV_KEY_BYTES;
}
