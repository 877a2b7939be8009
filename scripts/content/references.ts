/** Stage 1 (1-validate.ts): check every link and image of every page against the built tree. */
import { posix } from 'node:path';
import { getRoutePath, matchRoute } from '../../core/route-table';
import { BuildError } from './build-error';
import type { Reference } from './markdown';

/** What references may point to. */
export interface ReferenceTargets {
  /** Heading ids per page slug ('/' or '/uitleg/...'). */
  anchorsOfSlug: Map<string, Set<string>>;
  /** File names available under /images/. */
  images: Set<string>;
  /** Slugs of pages whose file exists but failed with its own error: links to them are not reported again. */
  failed?: Set<string>;
  /** Content file of each page slug, for 'did you mean' hints. */
  fileOfSlug?: Map<string, string>;
}

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** Returns the problem with one reference from the page `slug`, or null when it resolves. */
export function checkReference(ref: Reference, slug: string, targets: ReferenceTargets): string | null {
  if (ref.problem) return ref.problem;
  const url = (ref.href ?? ref.url).trim();
  // Messages quote the link as the author wrote it, with what it resolved to when that differs.
  const written = ref.href ? `${ref.url}' (${ref.href})` : `${ref.url}'`;
  if (SAFE_SCHEMES.test(url)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return `link with unsafe scheme '${url}'`;
  if (ref.kind === 'image') {
    const route = matchRoute(url);
    if (route?.name !== 'image')
      return `image '${url}' must be '${getRoutePath('image', { image: '<name>.svg' })}' from content/images/ or a relative path to an SVG next to the page`;
    return targets.images.has(route.params.image!) ? null : `image '${url}' does not exist in content/images/`;
  }
  const [pathPart = '', anchor] = url.split('#', 2) as [string, string | undefined];
  if (pathPart === '') {
    return anchor && targets.anchorsOfSlug.get(slug)?.has(anchor) ? null : `anchor '#${anchor ?? ''}' not found on this page`;
  }
  if (!pathPart.startsWith('/')) return `link '${url}' could not be resolved`;
  const target = getLinkTarget(pathPart);
  const anchors = targets.anchorsOfSlug.get(target);
  if (!anchors && targets.failed?.has(target)) return null;
  if (!anchors) return ref.href ? `link to '${written}: no such page` : `link to '${pathPart}': no such page`;
  if (anchor !== undefined && !anchors.has(anchor)) return `link to '${written}: page has no heading '#${anchor}'`;
  return null;
}

/** The slug a site path names: '/' stays, a trailing slash goes. */
export function getLinkTarget(pathPart: string): string {
  return pathPart === '/' ? '/' : pathPart.replace(/\/$/, '');
}

/** Edit distance of two strings (insertions, deletions, substitutions), for 'did you mean'. */
export function getEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The candidates nearest to `wanted`, nearest first; only those close enough to be a typo. */
function getNearest(wanted: string, candidates: string[], count: number): string[] {
  const scored = candidates
    .map((c) => ({ c, d: getEditDistance(wanted, c) }))
    .filter(({ c, d }) => d <= Math.max(2, Math.floor(Math.min(wanted.length, c.length) / 3)));
  return scored
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, count)
    .map(({ c }) => c);
}

/**
 * How to fix a broken page link or anchor: the nearest existing page (as a path relative to `file`,
 * the way the writer links) or the headings the target page does have.
 */
export function getReferenceHint(ref: Reference, file: string, slug: string, targets: ReferenceTargets): string | undefined {
  if (ref.kind !== 'link' || ref.problem) return undefined;
  const url = (ref.href ?? ref.url).trim();
  const [pathPart = '', anchor] = url.split('#', 2) as [string, string | undefined];
  if (pathPart !== '' && !pathPart.startsWith('/')) return undefined;
  const target = pathPart === '' ? slug : getLinkTarget(pathPart);
  const anchors = targets.anchorsOfSlug.get(target);
  if (anchors) {
    if (anchor === undefined) return undefined;
    const all = [...anchors];
    if (all.length === 0) return 'that page has no headings';
    const near = getNearest(anchor, all, 1)[0];
    const listed = all
      .slice(0, 8)
      .map((a) => `#${a}`)
      .join(', ');
    return `${near ? `did you mean '#${near}'? ` : ''}headings there: ${listed}${all.length > 8 ? ', …' : ''}`;
  }
  const slugs = [...targets.anchorsOfSlug.keys()].filter((s) => s !== '/404' && s !== '/');
  const lastOf = (s: string) => s.split('/').pop() ?? s;
  // A typo or a rename in the file name; among equal names (a page moved), the nearest folder.
  const near = getNearest(lastOf(target), slugs.map(lastOf), 1)[0];
  const match =
    near === undefined
      ? undefined
      : (getNearest(
          target,
          slugs.filter((s) => lastOf(s) === near),
          1,
        )[0] ?? slugs.find((s) => lastOf(s) === near));
  if (match === undefined) return undefined;
  const targetFile = targets.fileOfSlug?.get(match);
  const written = targetFile && !ref.url.trim().startsWith('/') ? posix.relative(posix.dirname(file), targetFile) : `${match}/`;
  return `did you mean '${written}'?`;
}

/** Checks all references of a page, pushing one error per broken reference. */
export function checkReferences(file: string, slug: string, refs: Reference[], targets: ReferenceTargets, errors: BuildError[]): void {
  for (const ref of refs) {
    const problem = checkReference(ref, slug, targets);
    if (problem) errors.push(new BuildError(file, ref.line, problem, getReferenceHint(ref, file, slug, targets)));
  }
}
