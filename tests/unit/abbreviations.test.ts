/** findAbbreviations (scripts/content/search-stats.ts) finds exactly what the abbreviation pattern matches, without trying it at every position. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAbbreviations } from '../../scripts/content/search-stats';

/** The definition: the pattern as the build used to run it over every body. */
const byPattern = (text: string): [string, string][] =>
  [...text.matchAll(/((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+\(([A-Z]{2,6})\)/gu)].map((m) => [m[2]!, m[1]!]);

describe('abbreviations in a text', () => {
  it.each([
    ['De Nationale Autopas (NAP) registreert', [['NAP', 'De Nationale Autopas']]],
    ['de kleineondernemersregeling (KOR)', [['KOR', 'de kleineondernemersregeling']]],
    ['een twee drie vier (ABC)', [['ABC', 'twee drie vier']]],
    [
      'x (AB) (CD) y (EF)',
      [
        ['AB', 'x'],
        ['EF', 'y'],
      ],
    ],
    ['geen spatie(AB) en te lang (ABCDEFG) of te kort (A)', []],
    ['ab1cd ef (XY)', [['XY', 'cd ef']]],
    ['tekst\n  over\tregels (TR)', [['TR', 'tekst\n  over\tregels']]],
    ['𝒜𝒷 c (AC)', [['AC', '𝒜𝒷 c']]],
  ])('%j', (text, expected) => {
    expect(findAbbreviations(text)).toEqual(expected);
    expect(byPattern(text)).toEqual(expected);
  });

  it('is the pattern on any text', () => {
    const piece = fc.constantFrom(
      'a',
      'Bé',
      '-',
      ' ',
      '  ',
      '\n',
      '\u00a0',
      '(',
      ')',
      'AB',
      'NAP',
      'Z',
      'ABCDEFG',
      '1',
      '.',
      '𝒜',
      '\ud835',
      'x (KOR)',
      ') (',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(findAbbreviations(text)).toEqual(byPattern(text));
      }),
      { numRuns: 3000 },
    );
  });
});
