/** The FlexSearch 0.8 Document the build indexes with and exports; the browser reads the exported parts itself (postings.ts). */
import { Document } from 'flexsearch';
import { encodeDutchStems } from './dutch';

export { FIELD_WEIGHTS, getPartField, type SearchField, type SearchHit } from './fields';

/** What is indexed per page (spec 3, Search index document). */
export interface SearchSource {
  [field: string]: string;
  id: string;
  title: string;
  slug: string;
  description: string;
  /** JSON-encoded list of strings (spec 3). */
  labels: string;
  body: string;
  /** Front matter aliases, ' | '-separated: other words for the page's subject or the situation it remedies. */
  aliases: string;
  /** Titles of the sections the page lives in, ' › '-separated (Autoflex app › Inloggen): tells same-titled pages apart. */
  path: string;
  /** The page's H2/H3 headings, ' | '-separated: a query whose words stand in one of them names that part of the page. */
  headings: string;
}

export { encodeLabels, encodeSlug } from './field-terms';

/**
 * Creates the document index of the fields the build ships as postings: description, headings and body,
 * by their stems (the query searches every typed word by its stems too). Title, labels, slug and
 * aliases travel as text in the first chunk instead, and the browser makes their postings itself
 * (page-table.ts), so they are not indexed here; nor is anything stored: the result texts are the
 * first chunk's and the description groups'.
 */
export function createSearchDocument() {
  return new Document<SearchSource>({
    document: {
      id: 'id',
      index: [
        { field: 'description', tokenize: 'strict', encode: encodeDutchStems },
        { field: 'body', tokenize: 'strict', encode: encodeDutchStems },
        { field: 'headings', tokenize: 'strict', encode: encodeDutchStems },
      ],
    },
  });
}

/** The document index type. */
export type SearchDocument = ReturnType<typeof createSearchDocument>;
