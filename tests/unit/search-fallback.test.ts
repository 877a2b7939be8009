import { describe, expect, it } from 'vitest';
import { describeFallback, type FallbackVocabulary, getFurthestStep, getNearCorrection, getWordFallback } from '../../core/search/fallback';
import { getKnownParts, isKnownPart, splitCompound } from '../../core/search/compound';
import { correctCompoundParts, findCorrection, getMaxEdits, getTypoDistance } from '../../core/search/typo';
import type { QueryForm } from '../../core/search/query-forms';
import { getSectionOfPath } from '../../core/search/suggestions';
import { getSuggestions } from '../../scripts/content/search-stats';

/** A vocabulary of whole words, where a form 'finds' pages when all its terms are words of one page. */
function vocabularyOf(pages: string[][], synonyms: [string, string[]][] = []) {
  const words = new Set(pages.flat());
  const vocabulary: FallbackVocabulary = {
    isWord: (t) => words.has(t),
    terms: words,
    words,
    df: (t) => pages.filter((p) => p.includes(t)).length,
    synonyms: new Map(synonyms),
  };
  const finds = (forms: QueryForm[]) => forms.some((f) => pages.some((p) => f.terms.every((t) => p.includes(t))));
  return { vocabulary, finds };
}

const pages = [
  ['werkorder', 'status', 'wijzig'],
  ['relatie', 'relatiekaart', 'kaart'],
  ['krat'],
  ['klant', 'bellen'],
  ['onderhoud', 'beurt', 'onderhoudsbeurt'],
  ['herinnering', 'betaling'],
  ['btw', 'aangifte'],
];

describe('the fallback of a word that finds nothing as typed', () => {
  const { vocabulary, finds } = vocabularyOf(pages, [['klant', ['relatie']]]);
  it.each([
    // word, step, shown
    ['werkorderbeurt', 'parts', 'werkorder beurt'], // known parts never on one page: each on its own
    ['relatiekraat', 'correction', 'relatiekaart'], // relatie + kraat (stem of a word) never together, but two edits from a compound that starts alike
    ['herinering', 'correction', 'herinnering'], // undoubled consonant: a cheap edit
    ['werkorderstaus', 'correction', 'werkorder status'], // a letter lost inside a compound: corrected per part
    ['klantenkaart', 'synonyms', 'relatiekaart'], // a part's synonym forms a known compound
    ['onderhoudsplonk', 'parts', 'onderhoud'], // only one part is a word of the help
  ])('%s: %s → %s', (word, step, shown) => {
    const fallback = getWordFallback(word, vocabulary, finds);
    expect(fallback?.step).toBe(step);
    expect(fallback?.shown).toBe(shown);
  });
  it.each([['qxzvblorp'], ['asdfgh'], ['zzz']])('%s is gibberish: no fallback', (word) =>
    expect(getWordFallback(word, vocabulary, finds)).toBeNull(),
  );
  it.each([
    ['afspraaksorten', 'afspraaksoorten'], // found only as afspraak + sorten, yet one cheap edit from a known word
    ['afspraak', null], // short words are what they are
    ['werkorderqxzv', null],
  ])('%s is near %s', (word, near) => {
    const { vocabulary: v, finds: f } = vocabularyOf([['afspraak', 'afspraaksoorten'], ['sorten']]);
    expect(getNearCorrection(word, v, f)?.shown ?? null).toBe(near);
  });
  it('the query reports the furthest step any word needed', () => {
    expect(getFurthestStep([])).toBe('typed');
    expect(getFurthestStep(['parts', 'correction'])).toBe('correction');
    expect(getFurthestStep(['synonyms', 'parts'])).toBe('synonyms');
  });
  it.each([
    ['typed', '', [], null],
    ['typed', 'status', ['qxz'], "Niets gevonden voor 'qxz'."],
    ['parts', 'werkorder beurt', [], 'Gezocht op delen van het woord: werkorder beurt.'],
    ['synonyms', 'relatiekaart', ['blorp'], "Niets gevonden voor 'blorp'. Gezocht op verwante woorden: relatiekaart."],
    ['correction', 'herinnering', [], null], // shown as 'Bedoelde je …?'
  ] as const)('%s %s %j: %s', (step, shown, missing, text) => expect(describeFallback(step, shown, [...missing])).toBe(text));
});

describe('compounds and short forms', () => {
  const words = new Set(['btw', 'aangifte', 'apk', 'keuring', 'onderhoud', 'beurt', 'planning', 'werk', 'order', 'klant']);
  const isWord = (w: string) => words.has(w);
  it.each([
    ['btwaangifte', ['btw', 'aangifte']], // a three-letter abbreviation starts the compound
    ['apkkeuring', ['apk', 'keuring']],
    ['werkorder', ['werk', 'order']],
    ['onderhoudsbeurtplanning', ['onderhoud', 'beurt', 'planning']], // three parts, linking -s-
    ['kilometerstand', null],
  ])('%s splits into %j', (word, parts) => expect(splitCompound(word, isWord)).toEqual(parts));
  it.each([
    ['klantenkaart', ['klanten']],
    ['onderhoudsplonk', ['onderhoud']],
    ['plonkbeurt', ['beurt']],
    ['qxzvblorp', []],
  ])('%s has the known parts %j', (word, parts) => expect(getKnownParts(word, isWord)).toEqual(parts));

  // A unit of the index ('m') is no part: the stemmer turns any '…pje' into a stem of one letter.
  const withUnit = (w: string) => ['uitleg', 'm', 'film', 'apk'].includes(w);
  it.each([
    ['uitleg', true],
    ['filmpje', true], // by its stem
    ['apk', true],
    ['mpje', false], // stem 'm'
    ['m', true], // a word as written stays a word
  ])('%s is a known part: %s', (part, known) => expect(isKnownPart(part, withUnit)).toBe(known));
  it.each([
    ['uitlegfilmpje', ['uitleg', 'filmpje']],
    ['uitlegklompje', ['uitleg']], // not uitleg + ('mpje' → 'm')
  ])('%s has the known parts %j (with a unit in the index)', (word, parts) => expect(getKnownParts(word, withUnit)).toEqual(parts));
});

