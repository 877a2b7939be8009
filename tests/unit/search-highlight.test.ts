/** Which words a result marks: only the words that were searched, after the query's own normalisation. */
import { describe, expect, it } from 'vitest';
import { getHighlightParts } from '../../core/search/highlight';

const marked = (text: string, term: string) =>
  getHighlightParts(text, term)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlight marks only searched words', () => {
  it.each([
    // [text, term, marked words]
    ['Deze details staan op de factuur', 'de factuur', ['factuur']],
    ['Deze details staan op de factuur', 'de', []],
    ['Het is een factuur voor de klant', 'het is een', []],
    ['Waar zie ik de werkorders?', 'waar zie ik werkorder', ['werkorders']],
    ['Werkorder aanmaken in de werkplaats', 'werk', ['Werkorder', 'werkplaats']],
    ['Een factuur maken', 'facturen', ['factuur']],
    ['Créditfactuur en APK’s', 'creditfactuur apk', ['Créditfactuur', 'APK']],
    // A two-letter word that is not a stop word marks itself, never longer words that start with it.
    ['De km stand en kmstand', 'km stand', ['km', 'stand']],
    ['De kmstand', 'km', []],
    ['Tekst', '', []],
  ])('%s / %s', (text, term, expected) => {
    expect(marked(text, term)).toEqual(expected);
  });

  it('keeps the text whole', () => {
    const text = 'Deze details staan op de factuur.';
    expect(
      getHighlightParts(text, 'de factuur')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
