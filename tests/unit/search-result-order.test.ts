import { describe, expect, it } from 'vitest';
import { searchPage as page, titlesOf } from './search-pages';
import {
  getCoverageCredit,
  isContentWord,
  isLongQuery,
  PASSING_CREDIT,
  type RankedPage,
  ranksBefore,
} from '../../core/search/result-order';
import { getQuestionVerb } from '../../core/search/query-words';

/** Pages that hold none of the query's words, so the words stay rare (content words). */
const filler = Array.from({ length: 8 }, (_, i) => page(`Overig ${i}`, 'Niets over dit onderwerp.'));

describe('the keys of the result order', () => {
  const p = (id: string, covered: number, phrase: boolean, score: number): RankedPage => ({ id, covered, phrase, score });
  it.each([
    [p('1', 2, false, 1), p('2', 1, true, 9), true], // coverage before the phrase and the score
    [p('1', 1, true, 1), p('2', 1, false, 9), true], // at equal coverage, the phrase before the score
    [p('1', 1, false, 2), p('2', 1, false, 9), false], // then the score
    [p('1', 1.5, false, 1), p('2', 1.5, false, 1), true], // then the lower id
  ])('%j before %j: %s', (a, b, before) => expect(ranksBefore(a, b)).toBe(before));

  it.each([
    [10, 100, true],
    [50, 100, true],
    [51, 100, false], // on more than half the pages: tells no page apart
  ])('a word on %i of %i pages is a content word: %s', (df, pages, content) => expect(isContentWord(df, pages)).toBe(content));

  it.each([
    [[true, true], false],
    [[true, true, true], true],
    [[true, false, true, false], false], // two content words and two frequent ones
    [[false, false, false], true], // no content word at all: every word counts
  ])('content words %j make a long query: %s', (content, long) => expect(isLongQuery(content)).toBe(long));

  it.each([
    [1, true, 1],
    [1, false, PASSING_CREDIT],
    [0.5, true, 0.5],
    [0.5, false, 0.5 * PASSING_CREDIT],
  ])('a match of credit %d, in a field that says what the page is about: %s, counts %d', (credit, about, counted) =>
    expect(getCoverageCredit(credit, about)).toBe(counted),
  );
});

describe('the verb of a question', () => {
  it.each([
    ['hoe stuur ik een klant een betaallink', 'stuur'],
    ['Waar vind je de openstaande posten?', 'vind'],
    ['hoe koppel ik een auto aan een klant', 'koppel'],
    ['wat doe ik als de pin niet werkt', null], // 'doe' is a stop word already
    ['hoe stuur ik', null], // nothing asked about but the verb
    ['stuur ik een betaallink', null], // no question word
    ['hoe lang duurt een apk', null], // no subject after the second word
    ['betaallink sturen', null],
  ])('%j: %j', (term, verb) => expect(getQuestionVerb(term)).toBe(verb));

  it('counts for the score but not towards coverage: the page about the asked thing wins over pages that mention both', () => {
    const pages = [
      ...filler,
      page('Factuur mailen', 'Stuur de factuur per mail; zet er een betaallink bij als je wilt.'),
      page('Sjablonen', 'Stuur mails met een sjabloon; de betaallink komt onderaan.'),
      page('Betaallink', 'Met een betaallink betaalt de klant direct online. Verstuur de factuur met de betaallink.'),
    ];
    expect(titlesOf(pages, 'hoe stuur ik een klant een betaallink')[0]).toBe('Betaallink');
  });
});

describe('ranking a long question (each case ranked the other way before issue 35)', () => {
  it('puts the page that covers all its content words above one that has two of them in its title', () => {
    const pages = [
      ...Array.from({ length: 6 }, (_, i) => page(`Overig ${i}`, i < 3 ? 'Je kunt een termijn verlengen.' : 'Niets hierover.')),
      page('Leenauto reservering', 'Een leenauto reservering maken.', { description: 'De reservering van een leenauto.' }),
      page('Uitloop', 'Wat te doen als het werk uitloopt.', { description: 'De reservering van de leenauto verlengen.' }),
    ];
    expect(titlesOf(pages, 'leenauto reservering verlengen')[0]).toBe('Uitloop');
  });

  it('counts words a long page only mentions in its body as half, so the page about them wins', () => {
    const pages = [
      ...filler,
      page('Release notes', 'Nieuw: de pinterminal, de betaallink, de kassa, een storing van de pinterminal en nog veel meer.'),
      page('Betalen aan de balie', 'Afrekenen.', { description: 'Als de pinterminal een storing heeft.' }),
    ];
    expect(titlesOf(pages, 'storing pinterminal kassa')[0]).toBe('Betalen aan de balie');
  });

  it('at equal coverage, puts the page whose title holds the words above one whose other fields hold them', () => {
    const pages = [
      ...filler,
      page('Werkorder sluiten factureren', 'Zo gaat het.'),
      page('Afronden', 'Zo gaat het.', {
        description: 'Werkorder sluiten en factureren.',
        labels: '["werkorder","sluiten","factureren"]',
        slug: '/uitleg/werkorder-sluiten-factureren',
      }),
    ];
    expect(titlesOf(pages, 'werkorder sluiten factureren')[0]).toBe('Werkorder sluiten factureren');
  });
});
