/** Used by stage 1 (validate): the pages no other page links to (orphans), one warning each. */
import { BuildWarning } from './build-error';
import type { Reference } from './markdown';
import { getLinkTarget } from './references';
import { NOT_FOUND_SLUG, type PlacedPage, ROOT_SLUG } from './tree';

/** Pages that are reached without a link by design: the home page, the root and the not-found page. */
const NEEDS_NO_LINK = new Set(['/', ROOT_SLUG, NOT_FOUND_SLUG]);

/**
 * Orphans: pages no other page's body links to (the sidebar and the automatic child list do not
 * count, they reach every page anyway). One warning per orphan, at the page's first line.
 */
export function findOrphans(pages: PlacedPage[], referencesOf: (slug: string) => Reference[]): BuildWarning[] {
  const linked = new Set<string>();
  for (const page of pages) {
    for (const ref of referencesOf(page.slug)) {
      if (ref.kind !== 'link' || ref.problem) continue;
      const path = (ref.href ?? ref.url).trim().split('#')[0]!;
      if (!path.startsWith('/')) continue;
      const target = getLinkTarget(path);
      if (target !== page.slug) linked.add(target);
    }
  }
  return pages
    .filter((p) => !NEEDS_NO_LINK.has(p.slug) && !linked.has(p.slug))
    .map(
      (p) =>
        new BuildWarning(
          p.source.file,
          1,
          'orphan',
          'no other page links here (only the sidebar reaches it): link it from where a reader would look for it',
        ),
    );
}
