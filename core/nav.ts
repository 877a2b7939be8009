/** Navigation tree rules: open groups, pruning for the server render, hrefs. */
import type { NavItem } from './types';

/** Sidebar default open level (spec 9): groups above this depth are open by default. */
export const SIDEBAR_DEFAULT_OPEN_LEVEL = 1;

/** Absolute href of a child item under a parent href. */
export function getChildHref(parentHref: string, item: NavItem): string {
  if (item.external_link) return item.external_link;
  if (item.element.startsWith('#')) return `${parentHref}${item.element}`;
  return `${parentHref}${item.path}/`;
}

/** True when the group at `href` should be open by default for the current page path (spec 2, Sidebar). */
export function isGroupOpenByDefault(href: string, depth: number, currentPath: string): boolean {
  return depth < SIDEBAR_DEFAULT_OPEN_LEVEL || currentPath.startsWith(href);
}

/**
 * Keeps only the branches open for `currentPath`, so the server-rendered sidebar stays small as the
 * tree grows. A closed group keeps `children: []` to say it has children not sent yet.
 */
export function getPrunedNav(root: NavItem, currentPath: string): NavItem {
  const prune = (item: NavItem, href: string, depth: number): NavItem => {
    if (!item.children?.length) return item;
    if (!isGroupOpenByDefault(href, depth, currentPath)) return { ...item, children: [] };
    return { ...item, children: item.children.map((c) => prune(c, getChildHref(href, c), depth + 1)) };
  };
  return prune(root, `/${root.path}/`, 0);
}
