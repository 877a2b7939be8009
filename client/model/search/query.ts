/** Running a search: minimum length, weighted merge of field results, at most 8 hits (spec 5, 9). */
import { encodeDutch, foldText, stemDutch } from './dutch';
import { findCorrection } from './typo';
import { FIELD_WEIGHTS, type SearchDocument, type SearchField, type SearchHit } from './search-document';

/** No search below this many characters (spec 9). */
export const SEARCH_MIN_LENGTH = 3;
/** At most this many results (spec 9). */
export const SEARCH_MAX_RESULTS = 8;
/** Hits fetched per field before merging. */
const PER_FIELD_LIMIT = 40;

/** What the document store keeps per page (spec 3, Search index document). */
export interface StoredDoc {
  title: string;
  description: string;
  slug: string;
  labels: string;
}

/** True when the term is long enough to search (counted without surrounding spaces). */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

/** Parses the stored JSON-encoded labels; tolerant of bad data. */
function parseLabels(labels: string): string[] {
  try {
    const value: unknown = JSON.parse(labels);
    return Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Ranks pages for a query: every field is searched for every word, merged by field weight and rank so a
 * title hit outranks a body hit, scaled by the share of the query's words the page matches. Needs no
 * document store, so results can be ranked before the stored documents are in; ties go to the lower id.
 * A word that finds nothing is corrected by one letter against the vocabulary (typo.ts).
 */
export function rankPageIds(index: SearchDocument, term: string, vocabulary: Iterable<string> = []): string[] {
  if (!isSearchable(term)) return [];
  const words = [...new Set(foldText(term).split(/\s+/).filter(Boolean))].filter((w) => encodeDutch(w).length > 0);
  const scores = new Map<string, { score: number; words: Set<number> }>();
  /** Adds the field results of the forms to the scores; false when nothing matched. */
  const collect = (forms: string[], wordIndex: number): boolean => {
    const seen = new Set<string>();
    for (const form of forms) {
      const results = index.search(form, { limit: PER_FIELD_LIMIT }) as unknown as { field: SearchField; result: (string | number)[] }[];
      for (const { field, result } of results) {
        result.forEach((rawId, rank) => {
          const id = String(rawId);
          const key = `${field}:${id}`;
          if (seen.has(key)) return;
          seen.add(key);
          const entry = scores.get(id) ?? { score: 0, words: new Set<number>() };
          entry.score += FIELD_WEIGHTS[field] * (1 / (1 + rank * 0.1));
          entry.words.add(wordIndex);
          scores.set(id, entry);
        });
      }
    }
    return seen.size > 0;
  };
  words.forEach((word, wordIndex) => {
    const plain = word.replace(/[^a-z0-9]/g, '');
    // The stem finds every form (kentekens → kenteken); the word as typed keeps prefix matching on written forms.
    if (collect([...new Set([stemDutch(plain), word])].filter(Boolean), wordIndex)) return;
    const corrected = findCorrection(plain, vocabulary);
    if (corrected) collect([...new Set([corrected, stemDutch(corrected)])], wordIndex);
  });
  return [...scores.entries()]
    // Coverage scales rather than adds: two body mentions must not beat a title match of the main word.
    .map(([id, e]) => ({ id, score: e.score * (e.words.size / words.length) ** 2 }))
    .sort((a, b) => b.score - a.score || Number(a.id) - Number(b.id))
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ id }) => id);
}

/** A result from a page id and its stored document. */
export function toSearchHit(id: string, doc: StoredDoc): SearchHit {
  return { id, title: doc.title, description: doc.description, slug: doc.slug, labels: parseLabels(doc.labels) };
}
