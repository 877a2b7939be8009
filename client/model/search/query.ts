/** Running a search: minimum length, weighted merge of field results, at most 8 hits (spec 5, 9). */
import { encodeDutch, foldText, stemDutch } from './dutch';
import { FIELD_WEIGHTS, type SearchDocument, type SearchField, type SearchHit } from './search-document';

/** No search below this many characters (spec 9). */
export const SEARCH_MIN_LENGTH = 3;
/** At most this many results (spec 9). */
export const SEARCH_MAX_RESULTS = 8;
/** Hits fetched per field before merging. */
const PER_FIELD_LIMIT = 40;

interface StoredDoc {
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
 * Searches every field for all terms of the query and merges by field weight and rank, so a title hit
 * outranks a body hit; pages matching more of the query's words rank first.
 */
export function searchIndex(index: SearchDocument, term: string): SearchHit[] {
  if (!isSearchable(term)) return [];
  const words = [...new Set(foldText(term).split(/\s+/).filter(Boolean))];
  const scores = new Map<string, { score: number; words: Set<number>; doc: StoredDoc }>();
  words.forEach((word, wordIndex) => {
    if (encodeDutch(word).length === 0) return;
    // The stem finds every form (kentekens → kenteken); the word as typed keeps prefix matching on written forms.
    const forms = [...new Set([stemDutch(word.replace(/[^a-z0-9]/g, '')), word])].filter(Boolean);
    const seen = new Set<string>();
    for (const form of forms) {
      const results = index.search(form, { limit: PER_FIELD_LIMIT, enrich: true }) as unknown as { field: SearchField; result: { id: string; doc: StoredDoc }[] }[];
      for (const { field, result } of results) {
        result.forEach(({ id, doc }, rank) => {
          const key = `${field}:${id}`;
          if (seen.has(key)) return;
          seen.add(key);
          const entry = scores.get(id) ?? { score: 0, words: new Set<number>(), doc };
          entry.score += FIELD_WEIGHTS[field] * (1 / (1 + rank * 0.1));
          entry.words.add(wordIndex);
          scores.set(id, entry);
        });
      }
    }
  });
  const needed = words.filter((w) => encodeDutch(w).length > 0).length;
  return [...scores.entries()]
    .map(([id, e]) => ({ id, score: e.score + (e.words.size >= needed ? 100 : e.words.size * 10), doc: e.doc }))
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title, 'nl'))
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ id, doc }) => ({ id, title: doc.title, description: doc.description, slug: doc.slug, labels: parseLabels(doc.labels) }));
}
