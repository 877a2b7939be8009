import { describe, expect, it } from 'vitest';
import { createCachedEncoder, encodeDutch, foldText, stemDutch } from '../../core/search/dutch';
import { getHighlightParts } from '../../core/search/highlight';
import { findCorrection, isOneEditAway } from '../../core/search/typo';

describe('Dutch stemmer: plural, diminutive and singular meet', () => {
  it.each([
    ['facturen', 'factuur'],
    ['werkorders', 'werkorder'],
    ['onderdelen', 'onderdeel'],
    ['autootje', 'auto'],
    ['banden', 'band'],
    ['kentekens', 'kenteken'],
    ['relaties', 'relatie'],
    ['voertuigen', 'voertuig'],
    ['offertes', 'offerte'],
    ['planningen', 'planning'],
    ['monteurs', 'monteur'],
    ['bussen', 'bus'],
    ['remmen', 'rem'],
    ['wieltje', 'wiel'],
    ['mogelijkheden', 'mogelijkheid'],
    ['afspraken', 'afspraak'],
    ['koppelingen', 'koppeling'],
    ['vestigingen', 'vestiging'],
    ['grootboeken', 'grootboek'],
    ['leveranciers', 'leverancier'],
    ['bandjes', 'band'],
    ['boekje', 'boek'],
    ['garages', 'garage'],
    ['artikelen', 'artikel'],
    ['prijzen', 'prijs'],
    ['klanten', 'klant'],
    ['rollen', 'rol'],
    ['gebruikers', 'gebruiker'],
    ['werkplaatsen', 'werkplaats'],
    ['documenten', 'document'],
    ['videos', 'video'],
    ['instellingen', 'instelling'],
    ['taken', 'taak'],
  ])('%s ~ %s', (plural, singular) => {
    expect(stemDutch(plural)).toBe(stemDutch(singular));
  });

  it.each([['status'], ['apk'], ['rdw'], ['2025']])('leaves %s alone', (word) => expect(stemDutch(word)).toBe(word));
});

describe('encoder', () => {
  it('folds accents and case', () => {
    expect(foldText('Één Café ÄPK')).toBe('een cafe apk');
  });
  it('drops stop words, keeps stems and written forms', () => {
    expect(encodeDutch('De facturen van het Bedrijf')).toEqual(['factur', 'facturen', 'bedrijf']);
  });
  it("handles APK's and hyphenated words", () => {
    expect(encodeDutch("APK's en huur-auto")).toEqual(['apk', 'hur', 'huur', 'auto', 'huurauto']);
  });
  it('gives nothing for only stop words', () => expect(encodeDutch('de het een')).toEqual([]));
});

describe('highlighting', () => {
  it('marks words that start with a query word, accent-insensitive', () => {
    const parts = getHighlightParts('Werkorder aanmaken in de werkplaats', 'werk');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Werkorder', 'werkplaats']);
    expect(parts.map((p) => p.text).join('')).toBe('Werkorder aanmaken in de werkplaats');
  });
  it('marks singular forms for a plural query', () => {
    expect(
      getHighlightParts('Een factuur maken', 'facturen')
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['factuur']);
  });
  it('marks nothing for an empty query', () => expect(getHighlightParts('Tekst', '')).toEqual([{ text: 'Tekst', match: false }]));
});

describe('one-letter typos', () => {
  it.each([
    ['werkordr', 'werkorder', true], // a letter too few
    ['werkorrder', 'werkorder', true], // a letter too many
    ['werkordar', 'werkorder', true], // a wrong letter
    ['werkrodre', 'werkroder', true], // two neighbours swapped
    ['bandenhotle', 'bandenhotel', true],
    ['werkorder', 'werkorder', false], // no edit at all
    ['werkodrr', 'werkorder', false], // two edits
    ['factuur', 'facturen', false],
  ])('%s → %s one edit away: %s', (a, b, expected) => {
    expect(isOneEditAway(a, b)).toBe(expected);
    expect(isOneEditAway(b, a)).toBe(expected);
  });

  it.each([
    ['werkordr', ['werkord', 'werkorde', 'werkorder', 'werkplaats'], 'werkorder'],
    ['facturn', ['factu', 'factur', 'facture', 'facturen'], 'facturen'],
    ['grootbek', ['grootboek', 'grote'], 'grootboek'],
    ['xyzzyq', ['werkorder'], null],
    ['apkk', ['apk'], null], // under 5 letters: never corrected
  ])('corrects %s against the vocabulary to %s', (word, vocabulary, expected) => {
    expect(findCorrection(word, vocabulary)).toBe(expected);
  });
});

describe('the cached encoder', () => {
  it.each([['Werkorder aanmaken'], ['APK-keuring en btw-aangifte'], ['Facturen, facturen en nog eens facturen'], ['']])(
    'encodes %j as encodeDutch does',
    (text) => {
      const encode = createCachedEncoder();
      expect(encode(text)).toEqual(encodeDutch(text));
      expect(encode(text)).toEqual(encodeDutch(text));
    },
  );
});
