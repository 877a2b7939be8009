/** The FlexSearch 0.8 Document used by the build (to index) and the browser (to import and query). */
import { Document } from 'flexsearch';
import { encodeDutch } from './dutch';

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
}

/** What a result carries (spec 3): title, description, slug and labels. */
export interface SearchHit {
  id: string;
  title: string;
  description: string;
  slug: string;
  labels: string[];
}

/** Indexed fields with their weight when merging results: title matches rank above body matches. */
export const FIELD_WEIGHTS = { title: 8, labels: 4, slug: 3, description: 2, body: 1 } as const;

/** The field of the search index. */
export type SearchField = keyof typeof FIELD_WEIGHTS;

/** Slugs are searched by their words: '/uitleg/werkplaats/apk-raadplegen' → 'werkplaats apk raadplegen'. */
const encodeSlug = (slug: string) => encodeDutch(slug.replace(/^\/uitleg/, '').replace(/[/-]/g, ' '));
/** Labels are stored JSON-encoded; index their words. */
const encodeLabels = (labels: string) => encodeDutch(labels.replace(/[[\]",]/g, ' '));

/**
 * Creates the document index with our Dutch encoder. Prefix matching while typing (forward) on title and
 * labels; whole words (stems and written forms) on slug, description and body, which keeps the index small.
 */
export function createSearchDocument() {
  return new Document<SearchSource>({
    document: {
      id: 'id',
      index: [
        { field: 'title', tokenize: 'forward', encode: encodeDutch },
        { field: 'labels', tokenize: 'forward', encode: encodeLabels },
        { field: 'slug', tokenize: 'strict', encode: encodeSlug },
        { field: 'description', tokenize: 'strict', encode: encodeDutch },
        { field: 'body', tokenize: 'strict', encode: encodeDutch },
      ],
      store: ['title', 'description', 'slug', 'labels'],
    },
  });
}

/** The document index type. */
export type SearchDocument = ReturnType<typeof createSearchDocument>;

/** The field an exported part belongs to ('title.1.map' → 'title'; '1.reg' → 'reg'; '1.doc' → 'doc'). */
export function getPartField(key: string): string {
  const [first = '', second = ''] = key.split('.');
  return /^\d+$/.test(first) ? second : first;
}
