/**
 * The search box's state, with one owner: SearchBox (in the first load) holds it with useReducer and
 * renders the input from it; SearchPanel (its own chunk, loaded after hydration) gets the state and the
 * same update function through SearchContext. Both change it only with the changes below; neither keeps
 * a copy or calls into the other. The panel reports what the input must show of the results (on screen,
 * the highlighted option's id, how much of the index is in). Kept small on purpose, as it is in the first
 * load: what only the results need (the options, the keyboard over them) stays in the panel's chunk.
 */
import { createContext } from 'react';

/** How much of the index is in: the search box shows it as data-index (tests and styles wait for it). */
export type IndexState = 'none' | 'partial' | 'complete';

/** The search state (spec 2, Search box; spec 4, Search term). */
export interface SearchState {
  readonly term: string;
  /** The visitor is in the box: the panel may show. */
  readonly open: boolean;
  readonly index: IndexState;
  /** The option highlighted, as asked (the panel keeps it within its options). */
  readonly highlight: number;
  /** What the panel reports for the input's ARIA: it is on screen, and the id of the highlighted option. */
  readonly shown: boolean;
  readonly active?: string | undefined;
}

/** A change: the fields that change. */
export type SearchChange = Partial<SearchState>;

/**
 * The id of the listbox (or the 'no results' status) that the input's aria-controls names. Fixed, not
 * useId: the server renders the Document and the browser hydrates Root, so generated ids differ.
 */
export const SEARCH_LIST_ID = 'search-results';

/** The state of a page that has not searched (also the server's render). */
export const INITIAL_SEARCH_STATE: SearchState = { term: '', open: false, index: 'none', highlight: 0, shown: false };

/** The box got focus: the panel may show. */
export const focusBox: SearchChange = { open: true };
/** A term was typed (or a correction chosen): the highlight starts over at the first option. */
export const typeTerm = (term: string): SearchChange => ({ term, open: true, highlight: 0 });
/** Escape, or a route change (spec 4: the term clears on every route change). */
export const clearTerm: SearchChange = { term: '', open: false };
/** The visitor left the box or opened a result. */
export const closeBox: SearchChange = { open: false };

/** The state after a change. */
export const getNextSearchState = (state: SearchState, change: SearchChange): SearchState => ({ ...state, ...change });

/** The search state and the function that changes it, as useReducer gives them: the box owns them, the panel gets them here. */
export const SearchContext = createContext<[SearchState, (change: SearchChange) => void]>(null!);
