import { describe, expect, it } from 'vitest';
import { joinCompound, splitCompound } from '../../core/search/compound';
import { encodeDutch, getStemForms, stemDutch } from '../../core/search/dutch';
import { getLongVowelForm, getVerbBases, getVerbCandidates, stripEerForm, stripParticiple } from '../../core/search/dutch-morphology';
import { findCorrection, getEditDistance } from '../../core/search/typo';

/** True when two words share a stem form, i.e. a search for one finds the other. */
const meet = (a: string, b: string) => getStemForms(a).some((s) => getStemForms(b).includes(s));

describe('past participles (ge-…-d/-t)', () => {
  it.each([
    ['geboekt', 'boek'],
    ['gepland', 'plan'],
    ['gemeld', 'mel'],
    ['geopend', 'open'],
    ['gereserveerd', 'reserveer'],
  ])('%s → %s', (word, base) => expect(stripParticiple(word)).toBe(base));
  it.each([['gegevens'], ['gebruiker'], ['geld'], ['geeft'], ['boekt'], ['gesprek']])('%s is no participle', (word) =>
    expect(stripParticiple(word)).toBeNull(),
  );
});

describe('separable participles (af-ge-meld, in-ge-ruild)', () => {
  it.each([
    ['afgemeld', 'afmel'],
    ['ingeruild', 'inruil'],
    ['ingepland', 'inplan'],
    ['opgehaald', 'ophaal'],
    ['goedgekeurd', 'goedkeur'],
    ['samengevoegd', 'samenvoeg'],
    ['overgeboekt', 'overboek'],
  ])('%s → %s', (word, base) => expect(stripParticiple(word)).toBe(base));
});

describe('-eren verbs (-eert, -eerde, -eerd, -eren)', () => {
  it.each([
    ['factureert', 'factur'],
    ['factureerde', 'factur'],
    ['factureerden', 'factur'],
    ['reserveer', 'reserv'],
  ])('%s → %s', (word, base) => expect(stripEerForm(word)).toBe(base));
  it('an -eren infinitive is indexed as a native and as a borrowed verb', () => {
    expect(getVerbBases('factureren')).toEqual(['facturer', 'factur']);
    expect(getVerbBases('afletteren')).toEqual(['afletter', 'aflett']);
  });
  it('a participle keeps a form with its final d/t, as the stem may end in one', () =>
    expect(getVerbBases('afgemeld')).toEqual(['afmel', 'afmeld']));
});

describe('forms that meet in the index', () => {
  it.each([
    ['gefactureerd', 'factureren'],
    ['gefactureerd', 'factuur'],
    ['factureert', 'facturen'],
    ['ingepland', 'inplannen'],
    ['opgehaald', 'ophalen'],
    ['goedgekeurd', 'goedkeuren'],
    ['geboekt', 'boeken'],
    ['afgemeld', 'afmelden'],
    ['ingeruild', 'inruil'],
    ['gearchiveerd', 'archiveren'],
    ['geblokkeerd', 'blokkeren'],
    ['afgeletterd', 'afletteren'],
    ['ingeklokt', 'inklokken'],
    ['gecrediteerd', 'crediteren'],
    ['geïmporteerd', 'importeren'],
    ['aangemaakt', 'aanmaken'],
    ['ingesteld', 'instellen'],
    ['genoteerd', 'noteren'],
  ])('%s meets %s', (a, b) => {
    const [fa, fb] = [encodeDutch(a), encodeDutch(b)];
    expect(
      fa.some((t) => fb.includes(t)),
      `${fa.join()} / ${fb.join()}`,
    ).toBe(true);
  });
  it('plurals and diminutives still meet as before', () => {
    expect(meet('werkorders', 'werkorder')).toBe(true);
    expect(stemDutch('autootje')).toBe(stemDutch('auto'));
  });
});

describe('query-time verb candidates (-t, -d, -de(n), -te(n), -e, -ing)', () => {
  it.each([
    ['verstuurt', 'verstuur'],
    ['verstuurd', 'verstuur'],
    ['boekte', 'boek'],
    ['boekten', 'boek'],
    ['plande', 'plan'],
    ['openstaande', 'openstaand'],
    ['planning', 'plann'],
  ])('%s may stand for %s', (word, candidate) => expect(getVerbCandidates(word)).toContain(candidate));
  it('short words get no candidates', () => expect(getVerbCandidates('kast')).toEqual([]));
});

describe('long vowels of -en words (bewaren → bewaar)', () => {
  it.each([
    ['bewaren', 'bewaar'],
    ['betalen', 'betaal'],
    ['ophalen', 'ophaal'],
  ])('%s → %s', (word, long) => expect(getLongVowelForm(word)).toBe(long));
  it.each([['banden'], ['plannen'], ['kasboek']])('%s has none', (word) => expect(getLongVowelForm(word)).toBeNull());
});

describe('decompounding against the index vocabulary', () => {
  const words = new Set(['werkorder', 'status', 'voorraad', 'waarde', 'onderhoud', 'beurt', 'bank', 'afschrift']);
  const isWord = (w: string) => words.has(w);
  it.each([
    ['werkorderstatus', ['werkorder', 'status']],
    ['voorraadwaarde', ['voorraad', 'waarde']],
    ['onderhoudsbeurt', ['onderhoud', 'beurt']],
  ])('%s is %s', (word, parts) => expect(splitCompound(word, isWord)).toEqual(parts));
  it('a word of unknown parts stays whole', () => expect(splitCompound('kilometerstand', isWord)).toBeNull());
  it.each([
    ['voorraad', 'waarde', 'voorraadwaarde'],
    ['onderhoud', 'beurt', 'onderhoudsbeurt'],
  ])('%s + %s form %s', (a, b, joined) => expect(joinCompound(a, b, (w) => w === joined)).toBe(joined));
  it('two words that form no known word join to nothing', () => expect(joinCompound('klant', 'bellen', () => false)).toBeNull());
});

describe('typos over the whole vocabulary', () => {
  it.each([
    ['kruispsoten', 'kruisposten', 1],
    ['tenaamsteling', 'tenaamstelling', 1],
    ['afleteren', 'afletteren', 1],
    ['kilometerbokje', 'kilometerboekje', 1],
    ['ouderdomsanalise', 'ouderdomsanalyse', 1],
    ['proefbalnas', 'proefbalans', 1],
    ['verzamelfatcuur', 'verzamelfactuur', 1],
    ['werkodrr', 'werkorder', 2],
  ])('%s is %s edit(s) from %s', (a, b, d) => expect(getEditDistance(a, b, 2)).toBe(d));
  it('two edits for words of 8 letters or more', () =>
    expect(findCorrection('kilmeterstnd', ['kilometerstand', 'kilometer'])).toBe('kilometerstand'));
  it('one edit only for words of 5 to 7 letters', () => {
    expect(findCorrection('baden', ['banden'])).toBe('banden');
    expect(findCorrection('bdaen', ['banden'])).toBeNull();
  });
  it('the nearer term wins over a longer one', () =>
    expect(findCorrection('kruispsoten', ['kruisposten', 'kruispostenx'])).toBe('kruisposten'));
  it('among equally near terms, the one in more pages wins', () => {
    const pages = new Map([
      ['banden', 40],
      ['bandel', 1],
    ]);
    expect(findCorrection('bandem', ['bandel', 'banden'], (t) => pages.get(t) ?? 0)).toBe('banden');
    expect(findCorrection('bandem', ['bandel', 'banden'])).toBe('bandel');
  });
});
