/** Breadcrumbs (spec 2): built from the path segments matched level by level against the nav. */
import type { Crumb, NavItem } from './types';

/** Minimum crumbs for the trail to be shown at all. */
export const MIN_VISIBLE_CRUMBS = 2;

/** The trail for a slug ('/uitleg/a/b'); stops at the first segment that has no matching item. */
export function getBreadcrumbs(roots: NavItem[], slug: string): Crumb[] {
  const segments = slug.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let level = roots;
  let href = '/';
  for (const segment of segments) {
    const item = level.find((i) => i.path === segment && !i.external_link);
    if (!item) break;
    href += `${segment}/`;
    crumbs.push({ name: item.name, path: href });
    level = item.children ?? [];
  }
  return crumbs;
}

/** The crumbs to render: none unless there are at least two (spec 2). */
export function getVisibleCrumbs(crumbs: Crumb[]): Crumb[] {
  return crumbs.length >= MIN_VISIBLE_CRUMBS ? crumbs : [];
}
