/** The search engine chunk: the postings, our encoder and the query (no FlexSearch); loaded lazily, never with the first paint. */
import { getPartKind, getRegistryPositions, type PackedPart, unpackPositions } from '../../core/search/part-codec';
import { isSearchField, PostingIndex, type Postings, type SearchSection, type SearchStats } from '../../core/search/postings';
import {
  getDocGroups,
  getSlugDepth,
  getTableRegistry,
  getTablePostings,
  getTitleLength,
  type PageTable,
  readTablePages,
  SECTION_GROUPS,
} from '../../core/search/page-table';
import { getHighlightParts, type TextPart } from '../../core/search/highlight';
import { getMatchingSections } from '../../core/search/sections';
import { rankQuery, toSearchHit } from '../../core/search/query';
import { getPartField, type SearchField, type SearchHit } from '../../core/search/fields';
import { describeFallback, type FallbackStep } from '../../core/search/fallback';
import { getSectionOfPath } from '../../core/search/suggestions';

/** How a term was searched (query.ts RankResult). */
export interface SearchExplanation {
  step: FallbackStep;
  searched: string;
  missing: string[];
  /** What the box says about it (fallback.ts describeFallback), or null. */
  note: string | null;
}

/** An index part as a chunk holds it (packed, see part-codec). */
export type SearchPart = PackedPart;

/** A ready index; more parts (the deferred body, document-store chunks) can be added while it is in use. */
export interface SearchEngine {
  /** The results for a term; null while the stored documents of its top hits are still on their way. */
  search(term: string): SearchHit[] | null;
  /** The term as corrected when a typed word found nothing and a correction was searched instead, else null. */
  getCorrection(term: string): string | null;
  /** How the term was searched: the furthest fallback step, the query as searched, the words that found nothing. */
  explain(term: string): SearchExplanation;
  /**
   * For a term that finds nothing: the most important pages of the section the visitor is in (else of
   * the whole help) and the help link; hits null while their stored documents are on their way.
   */
  suggest(path: string): { hits: SearchHit[] | null; help: [string, string] | null };
  addParts(parts: SearchPart[]): void;
  /** Text split into parts, the words the term matches marked (highlight.ts). */
  highlight(text: string, term: string): TextPart[];
}

/**
 * Builds the engine from packed parts; the first part (page-table.ts) must be among them: it gives the
 * registry, the pages' titles, places and labels, and from them the title, slug, label and alias
 * postings. The other parts (statistics, description, headings and body postings, descriptions,
 * headings) can come later, with addParts. When a query's top hits have no description yet,
 * `requestDocChunks` gets their description groups (positions among the manifest's description chunks)
 * and the query answers null until they are added.
 */
export function createSearchEngine(parts: SearchPart[], requestDocChunks: (groups: number[]) => void = () => undefined): SearchEngine {
  const postings = new PostingIndex();
  const table = parts.find((part) => part.key === 'first')?.data as PageTable | undefined;
  if (!table) throw new Error('search: the first part (page table) is missing');
  const registry = getTableRegistry(table);
  const pages = readTablePages(table);
  const byId = new Map(registry.map((id, i) => [id, pages[i]!]));
  const positions = getRegistryPositions(registry);
  postings.addPages(
    registry,
    pages.map((p) => getTitleLength(p.title)),
    pages.map((p) => getSlugDepth(p.slug)),
    table.synonyms,
  );
  for (const [field, entries] of Object.entries(getTablePostings(pages, table.aliases))) postings.add(field as SearchField, entries);
  // Descriptions per page id, and the pages of each description group in the order the group holds them.
  const descriptions = new Map<string, string>();
  const groups = getDocGroups(pages.map((p) => p.slug));
  const groupPages: string[][] = [];
  pages
    .map((p, position) => ({ slug: p.slug, position }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .forEach(({ position }) => (groupPages[groups[position]!] ??= []).push(registry[position]!));
  const addParts = (more: SearchPart[]) => {
    for (const part of more) {
      const kind = getPartKind(part.key);
      if (part.key === 'first') continue;
      if (part.key === 'stats') postings.addStats(part.data as SearchStats, registry);
      else if (kind === 'doc') {
        const group = Number(part.key.split('.')[0]);
        (part.data as string[]).forEach((description, i) => descriptions.set(groupPages[group]?.[i] ?? '', description));
      } else if (kind === 'sec') {
        // Headings of SECTION_GROUPS description groups, in the groups' order.
        const first = Number(part.key.split('.')[0]) * SECTION_GROUPS;
        const ids = groupPages.slice(first, first + SECTION_GROUPS).flat();
        postings.addSections(part.data as SearchSection[][], ids);
      } else if (kind === 'map') {
        const field = getPartField(part.key);
        if (isSearchField(field)) postings.add(field, unpackPositions(part, registry.length) as [string, Postings][]);
      }
    }
  };
  addParts(parts);

  let last: ({ term: string } & ReturnType<typeof rankQuery>) | null = null;
  const rank = (term: string) => {
    if (last?.term !== term) last = { term, ...rankQuery(postings, term, registry.length) };
    return last;
  };
  /** Hits of page ids, or null after asking for the description groups that are not in yet. */
  const toHits = (ids: string[], words: ReturnType<typeof rankQuery>['words']): SearchHit[] | null => {
    const missing = ids.filter((id) => !descriptions.has(id)).map((id) => groups[positions.get(id) ?? 0]!);
    if (missing.length > 0) {
      requestDocChunks([...new Set(missing)]);
      return null;
    }
    return ids.map((id) =>
      toSearchHit(id, byId.get(id)!, descriptions.get(id)!, getMatchingSections(postings.sections.get(id) ?? [], words)),
    );
  };
  const search = (term: string): SearchHit[] | null => {
    const { ids, words } = rank(term);
    return toHits(ids, words);
  };
  const suggest = (path: string) => {
    const ids = postings.suggestions.get(getSectionOfPath(path)) ?? postings.suggestions.get('') ?? [];
    return { hits: toHits(ids, []), help: postings.help };
  };
  return {
    search,
    getCorrection: (term) => rank(term).correction,
    explain: (term) => {
      const { step, searched, missing } = rank(term);
      return { step, searched, missing, note: describeFallback(step, searched, missing) };
    },
    suggest,
    highlight: getHighlightParts,
    addParts: (more) => {
      addParts(more);
      last = null;
    },
  };
}
