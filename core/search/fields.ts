/**
 * The indexed fields and what a result carries, without FlexSearch: the browser's engine chunk imports
 * only this, so FlexSearch (used by the build to index and export) never travels to the browser.
 */

/** What a result carries (spec 3): title, description, slug and labels. */
export interface SearchHit {
  id: string;
  title: string;
  description: string;
  slug: string;
  labels: string[];
  /** Titles of the sections the page lives in (Autoflex app, Inloggen), outermost first. */
  path: string[];
  /** Up to 2 headings of the page that match the query, with their anchors. */
  sections: { anchor: string; title: string }[];
}

/** Indexed fields with their weight when merging results: title matches rank above body matches. */
export const FIELD_WEIGHTS = { title: 8, aliases: 8, labels: 4, slug: 3, headings: 1, description: 2, body: 1 } as const;

/** The field of the search index. */
export type SearchField = keyof typeof FIELD_WEIGHTS;

/** The field an exported part belongs to ('title.1.map' → 'title'; '1.reg' → 'reg'; '1.doc' → 'doc'). */
export function getPartField(key: string): string {
  const [first = '', second = ''] = key.split('.');
  return /^\d+$/.test(first) ? second : first;
}
