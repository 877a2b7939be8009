/** The search engine chunk: the postings, our encoder and the query (no FlexSearch); loaded lazily, never with the first paint. */
import {
  DOCS_PER_CHUNK,
  getDocChunkIndex,
  getPartKind,
  getRegistryPositions,
  type PackedPart,
  unpackPart,
  unpackRegistryIds,
} from '../model/search/part-codec';
import { isSearchField, PostingIndex, type Postings, type SearchSection, type SearchStats } from '../model/search/postings';
import { getHighlightParts, type TextPart } from '../model/search/highlight';
import { getMatchingSections } from '../model/search/sections';
import { rankQuery, type StoredDoc, toSearchHit } from '../model/search/query';
import { getPartField, type SearchHit } from '../model/search/fields';
import { describeFallback, type FallbackStep } from '../model/search/fallback';
import { getSectionOfPath } from '../model/search/suggestions';

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
 * Builds the engine from packed parts; the registry parts must be among the first ones. Field postings
 * and the build's statistics go to our PostingIndex (which ranks), stored documents to a map by page id.
 * When a query's top hits sit in document-store chunks that are not in yet, `requestDocChunks` gets
 * their indexes (positions in the manifest's `docs` list) and the query answers null until they are added.
 */
export function createSearchEngine(parts: SearchPart[], requestDocChunks: (chunks: number[]) => void = () => undefined): SearchEngine {
  const documents = new Map<string, StoredDoc>();
  const postings = new PostingIndex();
  const registry = parts
    .filter((part) => getPartKind(part.key) === 'reg')
    .flatMap(unpackRegistryIds)
    .sort((a, b) => Number(a) - Number(b));
  const positions = getRegistryPositions(registry);
  const addParts = (more: SearchPart[]) => {
    for (const part of more) {
      if (part.key === 'stats') {
        postings.addStats(part.data as SearchStats, registry);
        continue;
      }
      if (getPartKind(part.key) === 'sec') {
        // Headings of one document chunk's pages, in registry order.
        const chunk = Number(part.key.split('.')[0]);
        postings.addSections(part.data as SearchSection[][], registry.slice(chunk * DOCS_PER_CHUNK, (chunk + 1) * DOCS_PER_CHUNK));
        continue;
      }
      const data = unpackPart(part, registry);
      const field = getPartField(part.key);
      if (getPartKind(part.key) === 'map' && isSearchField(field)) postings.add(field, data as [string, Postings][]);
      else if (getPartKind(part.key) === 'doc') for (const [id, doc] of data as [string, StoredDoc][]) documents.set(id, doc);
    }
  };
  addParts(parts);

  let last: ({ term: string } & ReturnType<typeof rankQuery>) | null = null;
  const rank = (term: string) => {
    if (last?.term !== term) last = { term, ...rankQuery(postings, term, registry.length) };
    return last;
  };
  /** Hits of page ids, or null after asking for the document chunks that are not in yet. */
  const toHits = (ids: string[], words: ReturnType<typeof rankQuery>['words']): SearchHit[] | null => {
    const docs = ids.map((id) => documents.get(id));
    const missing = ids.filter((_, i) => !docs[i]).map((id) => getDocChunkIndex(positions.get(id) ?? 0));
    if (missing.length > 0) {
      requestDocChunks([...new Set(missing)]);
      return null;
    }
    return ids.map((id, i) => toSearchHit(id, docs[i]!, getMatchingSections(postings.sections.get(id) ?? [], words)));
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
