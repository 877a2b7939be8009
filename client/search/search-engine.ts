/** The search engine chunk: FlexSearch, our encoder and the query; loaded lazily, never with the first paint. */
import { searchIndex } from '../model/search/query';
import { createSearchDocument, type SearchHit } from '../model/search/search-document';

/** An exported index part. */
export interface SearchPart {
  key: string;
  data: string;
}

/** A ready index; more parts (the deferred body) can be added while it is in use. */
export interface SearchEngine {
  search(term: string): SearchHit[];
  addParts(parts: SearchPart[]): void;
}

/** Builds the engine from exported index parts. */
export function createSearchEngine(parts: SearchPart[]): SearchEngine {
  const document = createSearchDocument();
  const addParts = (more: SearchPart[]) => {
    for (const part of more) document.import(part.key, part.data);
  };
  addParts(parts);
  return { search: (term) => searchIndex(document, term), addParts };
}
