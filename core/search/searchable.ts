/** The minimum term length (spec 9), apart from the query code so the search box can use it without loading the engine. */

/** No search below this many characters (spec 9). */
export const SEARCH_MIN_LENGTH = 3;

/** True when the term is long enough to search (counted without surrounding spaces). */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}
