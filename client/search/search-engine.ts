/** The search engine chunk: FlexSearch, our encoder and the query; loaded lazily, never with the first paint. */
import { getDocChunkIndex, getPartKind, getRegistryPositions, type PackedPart, unpackPart, unpackRegistryIds } from '../model/search/part-codec';
import { rankPageIds, type StoredDoc, toSearchHit } from '../model/search/query';
import { createSearchDocument, type SearchHit } from '../model/search/search-document';

/** An index part as a chunk holds it (packed, see part-codec). */
export type SearchPart = PackedPart;

/** A ready index; more parts (the deferred body, document-store chunks) can be added while it is in use. */
export interface SearchEngine {
  /** The results for a term; null while the stored documents of its top hits are still on their way. */
  search(term: string): SearchHit[] | null;
  addParts(parts: SearchPart[]): void;
}

/**
 * Builds the engine from packed parts; the registry parts must be among the first ones. When a query's
 * top hits sit in document-store chunks that are not in yet, `requestDocChunks` gets their indexes
 * (positions in the manifest's `docs` list) and the query answers null until they are added.
 */
export function createSearchEngine(parts: SearchPart[], requestDocChunks: (chunks: number[]) => void = () => undefined): SearchEngine {
  const document = createSearchDocument();
  const registry = parts
    .filter((part) => getPartKind(part.key) === 'reg')
    .flatMap(unpackRegistryIds)
    .sort((a, b) => Number(a) - Number(b));
  const positions = getRegistryPositions(registry);
  // Title and label terms (with every prefix, as they are indexed forward): what typos are corrected to.
  const vocabulary = new Set<string>();
  const addParts = (more: SearchPart[]) => {
    for (const part of more) {
      const data = unpackPart(part, registry);
      if (/^(title|labels)\./.test(part.key) && getPartKind(part.key) === 'map') for (const [term] of data as [string][]) vocabulary.add(term);
      document.import(part.key, data as never);
    }
  };
  addParts(parts);

  const search = (term: string): SearchHit[] | null => {
    const ids = rankPageIds(document, term, vocabulary);
    const docs = ids.map((id) => document.get(id) as StoredDoc | null);
    const missing = ids.filter((_, i) => !docs[i]).map((id) => getDocChunkIndex(positions.get(id) ?? 0));
    if (missing.length > 0) {
      requestDocChunks([...new Set(missing)]);
      return null;
    }
    return ids.map((id, i) => toSearchHit(id, docs[i]!));
  };
  return { search, addParts };
}
