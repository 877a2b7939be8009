/** The FlexSearch 0.8 Document the build indexes with and exports; the browser reads the exported parts itself (postings.ts). */
import { Document } from 'flexsearch';
import { encodeDutch, encodeDutchStems } from './dutch';

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

/** Slugs are searched by their words: '/uitleg/werkplaats/apk-raadplegen' → 'werkplaats apk raadplegen'. */
export const encodeSlug = (slug: string) => encodeDutch(slug.replace(/^\/uitleg/, '').replace(/[/-]/g, ' '));
/** Labels are stored JSON-encoded; index their words. */
export const encodeLabels = (labels: string) => encodeDutch(labels.replace(/[[\]",]/g, ' '));

/**
 * Creates the document index with our Dutch encoder: whole words (stems and written forms) in every
 * field, which keeps the index small; the word being typed is matched as a prefix of the title and label
 * words at query time (PostingIndex.getPrefixTerms), not by indexing every prefix.
 */
export function createSearchDocument() {
  return new Document<SearchSource>({
    document: {
      id: 'id',
      index: [
        { field: 'title', tokenize: 'strict', encode: encodeDutch },
        { field: 'labels', tokenize: 'strict', encode: encodeLabels },
        { field: 'slug', tokenize: 'strict', encode: encodeSlug },
        { field: 'description', tokenize: 'strict', encode: encodeDutchStems },
        { field: 'body', tokenize: 'strict', encode: encodeDutchStems },
        { field: 'aliases', tokenize: 'strict', encode: encodeDutch },
        { field: 'headings', tokenize: 'strict', encode: encodeDutchStems },
      ],
      store: ['title', 'description', 'slug', 'labels', 'path'],
    },
  });
}

/** The document index type. */
export type SearchDocument = ReturnType<typeof createSearchDocument>;
