/** Related articles and previous/next links, chosen at build time. */
import { getPathOfSlug } from '../../client/model/paths';
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

/** One collator for every comparison: far cheaper than localeCompare per call. */
const DUTCH = new Intl.Collator('nl');
const sectionOf = (slug: string) => slug.split('/')[2] ?? '';
const parentOf = (slug: string) => slug.split('/').slice(0, -1).join('/');
const toLink = (p: RelatablePage): PageLink => ({ title: p.title, path: getPathOfSlug(p.slug), description: p.description });

/** A page prepared once for scoring: lower-cased labels, parent and section computed ahead. */
interface Prepared {
  page: RelatablePage;
  labels: Set<string>;
  parent: string;
  section: string;
}

/** Pages by label and by parent, so each page scores only its candidates (a 10,000-page tree stays fast). */
export interface RelatedIndex {
  bySlug: Map<string, Prepared>;
  byLabel: Map<string, Prepared[]>;
  byParent: Map<string, Prepared[]>;
}

const prepare = (page: RelatablePage): Prepared => ({
  page,
  labels: new Set(page.labels.map((l) => l.toLowerCase())),
  parent: parentOf(page.slug),
  section: sectionOf(page.slug),
});
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Indexes the pages once per build. */
export function createRelatedIndex(all: RelatablePage[]): RelatedIndex {
  const index: RelatedIndex = { bySlug: new Map(), byLabel: new Map(), byParent: new Map() };
  for (const page of all) {
    if (!page.slug.startsWith('/uitleg')) continue;
    const prepared = prepare(page);
    index.bySlug.set(page.slug, prepared);
    for (const label of prepared.labels) push(index.byLabel, label, prepared);
    push(index.byParent, prepared.parent, prepared);
  }
  return index;
}

/** Orders candidates: score, then title (Dutch), then slug. */
const compareCandidates = (a: { p: Prepared; score: number }, b: { p: Prepared; score: number }) =>
  b.score - a.score || DUTCH.compare(a.p.page.title, b.p.page.title) || (a.p.page.slug < b.p.page.slug ? -1 : 1);

/**
 * Up to 5 other pages by score: 3 per shared label, 2 for the same parent, 1 for the same section; at least
 * one shared label or the same parent is needed. Ties go to the title (Dutch order), so output is stable.
 */
export function getRelatedPages(page: RelatablePage, all: RelatablePage[] | RelatedIndex): PageLink[] {
  const index = Array.isArray(all) ? createRelatedIndex(all) : all;
  const self = index.bySlug.get(page.slug) ?? prepare(page);
  const scores = new Map<Prepared, number>();
  for (const sibling of index.byParent.get(self.parent) ?? []) scores.set(sibling, 2 + (sibling.section === self.section ? 1 : 0));
  for (const label of self.labels) {
    for (const other of index.byLabel.get(label) ?? []) {
      const base = scores.get(other) ?? (other.section === self.section ? 1 : 0);
      scores.set(other, base + 3);
    }
  }
  scores.delete(self);
  // Keep the best five while scanning, instead of sorting every candidate.
  const best: { p: Prepared; score: number }[] = [];
  for (const [p, score] of scores) {
    if (p.page.slug === page.slug) continue;
    const candidate = { p, score };
    if (best.length === MAX_RELATED && compareCandidates(candidate, best[MAX_RELATED - 1]!) >= 0) continue;
    best.push(candidate);
    best.sort(compareCandidates);
    if (best.length > MAX_RELATED) best.pop();
  }
  return best.map((c) => toLink(c.p.page));
}

/** Slugs of the nav tree in menu order (depth first), root first. */
export function getMenuOrder(root: NavItem): string[] {
  const order: string[] = [];
  const visit = (item: NavItem, slug: string) => {
    order.push(slug);
    for (const child of item.children ?? [])
      if (!child.external_link && !child.element.startsWith('#')) visit(child, `${slug}/${child.path}`);
  };
  visit(root, `/${root.path}`);
  return order;
}

/** Previous and next page of a slug in menu order (pass `positions` to look up in constant time). */
export function getPrevNext(
  slug: string,
  order: string[],
  bySlug: Map<string, RelatablePage>,
  positions?: Map<string, number>,
): { prev?: PageLink; next?: PageLink } {
  const i = positions?.get(slug) ?? order.indexOf(slug);
  if (i < 0) return {};
  const prev = i > 0 ? bySlug.get(order[i - 1]!) : undefined;
  const next = bySlug.get(order[i + 1] ?? '');
  return { ...(prev ? { prev: toLink(prev) } : {}), ...(next ? { next: toLink(next) } : {}) };
}
