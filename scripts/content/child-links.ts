/** Used by stage 2 (assemble): each page's child list, shown under a section page's text. */
import type { PageLink } from '../../core/types';
import { getPathOfSlug } from '../../core/paths';
import { compareSiblings, groupByParent, type PlacedPage } from './tree';

/** The child pages of every page with children, in sidebar order, as links with their descriptions. */
export function getChildLinks(pages: PlacedPage[]): Map<string, PageLink[]> {
  return new Map(
    [...groupByParent(pages)].map(([slug, list]) => [
      slug,
      list
        .sort(compareSiblings)
        .map((p) => ({ title: p.source.meta.title, path: getPathOfSlug(p.slug), description: p.source.meta.description })),
    ]),
  );
}