describe('typos: edits grow with the word, doubling is cheap', () => {
  it.each([
    [4, 0],
    [5, 1],
    [8, 2],
    [14, 3],
    [20, 3],
  ])('a word of %i letters may be %i edits off', (length, edits) => expect(getMaxEdits(length)).toBe(edits));
  it.each([
    ['herinering', 'herinnering', 0.5], // a consonant undoubled
    ['factuuren', 'facturen', 0.5], // a vowel doubled
    ['betaalen', 'betalen', 0.5],
    ['werkorder', 'werkorder', 0],
    ['werkordr', 'werkorder', 1], // a letter lost
    ['kilometerstnad', 'kilometerstand', 1], // neighbours swapped
    ['onderhoudsbertplanning', 'onderhoudsbeurtplanning', 1],
  ])('%s is %s from %s', (a, b, d) => expect(getTypoDistance(a, b, 3)).toBe(d));
  it.each([
    ['herinering', ['herinnering', 'herkeuring'], 'herinnering'],
    ['facturn', ['factuurn', 'facturen'], 'facturen'], // a whole word over a title prefix
    ['onderhoudsbertplanning', ['onderhoudsbeurtplanning'], 'onderhoudsbeurtplanning'],
    ['werkorderstatusoverzcht', ['werkorderstatusoverzicht'], 'werkorderstatusoverzicht'],
  ])('%s is corrected to %s', (word, vocabulary, expected) =>
    expect(
      findCorrection(
        word,
        vocabulary,
        () => 0,
        (t) => t !== 'factuurn',
      ),
    ).toBe(expected),
  );
  it.each([
    ['werkorderstaus', ['werkorder', 'status'], ['werkorder', 'status']],
    ['werkodrerstatus', ['werkorder', 'status'], ['werkorder', 'status']],
    ['werkorderqxzv', ['werkorder', 'status'], null],
    // issue 35: a typo in each part, and three parts
    ['werkordreoverzich', ['werkorder', 'overzicht', 'werk', 'zich'], ['werkorder', 'overzicht']],
    ['apkkeuringsdatmu', ['apk', 'keuring', 'datum'], ['apk', 'keuring', 'datum']], // three parts, a linking -s-
    ['apkkeuringsdatm', ['apk', 'keuring', 'datum'], null], // a four-letter part is never corrected
    ['bandenhotelopslg', ['banden', 'hotel', 'bandenhotel', 'opslag'], ['bandenhotel', 'opslag']],
    ['werkorderstatus', ['werkorder', 'status'], null], // known parts, no typo: a split, not a correction
  ])('%s is corrected per part to %j', (word, words, parts) =>
    expect(correctCompoundParts(word, words, (w) => words.includes(w))).toEqual(parts),
  );
});

describe('pages suggested for gibberish', () => {
  const source = (slug: string) => ({
    id: '1',
    title: slug,
    slug,
    description: '',
    labels: '[]',
    body: '',
    path: '',
    aliases: '',
    headings: '',
  });
  const sources = [
    '/uitleg',
    '/uitleg/werkplaats',
    '/uitleg/werkplaats/apk',
    '/uitleg/werkplaats/apk/status',
    '/uitleg/facturen',
    '/uitleg/werkplaats/banden',
    '/uitleg/facturen/credit',
  ].map(source);
  it.each([
    // menu order; expected positions per section
    [
      [],
      [
        ['', [4, 1]],
        ['facturen', [4, 6]],
        ['werkplaats', [1, 2, 5, 3]],
      ],
    ], // no menu: by depth, then slug
    [
      [
        '/uitleg',
        '/uitleg/werkplaats',
        '/uitleg/werkplaats/banden',
        '/uitleg/werkplaats/apk',
        '/uitleg/werkplaats/apk/status',
        '/uitleg/facturen',
        '/uitleg/facturen/credit',
      ],
      [
        ['', [1, 4]],
        ['facturen', [4, 6]],
        ['werkplaats', [1, 5, 2, 3]],
      ],
    ],
  ])('menu %j gives %j', (menu, expected) => expect(getSuggestions(sources, menu)).toEqual(expected));
  it.each([
    ['/uitleg/werkplaats/bandenhotel/', 'werkplaats'],
    ['/uitleg/', ''],
    ['/', ''],
    ['/404/', ''],
  ])('%s is in section %j', (path, section) => expect(getSectionOfPath(path)).toBe(section));
});
