/** The search engine chunk: FlexSearch, our encoder and the query; loaded lazily, never with the first paint. */
import { searchIndex } from '../model/search/query';
import { createSearchDocument, type SearchHit } from '../model/search/search-document';

/** A ready index. */
export interface SearchEngine {
  search(term: string): SearchHit[];
}

/** Builds the engine from the exported index parts. */
export function createSearchEngine(parts: { key: string; data: string }[]): SearchEngine {
  const document = createSearchDocument();
  for (const part of parts) document.import(part.key, part.data);
  return { search: (term) => searchIndex(document, term) };
}
