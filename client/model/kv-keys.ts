/** The KV key scheme: every key is prefixed with its build (DESIGN.md, "Build id and versions"). */

/** A build id: short lowercase hex digest. */
export const BUILD_ID_PATTERN = /^[0-9a-f]{12}$/;

/** Key of a page's data by slug ('/' for home, '/uitleg/x', '/404'). */
export const pageKey = (build: string, slug: string): string => `${build}/page${slug === '/' ? '/' : slug}`;
/** Key of a wiki tiny-link page's data. */
export const wikiKey = (build: string, tiny: string): string => `${build}/wiki/${tiny}`;
/** Key of a permanent-link page's data; `detail` for the bare variant. */
export const linkKey = (build: string, id: string, detail = false): string => `${build}/link/${id}${detail ? '/detail' : ''}`;
/** Key of the search manifest. */
export const searchManifestKey = (build: string): string => `${build}/search/manifest`;
/** Key of one search chunk. */
export const searchChunkKey = (build: string, chunk: string): string => `${build}/search/chunk/${chunk}`;
/** Key of the whole (non-chunked) search index. */
export const searchIndexKey = (build: string): string => `${build}/search/index`;
/** Key of the full navigation tree. */
export const navKey = (build: string): string => `${build}/nav`;
/** Key of the HTML shell data (site config, assets, nav). */
export const shellKey = (build: string): string => `${build}/shell`;
/** Key of the claims report (open claims and confirmation dates per page), read by the insights page only. */
export const claimsKey = (build: string): string => `${build}/claims`;

/** The build a key belongs to, or null for a key outside the scheme. */
export function getBuildOfKey(key: string): string | null {
  const build = key.split('/', 1)[0] ?? '';
  return BUILD_ID_PATTERN.test(build) && key.length > build.length + 1 ? build : null;
}

/** True when the key lies inside the given build's prefix. */
export function isKeyOfBuild(key: string, build: string): boolean {
  return (
    key.startsWith(`${build}/`) &&
    !key
      .slice(build.length + 1)
      .split('/')
      .includes('..')
  );
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

/** Key of a content image by file name. */
export const imageKey = (build: string, name: string): string => `${build}/image/${name}`;
/** Key of the sitemap. */
export const sitemapKey = (build: string): string => `${build}/sitemap`;
