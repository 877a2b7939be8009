import { describe, expect, it } from 'vitest';
import { mineAbbreviations, parseSynonyms } from '../../scripts/content/search-stats';

const vocabulary = new Set(['kilometerstand', 'chassisnummer', 'vin', 'tenaamstell', 'tenaamstelling', 'donker', 'donkere', 'modus']);

describe('content/synonyms.yml', () => {
  it('maps folded words and phrases (without stop words) to their targets', () => {
    const text =
      'Kilometerteller: [kilometerstand]\nframenummer: [chassisnummer, VIN]\nauto op naam: [tenaamstelling]\nnachtmodus: [donkere modus]\n';
    expect(parseSynonyms(text, vocabulary)).toEqual([
      ['auto naam', ['tenaamstelling']],
      ['framenummer', ['chassisnummer', 'vin']],
      ['kilometerteller', ['kilometerstand']],
      ['nachtmodus', ['donkere modus']],
    ]);
  });
  it('fails the build with file:line when a target occurs in no page', () => {
    expect(() => parseSynonyms('kilometerteller: [kilometerstand]\nflitspaal: [snelheidscamera]\n', vocabulary)).toThrow(
      "synonyms.yml:2: 'flitspaal': 'snelheidscamera' occurs in no page (snelheidscamera)",
    );
  });
  it('fails on a key of more than two words and on an empty target list', () => {
    expect(() => parseSynonyms('auto van de zaak kwijt: [vin]\n', vocabulary)).toThrow('one or two words');
    expect(() => parseSynonyms('vin nummer: []\n', vocabulary)).toThrow('non-empty list');
  });
  it('an empty file is no synonyms', () => expect(parseSynonyms('', vocabulary)).toEqual([]));
});

describe('abbreviations the articles define', () => {
  it.each([
    ['doorgeven voor de Nationale Autopas (NAP) en', [['nap', 'nationale autopas']]],
    ['onder de kleineondernemersregeling (KOR).', [['kor', 'kleineondernemersregeling']]],
    ['Algemene Periodieke Keuring (APK)', [['apk', 'algemene periodieke keuring']]],
    ['het chassisnummer (VIN)', []], // the letters are not in the words before them
    ['doorgeven aan de RDW (NAP)', []],
    ['via je eigen mailserver (SMTP)', []],
  ])('%s → %j', (text, expected) => expect(mineAbbreviations(text)).toEqual(expected));
});
