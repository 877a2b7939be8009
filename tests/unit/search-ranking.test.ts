import { describe, expect, it } from 'vitest';
import type { SearchSource } from '../../core/search/search-document';
import { createSearchEngine } from '../../client/search/search-engine';
import { exportSearchIndex } from '../../scripts/content/search-index';
import { getVocabulary, parseSynonyms } from '../../scripts/content/search-stats';
import { selectTop } from '../../core/search/query';

let nextId = 3_000_000;
const page = (title: string, body: string, slug = `/uitleg/test/${title.toLowerCase().replace(/\W+/g, '-')}`): SearchSource => ({
  id: String(nextId++),
  title,
  slug,
  description: `Over ${title}.`,
  labels: JSON.stringify(['test']),
  body,
  path: 'Test',
  aliases: '',
  headings: '',
});

/** An engine over the pages with every part loaded. */
function engineOf(pages: SearchSource[], synonyms = '') {
  const { index, docs } = exportSearchIndex(pages, parseSynonyms(synonyms, getVocabulary(pages)));
  const engine = createSearchEngine([...index, ...docs]);
  return {
    titles: (term: string) => (engine.search(term) ?? []).map((h) => h.title),
    correction: (term: string) => engine.getCorrection(term),
  };
}

// 'klant' is on every page; 'kenteken' on one: the rare word decides.
const common = Array.from({ length: 12 }, (_, i) => page(`Klant ${i}`, 'Een klant belt over een klant en nog een klant.'));
const rare = page('Voertuig aanmaken', 'Vul het kenteken in; de klant ziet het voertuig daarna op zijn kaart.');

describe('ranking', () => {
  it('weighs words by rarity: a question about a rare word finds its page first, not the pages full of a common word', () => {
    expect(engineOf([...common, rare]).titles('klant kenteken')[0]).toBe('Voertuig aanmaken');
  });

  it('a page that repeats a word in its body ranks above one that mentions it in passing (term frequency)', () => {
    const pages = [
      page('Startscherm', 'Zie je een doorgestreept wolkje, dan ben je offline; lees verder bij offline werken.'),
      page(
        'Offline werken',
        'Een doorgestreept wolkje: je bent offline. Staat er een wolkje met een getal, wacht dan. Is het wolkje weg, dan is alles verstuurd.',
      ),
    ];
    expect(engineOf(pages).titles('doorgestreept wolkje')[0]).toBe('Offline werken');
  });

  it('a synonym finds the page that uses the article word, below a page that has the typed word in the same field', () => {
    const pages = [
      page('Bezoek', 'Noteer de kilometerstand bij elk bezoek.'),
      page('Dashboard', 'De kilometerteller staat op het dashboard.'),
    ];
    const { titles } = engineOf(pages, 'kilometerteller: [kilometerstand]\n');
    expect(titles('kilometerteller')).toEqual(['Dashboard', 'Bezoek']);
    expect(engineOf(pages).titles('kilometerteller')).toEqual(['Dashboard']);
  });

  it('finds a participle through its infinitive and the other way round', () => {
    const { titles } = engineOf([
      page('Werkorder factureren', 'Zo factureer je een werkorder.'),
      page('Planbord', 'Afspraken op het bord.'),
    ]);
    expect(titles('gefactureerd')[0]).toBe('Werkorder factureren');
  });

  it('a word that finds nothing is corrected, and only then', () => {
    const { titles, correction } = engineOf([
      page('Tenaamstelling', 'De tenaamstelling via de RDW.'),
      page('Planbord', 'Afspraken op het bord.'),
    ]);
    expect(titles('tenaamsteling')).toEqual(['Tenaamstelling']);
    expect(correction('tenaamsteling')).toBe('tenaamstelling');
    expect(correction('tenaamstelling')).toBeNull();
  });

  it('front matter aliases find their page (never shown), above a page that only mentions the words in its body', () => {
    const reminders = { ...page('Herinneringen en aanmaningen', 'Stuur een herinnering.'), aliases: 'klant betaalt niet | wanbetaler' };
    const pages = [reminders, page('Betalingen', 'Een klant betaalt contant of niet contant.')];
    const { titles } = engineOf(pages);
    expect(titles('klant betaalt niet')[0]).toBe('Herinneringen en aanmaningen');
    expect(titles('wanbetaler')).toEqual(['Herinneringen en aanmaningen']);
  });

  it('results carry the page path and matching headings once the sections part is in', () => {
    const pages = [page('Betalingen', 'Te veel betaald: zo los je het op.')];
    const { index, docs } = exportSearchIndex(
      pages,
      [],
      new Map([
        [
          pages[0]!.id,
          [
            ['te-veel-betaald', 'Te veel betaald'],
            ['contant', 'Contant'],
          ],
        ],
      ]),
    );
    const hit = createSearchEngine([...index, ...docs]).search('te veel betaald')![0]!;
    expect(hit.path).toEqual(['Test']);
    expect(hit.sections).toEqual([{ anchor: 'te-veel-betaald', title: 'Te veel betaald' }]);
  });
});

describe('the best results without sorting every page', () => {
  const e = (id: string, score: number) => ({ id, score });
  it.each([
    [[e('1', 1), e('2', 3), e('3', 2)], 2, ['2', '3']],
    [[e('9', 1), e('3', 1), e('5', 1)], 3, ['3', '5', '9']], // ties: the lower id first, as a full sort would
    [[e('1', 5)], 8, ['1']],
    [[], 8, []],
    [Array.from({ length: 50 }, (_, i) => e(String(i), i % 7)), 4, ['6', '13', '20', '27']],
  ])('%j, top %i: %j', (entries, count, expected) => {
    expect(selectTop(entries, count).map((x) => x.id)).toEqual(expected);
    const sorted = [...entries].sort((a, b) => b.score - a.score || Number(a.id) - Number(b.id)).slice(0, count);
    expect(selectTop(entries, count)).toEqual(sorted);
  });
});
