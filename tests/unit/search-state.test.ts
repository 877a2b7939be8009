import { describe, expect, it } from 'vitest';
import { getOptionKeyAction } from '../../client/search/option-keys';
import {
  clearTerm,
  closeBox,
  focusBox,
  getNextSearchState,
  INITIAL_SEARCH_STATE,
  type SearchChange,
  type SearchState,
  typeTerm,
} from '../../client/search/search-state';

/** The state after a visitor's steps, from a page that has not searched. */
const after = (...changes: SearchChange[]): SearchState => changes.reduce(getNextSearchState, INITIAL_SEARCH_STATE);

describe('search state (one owner for the box and its panel)', () => {
  it('starts closed, empty, with nothing of the index in and nothing for the input to point at', () => {
    expect(INITIAL_SEARCH_STATE).toEqual({ term: '', open: false, index: 'none', highlight: 0, shown: false });
  });

  it.each([
    ['focus opens the box', [focusBox], { term: '', open: true }],
    ['typing sets the term and opens', [typeTerm('facturen')], { term: 'facturen', open: true }],
    ['typing starts the highlight over', [typeTerm('fac'), { highlight: 3 }, typeTerm('fact')], { term: 'fact', highlight: 0 }],
    ['Escape (or a route change) clears and closes', [focusBox, typeTerm('banden'), clearTerm], { term: '', open: false }],
    ['leaving the box closes it and keeps the term', [focusBox, typeTerm('banden'), closeBox], { term: 'banden', open: false }],
    ['focus again reopens with the term kept', [typeTerm('banden'), closeBox, focusBox], { term: 'banden', open: true }],
    ['a correction chosen is a new term', [typeTerm('bandenhotle'), { highlight: 2 }, typeTerm('bandenhotel')], { highlight: 0 }],
    ['the panel reports what the input shows', [typeTerm('apk'), { shown: true, active: 'o-0' }], { shown: true, active: 'o-0' }],
    ['a route change keeps how much of the index is in', [{ index: 'complete' }, typeTerm('apk'), clearTerm], { index: 'complete' }],
  ] as [string, SearchChange[], Partial<SearchState>][])('%s', (_name, changes, expected) => {
    expect(after(...changes)).toMatchObject(expected);
  });

  it('changes only what a change names, into a new state object (React renders it)', () => {
    const before = after(typeTerm('apk'), { index: 'complete', highlight: 4 });
    const next = getNextSearchState(before, closeBox);
    expect(next).not.toBe(before);
    expect(next).toEqual({ ...before, open: false });
    expect(before.open).toBe(true);
  });
});

describe('the keyboard over the options', () => {
  it.each([
    ['ArrowDown', 0, 3, { move: 1 }],
    ['ArrowDown', 2, 3, { move: 0 }],
    ['ArrowUp', 0, 3, { move: 2 }],
    ['ArrowUp', 2, 3, { move: 1 }],
    ['ArrowDown', 0, 1, { move: 0 }],
    ['Enter', 1, 3, { open: 1 }],
    ['Enter', -1, 0, null],
    ['ArrowDown', -1, 0, null],
    ['ArrowUp', -1, 0, null],
    ['Escape', 0, 3, null],
    ['a', 0, 3, null],
    ['Home', 1, 3, null],
  ] as const)('%s with option %i of %i highlighted', (key, active, count, expected) => {
    expect(getOptionKeyAction(key, active, count)).toEqual(expected);
  });
});
