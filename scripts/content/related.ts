/** Related articles and previous/next links, chosen at build time. */
import { getPathOfSlug } from '../../core/paths';
import type { NavItem, PageLink } from '../../core/types';

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
  /** Position in the index (its slot in `scores`); -1 for a page outside it. */
  slot: number;
  /** Position in the tie order (title in Dutch order, then slug): ties compare two numbers, not two titles. */
  rank: number;
}

/** Pages by label and by parent, so each page scores only its candidates (a 10,000-page tree stays fast). */
export interface RelatedIndex {
  bySlug: Map<string, Prepared>;
  byLabel: Map<string, Prepared[]>;
  byParent: Map<string, Prepared[]>;
  /** One score per indexed page, -1 between calls: scoring a page touches only its candidates' slots. */
  scores: Int32Array;
}

const prepare = (page: RelatablePage, slot = -1): Prepared => ({
  page,
  labels: new Set(page.labels.map((l) => l.toLowerCase())),
  parent: parentOf(page.slug),
  section: sectionOf(page.slug),
  slot,
  rank: 0,
});
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Indexes the pages once per build. */
export function createRelatedIndex(all: RelatablePage[]): RelatedIndex {
  const index: RelatedIndex = { bySlug: new Map(), byLabel: new Map(), byParent: new Map(), scores: new Int32Array(0) };
  for (const page of all) {
    if (!page.slug.startsWith('/uitleg') || index.bySlug.has(page.slug)) continue;
    const prepared = prepare(page, index.bySlug.size);
    index.bySlug.set(page.slug, prepared);
    for (const label of prepared.labels) push(index.byLabel, label, prepared);
    push(index.byParent, prepared.parent, prepared);
  }
  const byTitle = [...index.bySlug.values()].sort(
    (a, b) => DUTCH.compare(a.page.title, b.page.title) || (a.page.slug < b.page.slug ? -1 : a.page.slug > b.page.slug ? 1 : 0),
  );
  byTitle.forEach((p, rank) => (p.rank = rank));
  index.scores = new Int32Array(index.bySlug.size).fill(-1);
  return index;
}

/** Orders candidates: score, then title (Dutch), then slug. */
const compareCandidates = (a: { p: Prepared; score: number }, b: { p: Prepared; score: number }) =>
  b.score - a.score || a.p.rank - b.p.rank;

/**
 * Up to 5 other pages by score: 3 per shared label, 2 for the same parent, 1 for the same section; at least
 * one shared label or the same parent is needed. Ties go to the title (Dutch order), so output is stable.
 */
export function getRelatedPages(page: RelatablePage, all: RelatablePage[] | RelatedIndex): PageLink[] {
  const index = Array.isArray(all) ? createRelatedIndex(all) : all;
  const self = index.bySlug.get(page.slug) ?? prepare(page);
  const { scores } = index;
  const touched: Prepared[] = [];
  const score = (other: Prepared, add: number, base: number) => {
    if (scores[other.slot]! < 0) {
      touched.push(other);
      scores[other.slot] = base;
    }
    scores[other.slot] = scores[other.slot]! + add;
  };
  for (const sibling of index.byParent.get(self.parent) ?? []) score(sibling, 2, sibling.section === self.section ? 1 : 0);
  for (const label of self.labels) {
    for (const other of index.byLabel.get(label) ?? []) score(other, 3, other.section === self.section ? 1 : 0);
  }
  // Keep the best five while scanning, instead of sorting every candidate.
  const best: { p: Prepared; score: number }[] = [];
  for (const p of touched) {
    const score = scores[p.slot]!;
    scores[p.slot] = -1;
    if (p.page.slug === page.slug) continue;
    // Most candidates do not beat the fifth: decided without making an object for them.
    const last = best.length === MAX_RELATED ? best[MAX_RELATED - 1]! : null;
    if (last && (score < last.score || (score === last.score && p.rank > last.p.rank))) continue;
    best.push({ p, score });
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
