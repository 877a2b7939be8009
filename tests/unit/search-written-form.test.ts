import { describe, expect, it } from 'vitest';
import { getInflections, getWordsOfStem, getWrittenForm, writeOut } from '../../core/search/written-form';
import { type FallbackNeed, getFallbackNeed } from '../../core/search/fallback';

describe("'Bedoelde je …?' offers words as pages write them, never a stem", () => {
  it.each([
    ['werkplaatsafsprak', 'werkplaatsafpsraak', [], 'werkplaatsafspraak'], // a stem of the body, written out
    ['kruispost', 'kruispsoten', [], 'kruisposten'], // the plural was typed
    ['journaalpost', 'journaalpots', [], 'journaalpost'], // the singular was typed
    ['bedrijfsmonitor', 'bedrijfsmonitr', [], 'bedrijfsmonitor'], // as near as its inflections: stays
    ['factur', 'facturn', ['facturen', 'factuur'], 'facturen'], // the index's own words of the stem
    ['afsprak', 'afsprk', ['afspraak', 'afspraken'], 'afspraak'], // a tie goes to a word the index writes
    ['tenaamstelling', 'tenaamsteling', [], 'tenaamstelling'],
  ])('%s for %s (index words of it %j): %s', (term, typed, written, shown) => expect(getWrittenForm(term, typed, written)).toBe(shown));

  it('finds the words of a stem among the index words', () =>
    expect(getWordsOfStem('factur', ['factuur', 'facturen', 'factur', 'factureren', 'fact', 'kas'])).toEqual([
      'factuur',
      'facturen',
      'factureren',
    ]));

  it('writes out each part of a corrected compound against the stretch of the typed word it stands for', () =>
    expect(writeOut('werkorder afsprak', 'werkordreafpsraak')).toBe('werkorder afspraak'));

  it.each([
    ['afsprak', ['afsprak', 'afspraken', 'afspraak']],
    ['bus', ['bus', 'bussen']],
    ['prijs', ['prijs', 'prijzen']],
  ])('the words whose stem is %s include %j', (stem, words) => expect(getInflections(stem)).toEqual(expect.arrayContaining(words)));
});

describe('fallback steps only when the word itself finds nothing', () => {
  it.each<[number, number, number, FallbackNeed]>([
    [3, 5, 5, 'none'], // the word as typed finds pages: never corrected
    [0, 0, 0, 'all'], // nothing at all: every step in turn
    [0, 4, 0, 'near'], // only as parts of a compound: a known word one edit away first
    [0, 4, 4, 'spelling'], // only through its other names: a doubled or undoubled letter only
  ])('strict %i, all forms %i, single-term forms %i: %s', (strict, all, single, need) =>
    expect(getFallbackNeed(strict, all, single)).toBe(need),
  );
});
