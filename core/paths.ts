/** URL and slug rules shared by the worker, the browser and the build. */

/** Longest request path we look at; longer ones are refused before any lookup. */
export const MAX_PATH_LENGTH = 2048;

/** Segment that marks the bare (framed) variant of a page. */
export const DETAIL_SEGMENT = 'detail';

/** One slug segment: lowercase letters, digits and dashes. */
export const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Result of checking a raw request path. */
export type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string };

/**
 * Decodes and vets a raw URL pathname: refuses malformed percent-encoding, encoded slashes or
 * backslashes, NUL and control characters, dot segments and over-long paths, so that nothing
 * downstream ever builds a key from a hostile path.
 */
export function checkRequestPath(rawPath: string): PathCheck {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: 'Path too long' };
  if (/%2f|%5c|%00/i.test(rawPath)) return { ok: false, status: 400, reason: 'Encoded separator in path' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'Malformed percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { ok: false, status: 400, reason: 'Forbidden character in path' };
  if (!path.startsWith('/')) return { ok: false, status: 400, reason: 'Path must be absolute' };
  if (path.split('/').some((s) => s === '.' || s === '..')) return { ok: false, status: 400, reason: 'Dot segment in path' };
  return { ok: true, path };
}

/** True when every segment of the path (ignoring a trailing slash) is a valid slug segment. */
export function isSlugPath(path: string): boolean {
  if (path === '/') return true;
  const segments = path.replace(/^\/|\/$/g, '').split('/');
  return segments.every((s) => SLUG_SEGMENT.test(s));
}

/** Adds the trailing slash every page path carries. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Removes the trailing slash (keeps '/' itself). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * True for the bare-layout variants: a path with a whole segment 'detail' (spec 2, Layouts). A
 * substring match would make a slug such as '/uitleg/detailhandel/' bare, noindex and frameable.
 */
export function isDetailPath(path: string): boolean {
  return path.split('/').includes(DETAIL_SEGMENT);
}

/** True when the last segment names a file ('index.json', 'logo.svg'): such paths are never pages. */
export function isFilePath(path: string): boolean {
  return (path.split('/').pop() ?? '').includes('.');
}

/**
 * The path as a same-origin absolute path: a run of leading slashes or backslashes becomes one '/'.
 * '//evil.example/x' (and '/\\evil.example/x', which URL parsing turns into it) is a protocol-relative
 * URL to another host when used as a Location or href; this keeps every such value on the site.
 */
export function toSameOriginPath(path: string): string {
  return path.replace(/^[/\\]*/, '/');
}

/** The documentation slug a page path shows: strips the trailing slash and a final 'detail' segment. */
export function getSlugOfPath(path: string): string {
  const bare = withoutTrailingSlash(path);
  const slug = bare.endsWith(`/${DETAIL_SEGMENT}`) ? bare.slice(0, -DETAIL_SEGMENT.length - 1) : bare;
  return slug === '' ? '/' : slug;
}

/** The page path of a documentation slug ('/uitleg/x' → '/uitleg/x/', '/' stays): the inverse of getSlugOfPath. */
export function getPathOfSlug(slug: string): string {
  return withTrailingSlash(slug);
}
