import { describe, expect, it } from 'vitest';
import { searchPage as page, titlesOf } from './search-pages';
import { getCompoundHeads, isCompoundOf, joinParts } from '../../core/search/compound';
import { CREDIT_PREFIX_OF_WORD, getPrefixForm, WEIGHT_COMPOUND, WEIGHT_PREFIX_OF_WORD } from '../../core/search/query-forms';
import { getPastForms, getVerbRelatives } from '../../core/search/dutch-morphology';

const known = new Set([
  'stand',
  'kilometer',
  'kilometerstand',
  'standaard',
  'bank',
  'afschrift',
  'pin',
  'code',
  'kas',
  'artikel',
  'bestand',
  'onderhoud',
  'beurt',
  'werk',
  'order',
]);
const isWord = (t: string) => known.has(t);

describe('a longer title word that starts with the typed word (full-word matches over prefix matches of short words)', () => {
  it.each([
    ['factu', 'facturen', { weight: 1, credit: 1 }], // no word yet: still typing, the longer word is meant
    ['kilometer', 'kilometerstanden', { weight: WEIGHT_COMPOUND, credit: 1 }], // a compound of the typed word
    ['bank', 'bankafschriften', { weight: WEIGHT_COMPOUND, credit: 1 }],
    ['pin', 'pincode', { weight: WEIGHT_COMPOUND, credit: 1 }],
    ['stand', 'standaardwaarden', { weight: WEIGHT_PREFIX_OF_WORD, credit: CREDIT_PREFIX_OF_WORD }], // only the same first letters
    ['kas', 'kassa', { weight: WEIGHT_PREFIX_OF_WORD, credit: CREDIT_PREFIX_OF_WORD }],
  ])('%s → %s counts %j', (typed, term, form) => expect(getPrefixForm(typed, term, isWord)).toEqual(form));

  it.each([
    ['kilometer', 'kilometerstanden', true],
    ['onderhoud', 'onderhoudsbeurt', true], // linking -s-
    ['stand', 'standaard', false],
    ['kas', 'kassa', false],
  ])('%s starts a compound %s: %s', (start, longer, compound) => expect(isCompoundOf(start, longer, isWord)).toBe(compound));
});

describe('the compounds a typed word is the head of', () => {
  it.each([
    ['stand', ['kilometerstand', 'bestand', 'afstand', 'artikelbestand', 'standaard'], ['kilometerstand']],
    ['beurt', ['onderhoudsbeurt', 'beurt'], ['onderhoudsbeurt']], // linking -s-; the word itself is no compound of it
    ['order', ['werkorder', 'bestelorder'], ['werkorder']], // 'bestel' is no word of this vocabulary
  ])('%s in %j: %j', (word, candidates, heads) => expect(getCompoundHeads(word, candidates, isWord)).toEqual(heads));
});

describe('typed words written together', () => {
  it.each([
    [['twee', 'staps', 'verificatie'], 'tweestapsverificatie'],
    [['twee', 'stap', 'verificatie'], 'tweestapsverificatie'], // a linking -s- between the parts
    [['onderhoud', 'beurt'], 'onderhoudsbeurt'],
    [['werk', 'order', 'status'], null],
  ])('%j → %s', (parts, joined) =>
    expect(joinParts(parts, (t) => ['tweestapsverificatie', 'onderhoudsbeurt', 'werkorder'].includes(t))).toBe(joined),
  );
});

describe('other words of the same verb', () => {
  it.each([
    ['instellen', ['instelt', 'instelde', 'instelden', 'instelling'], ['stel', 'stelt']], // separable: 'stel … in'
    ['betalen', ['betaalt', 'betaalde', 'betaalden', 'betaling'], []],
    [
      'ingevoerd',
      ['invoert', 'invoerde', 'invoerden', 'invoerdt', 'invoerdde', 'invoerdden', 'invoering', 'invoerding'],
      ['voer', 'voert', 'voerd', 'voerdt'],
    ],
    [
      'afgemeld',
      ['afmelt', 'afmelde', 'afmelden', 'afmeldt', 'afmeldde', 'afmeldden', 'afmeling', 'afmelding'],
      ['mel', 'melt', 'meld', 'meldt'],
    ], // the index keeps only what it knows
    ['bank', [], []],
  ])('%s: %j, without its particle %j', (word, forms, bare) => expect(getVerbRelatives(word)).toEqual({ forms, bare }));

  it.each([
    ['invoer', ['invoerde', 'invoerden']],
    ['lever', ['leverde', 'leverden']],
    ['stop', ['stopte', 'stopten']], // 't kofschip: -te after a voiceless consonant
    ['boek', ['boekte', 'boekten']],
    ['verras', ['verraste', 'verrasten']],
    ['lach', ['lachte', 'lachten']],
    ['plan', ['plande', 'planden']],
  ])('the past of %s: %j', (stem, forms) => expect(getPastForms(stem)).toEqual(forms));
});

describe('the engine (each ranked otherwise before issue 35)', () => {
  it('a short word the help knows finds the compound it is the head of and its own mentions before a title that merely starts with it', () => {
    const titles = titlesOf(
      [
        page('Standaardwaarden', 'Vul de standaardwaarden in.'),
        page('Kilometerstanden', 'De kilometerstand van een voertuig.'),
        page('Teller', 'Lees de stand van de teller af, na elke kilometer.'),
      ],
      'stand',
    );
    expect(titles.indexOf('Standaardwaarden')).toBe(2);
  });

  it('three typed words that the body writes as one compound find it', () => {
    const titles = titlesOf(
      [page('Beveiliging', 'Zet de tweestapsverificatie aan.'), page('Eerste stappen', 'In twee stappen klaar; verificatie volgt later.')],
      'twee staps verificatie',
    );
    expect(titles[0]).toBe('Beveiliging');
  });

  it('a typed participle finds the page that writes the simple past', () => {
    const titles = titlesOf(
      [
        page('Werkorder openen', 'Open de werkorder en bekijk de stand.'),
        page('Tellerstanden', 'Je ziet wie de stand invoerde en wanneer.'),
      ],
      'stand ingevoerd',
    );
    expect(titles[0]).toBe('Tellerstanden');
  });

  it('a part of an unknown compound finds the title compound it is the head of, as a typed word does', () => {
    const titles = titlesOf(
      [
        // No page has both parts: the word falls back to its parts, each searched on its own.
        page('Kassa', 'Druk op een toets om af te rekenen.'),
        page('Sneltoetsen', 'Werk snel met het toetsenbord.'),
        page('Artikelen', 'Kies een combinatie van artikelen.'),
      ],
      'toetsencombinaties',
    );
    expect(titles[0]).toBe('Sneltoetsen');
  });
});
