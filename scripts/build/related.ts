/** Related articles and previous/next links, chosen at build time. */
import type { NavItem, PageLink } from '../../client/model/types';

/** What selection needs of a page. */
export interface RelatablePage {
  slug: string;
  title: string;
  description: string;
  labels: string[];
}

/** Most related articles shown. */
export const MAX_RELATED = 5;

const sectionOf = (slug: string) => slug.split('/')[2] ?? '';
const parentOf = (slug: string) => slug.split('/').slice(0, -1).join('/');
const toLink = (p: RelatablePage): PageLink => ({ title: p.title, path: `${p.slug}/`, description: p.description });

/**
 * Up to 5 other pages by score: 3 per shared label, 2 for the same parent, 1 for the same section; at least
 * one shared label or the same parent is needed. Ties go to the title (Dutch order), so output is stable.
 */
export function getRelatedPages(page: RelatablePage, all: RelatablePage[]): PageLink[] {
  const labels = new Set(page.labels.map((l) => l.toLowerCase()));
  return all
    .filter((other) => other.slug !== page.slug && other.slug.startsWith('/uitleg'))
    .map((other) => {
      const shared = other.labels.filter((l) => labels.has(l.toLowerCase())).length;
      const sameParent = parentOf(other.slug) === parentOf(page.slug);
      const score = shared * 3 + (sameParent ? 2 : 0) + (sectionOf(other.slug) === sectionOf(page.slug) ? 1 : 0);
      return { other, score, qualifies: shared > 0 || sameParent };
    })
    .filter((c) => c.qualifies)
    .sort((a, b) => b.score - a.score || a.other.title.localeCompare(b.other.title, 'nl') || (a.other.slug < b.other.slug ? -1 : 1))
    .slice(0, MAX_RELATED)
    .map((c) => toLink(c.other));
}

/** Slugs of the nav tree in menu order (depth first), root first. */
export function getMenuOrder(root: NavItem): string[] {
  const order: string[] = [];
  const visit = (item: NavItem, slug: string) => {
    order.push(slug);
    for (const child of item.children ?? []) if (!child.external_link && !child.element.startsWith('#')) visit(child, `${slug}/${child.path}`);
  };
  visit(root, `/${root.path}`);
  return order;
}

/** Previous and next page of a slug in menu order. */
export function getPrevNext(slug: string, order: string[], bySlug: Map<string, RelatablePage>): { prev?: PageLink; next?: PageLink } {
  const i = order.indexOf(slug);
  if (i < 0) return {};
  const prev = i > 0 ? bySlug.get(order[i - 1]!) : undefined;
  const next = bySlug.get(order[i + 1] ?? '');
  return { ...(prev ? { prev: toLink(prev) } : {}), ...(next ? { next: toLink(next) } : {}) };
}
