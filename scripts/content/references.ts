/** Stage 1 (1-validate.ts): check every link and image of every page against the built tree. */
import { getRoutePath, matchRoute } from '../../client/model/route-table';
import { BuildError } from './build-error';
import type { Reference } from './markdown';

/** What references may point to. */
export interface ReferenceTargets {
  /** Heading ids per page slug ('/' or '/uitleg/...'). */
  anchorsOfSlug: Map<string, Set<string>>;
  /** File names available under /images/. */
  images: Set<string>;
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
    if (route?.name !== 'image') return `image '${url}' must be '${getRoutePath('image', { image: '<name>.svg' })}' from content/images/ or a relative path to an SVG next to the page`;
    return targets.images.has(route.params.image!) ? null : `image '${url}' does not exist in content/images/`;
  }
  const [pathPart = '', anchor] = url.split('#', 2) as [string, string | undefined];
  if (pathPart === '') {
    return anchor && targets.anchorsOfSlug.get(slug)?.has(anchor) ? null : `anchor '#${anchor ?? ''}' not found on this page`;
  }
  if (!pathPart.startsWith('/')) return `link '${url}' could not be resolved`;
  const target = getLinkTarget(pathPart);
  const anchors = targets.anchorsOfSlug.get(target);
  if (!anchors) return ref.href ? `link to '${written}: no such page` : `link to '${pathPart}': no such page`;
  if (anchor !== undefined && !anchors.has(anchor)) return `link to '${written}: page has no heading '#${anchor}'`;
  return null;
}

/** The slug a site path names: '/' stays, a trailing slash goes. */
export function getLinkTarget(pathPart: string): string {
  return pathPart === '/' ? '/' : pathPart.replace(/\/$/, '');
}

/** Checks all references of a page, pushing one error per broken reference. */
export function checkReferences(file: string, slug: string, refs: Reference[], targets: ReferenceTargets, errors: BuildError[]): void {
  for (const ref of refs) {
    const problem = checkReference(ref, slug, targets);
    if (problem) errors.push(new BuildError(file, ref.line, problem));
  }
}
