/**
 * The first search chunk (issue 35: the first results need at most 15 KB gzip): every page's title, its
 * place in the tree and its labels, the aliases, and the synonyms. The browser derives the title, slug,
 * label and alias postings from these texts itself (with the build's own encoders), so the texts travel
 * once and serve both the ranking and the results; only a result's description comes later, in a small
 * group of pages (getDocGroups). The rest of the index (description, headings and body postings, the
 * document frequencies) follows in the background.
 */
import { createCachedEncoder, DUTCH_STOP_WORDS, splitWords } from './dutch';
import { encodeLabels, encodeSlug } from './field-terms';
import type { Postings } from './postings';

/** The packed table (the 'first' part's data). */
export interface PageTable {
  /** Page ids in registry order (ascending), as differences. */
  ids: number[];
  /**
   * Per page in registry order: title; registry position of the parent page (-1 for none); the last
   * slug segment, or '' when it is the parent's slug plus the title's own slug; labels.
   */
  pages: [string, number, string, string[]][];
  /** [registry position, aliases joined by ' | '] of the pages that have aliases. */
  aliases: [number, string][];
  /** Everyday word or phrase → words the articles use (content/synonyms.yml and mined abbreviations). */
  synonyms: [string, string[]][];
  /** [registry position, path] where a page's path is not its parents' titles. */
  paths: [number, string][];
}

/** What the table gives each page for its results. */
export interface TablePage {
  title: string;
  slug: string;
  labels: string[];
  /** Parent section titles, outermost first. */
  path: string[];
}

/** The page's place and texts as the build knows them. */
export interface TableSource {
  id: string;
  title: string;
  slug: string;
  labels: string[];
  aliases: string;
  /** Parent section titles, ' › '-separated. */
  path: string;
}

/** A title as a slug segment: 'Werkorder aanmaken' → 'werkorder-aanmaken' (what the tree mostly uses). */
export const toSlugSegment = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const parentSlug = (slug: string) => slug.slice(0, slug.lastIndexOf('/'));

/** The path (parent titles) a page gets from the table: its ancestors' titles below the top level. */
function getDerivedPath(position: number, pages: PageTable['pages']): string[] {
  const titles: string[] = [];
  for (let p = pages[position]![1]; p >= 0; p = pages[p]![1]) titles.unshift(pages[p]![0]);
  // The top-level section (Uitleg) is no part of a path.
  return titles.slice(1);
}

/** Packs the sources, given in registry order. */
export function packPageTable(sources: TableSource[], synonyms: [string, string[]][]): PageTable {
  const bySlug = new Map(sources.map((s, i) => [s.slug, i]));
  const pages: PageTable['pages'] = sources.map((s) => {
    const parent = bySlug.get(parentSlug(s.slug)) ?? -1;
    const segment = s.slug.slice(s.slug.lastIndexOf('/') + 1);
    const derived = parent >= 0 && segment === toSlugSegment(s.title);
    return [s.title, parent, derived ? '' : parent >= 0 ? segment : s.slug, s.labels];
  });
  const paths: [number, string][] = [];
  sources.forEach((s, i) => {
    if (getDerivedPath(i, pages).join(' › ') !== s.path) paths.push([i, s.path]);
  });
  const ids = sources.map((s) => Number(s.id));
  return {
    ids: ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!)),
    pages,
    aliases: sources.flatMap((s, i): [number, string][] => (s.aliases ? [[i, s.aliases]] : [])),
    synonyms,
    paths,
  };
}

/** The registry (page ids in order) of a table. */
export function getTableRegistry(table: PageTable): string[] {
  let sum = 0;
  return table.ids.map((delta) => String((sum += delta)));
}

/** The pages of a table, in registry order. */
export function readTablePages(table: PageTable): TablePage[] {
  const slugs: string[] = [];
  const slugOf = (position: number): string => {
    if (slugs[position] !== undefined) return slugs[position];
    const [title, parent, segment] = table.pages[position]!;
    const slug = parent < 0 ? segment : `${slugOf(parent)}/${segment || toSlugSegment(title)}`;
    return (slugs[position] = slug);
  };
  const paths = new Map(table.paths);
  return table.pages.map(([title, , , labels], i) => ({
    title,
    slug: slugOf(i),
    labels,
    path: paths.has(i) ? paths.get(i)!.split(' › ').filter(Boolean) : getDerivedPath(i, table.pages),
  }));
}

/** Title words (no stop words), the title field's length for BM25F normalisation. */
export const getTitleLength = (title: string): number => Math.max(1, splitWords(title).filter((w) => !DUTCH_STOP_WORDS.has(w)).length);

/** A slug's depth (/uitleg/facturen = 2). */
export const getSlugDepth = (slug: string): number => slug.split('/').filter(Boolean).length;

/** The slot a later position counts as (part-codec's quantisation: early is 0). */
const LATER = 3;

/** A page's terms of one field: those of its first word (early) and the others. */
export interface FieldTerms {
  early: string[];
  later: string[];
}

/** A field's terms of a text: its first word's forms early, where word order counts (`positional`), the rest later. */
export function getFieldTerms(text: string, encode: (text: string) => string[], positional = true): FieldTerms {
  if (!positional) return { early: encode(text), later: [] };
  const [first = '', ...rest] = text.split(/\s+/).filter(Boolean);
  return { early: encode(first), later: encode(rest.join(' ')) };
}

/** Postings of a field from each page's terms (registry order): term → registry positions at slot 0 (early) or a later slot. */
export function buildPostings(terms: FieldTerms[]): [string, Postings][] {
  const map = new Map<string, Postings>();
  terms.forEach(({ early, later }, position) => {
    const id = position;
    const seen = new Set<string>();
    for (const [slot, list] of [
      [0, early],
      [LATER, later],
    ] as const) {
      for (const term of list) {
        if (seen.has(term)) continue;
        seen.add(term);
        let postings = map.get(term);
        if (!postings) map.set(term, (postings = []));
        (postings[slot] ??= []).push(id);
      }
    }
  });
  return [...map.entries()].map(([term, postings]) => [term, Array.from(postings, (ids) => ids ?? null)]);
}

/** The title, label, slug and alias postings of the table's pages (the fields the first chunk carries as text). */
export function getTablePostings(pages: TablePage[], aliases: PageTable['aliases']) {
  const aliasText = new Map(aliases);
  const encode = createCachedEncoder();
  return {
    title: buildPostings(pages.map((p) => getFieldTerms(p.title, encode))),
    labels: buildPostings(pages.map((p) => getFieldTerms(p.labels.join(' '), (text) => encodeLabels(text, encode)))),
    slug: buildPostings(pages.map((p) => getFieldTerms(p.slug, (text) => encodeSlug(text, encode), false))),
    aliases: buildPostings(pages.map((_, i) => getFieldTerms(aliasText.get(i) ?? '', encode))),
  };
}

/**
 * The document groups of the results' descriptions: pages in slug order, DOC_GROUP_SIZE to a group, so
 * pages of one section (which a query's results often share) travel together. Group of each registry position.
 */
export const DOC_GROUP_SIZE = 8;
/** Description groups per headings chunk: the headings show under results, after them, and need not come in as many requests. */
export const SECTION_GROUPS = 4;
export function getDocGroups(slugs: string[]): number[] {
  const order = slugs.map((slug, position) => ({ slug, position })).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const groups: number[] = [];
  order.forEach(({ position }, rank) => (groups[position] = Math.floor(rank / DOC_GROUP_SIZE)));
  return groups;
}
