import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../core/insights/normalise-text';
import {
  isReferrerHost,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  sanitisePagePath,
  sanitiseQuery,
  sanitiseReferrerHost,
} from '../../core/insights/privacy';

/** Digits 0–9 in another script, from that script's zero. */
const digitsOf = (zero: number, ascii: string) => ascii.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
const arabicIndic = (ascii: string) => digitsOf(0x0660, ascii);
const persian = (ascii: string) => digitsOf(0x06f0, ascii);
const devanagari = (ascii: string) => digitsOf(0x0966, ascii);
const bengali = (ascii: string) => digitsOf(0x09e6, ascii);
const thai = (ascii: string) => digitsOf(0x0e50, ascii);
const mathBold = (ascii: string) => digitsOf(0x1d7ce, ascii);
/** Printable ASCII as its fullwidth form (U+FF01–U+FF5E). */
const fullwidth = (ascii: string) => ascii.replace(/[!-~]/g, (c) => String.fromCodePoint(c.charCodeAt(0) + 0xfee0));

describe('normaliseQuery', () => {
  it.each([
    ['  Werkorder   AANMAKEN ', 'werkorder aanmaken'],
    ['APK\tkeuring\n', 'apk keuring'],
    ['Factuur\u00a0crediteren', 'factuur crediteren'],
    ['', ''],
    // Look-alikes: one normalisation before the masks (normalise-text.ts)
    ['e\u2011mail instellen', 'e-mail instellen'],
    [fullwidth('Werkorder'), 'werkorder'],
    ['werk\u200border', 'werkorder'],
    ['apk\u3000keuring', 'apk keuring'],
    ['\ufb01lter', 'filter'],
    ['caf\u0065\u0301', 'caf\u00e9'],
    ['x\u00b2', 'x2'],
  ])('%j → %j', (raw, normalised) => expect(normaliseQuery(raw)).toBe(normalised));
});

describe('normaliseText: one normalisation for queries, paths and referrers', () => {
  it.each([
    // dashes
    ['hyphen U+2010', 'AB\u2010123\u2010C', 'AB-123-C'],
    ['non-breaking hyphen U+2011', 'AB\u2011123\u2011C', 'AB-123-C'],
    ['figure dash U+2012', '12\u2012GBD\u20123', '12-GBD-3'],
    ['en dash U+2013', '12\u2013GBD\u20133', '12-GBD-3'],
    ['em dash U+2014', '12\u2014GBD\u20143', '12-GBD-3'],
    ['horizontal bar U+2015', '12\u2015GBD\u20153', '12-GBD-3'],
    ['minus sign U+2212', '06\u221212345678', '06-12345678'],
    ['fullwidth hyphen-minus U+FF0D', 'AB\uff0d123\uff0dC', 'AB-123-C'],
    ['small hyphen-minus U+FE63', 'AB\ufe63123\ufe63C', 'AB-123-C'],
    ['modifier letter minus U+02D7', 'AB\u02d7123\u02d7C', 'AB-123-C'],
    // spaces
    ['no-break space', '12\u00a0GBD\u00a03', '12 GBD 3'],
    ['narrow no-break space', '+31\u202f6', '+31 6'],
    ['thin space', 'NL91\u2009ABNA', 'NL91 ABNA'],
    ['ideographic space', 'a\u3000b', 'a b'],
    ['ogham space mark', 'a\u1680b', 'a b'],
    ['line separator', 'a\u2028b', 'a b'],
    // zero-width and format characters
    ['zero-width space', 'jan\u200b@example.nl', 'jan@example.nl'],
    ['zero-width non-joiner', '0612\u200c345678', '0612345678'],
    ['zero-width joiner', '0612\u200d345678', '0612345678'],
    ['word joiner', 'AB\u2060-123-C', 'AB-123-C'],
    ['byte order mark', '\ufeff0612345678', '0612345678'],
    ['soft hyphen', 'jan\u00ad@example.nl', 'jan@example.nl'],
    ['right-to-left override', 'jan\u202e@example.nl', 'jan@example.nl'],
    ['left-to-right isolate', '\u2066AB-123-C\u2069', 'AB-123-C'],
    ['right-to-left mark', '06\u200f12345678', '0612345678'],
    ['Arabic letter mark', '06\u061c12345678', '0612345678'],
    ['variation selector', '06\ufe0f12345678', '0612345678'],
    ['Hangul filler', 'jan\u3164@example.nl', 'jan@example.nl'],
    // fullwidth and compatibility forms
    ['fullwidth letters and at-sign', fullwidth('jan@example.nl'), 'jan@example.nl'],
    ['small commercial at U+FE6B', 'jan\ufe6bexample.nl', 'jan@example.nl'],
    ['fullwidth digits', fullwidth('0612345678'), '0612345678'],
    ['circled digits', '\u2460\u2461\u2462', '123'],
    ['superscript digits', '\u00b9\u00b2\u00b3', '123'],
    // decimal digits of other scripts
    ['Arabic-Indic digits', arabicIndic('0612345678'), '0612345678'],
    ['Persian digits', persian('0612345678'), '0612345678'],
    ['Devanagari digits', devanagari('48213'), '48213'],
    ['Bengali digits', bengali('48213'), '48213'],
    ['Thai digits', thai('48213'), '48213'],
    ['mathematical bold digits', mathBold('48213'), '48213'],
    ['every Arabic-Indic digit', arabicIndic('0123456789'), '0123456789'],
    ['every Devanagari digit', devanagari('0123456789'), '0123456789'],
    // what stays
    ['Dutch text with diacritics', 'beëindigen café', 'beëindigen café'],
    ['ASCII', 'AB-123-C jan@example.nl', 'AB-123-C jan@example.nl'],
  ])('%s', (_label, raw, normalised) => expect(normaliseText(raw)).toBe(normalised));
});

describe('sanitiseQuery: ordinary searches are kept as typed (normalised)', () => {
  it.each([
    'werkorder aanmaken',
    'apk 2024',
    'btw 21%',
    'factuur crediteren',
    'kenteken wijzigen',
    'pagina 1 van 12',
    'windows 11 installatie',
    'exact online koppeling',
    'iso 9001',
    '1234 ab',
    'stap 3',
    'jaarafsluiting 2024-2025',
    'e-mail instellen',
    'h264 video',
  ])('%j is kept', (query) => expect(sanitiseQuery(query)).toEqual({ query, masked: false }));
});

describe('sanitiseQuery: personal data is masked', () => {
  it.each([
    // Dutch licence plates, every sidecode (with dashes, spaces or none)
    ['kenteken 12-ABC-3', 'kenteken [kenteken]'],
    ['AB-123-C apk', '[kenteken] apk'],
    ['xh-12-34', '[kenteken]'],
    ['12-34-gh', '[kenteken]'],
    ['12-gh-34', '[kenteken]'],
    ['gh-12-jk', '[kenteken]'],
    ['gh-jk-12', '[kenteken]'],
    ['12-jkl-3 storing', '[kenteken] storing'],
    ['voertuig 99-gbd-9 verkocht', 'voertuig [kenteken] verkocht'],
    ['1-kbd-23', '[kenteken]'],
    ['kb-123-d', '[kenteken]'],
    ['k-123-bd', '[kenteken]'],
    ['kbd-12-f', '[kenteken]'],
    ['k-12-bdf', '[kenteken]'],
    ['1-kb-234', '[kenteken]'],
    ['123-kb-4', '[kenteken]'],
    ['werkorder 12gbd3', 'werkorder [kenteken]'],
    ['apk 12 gbd 3', 'apk [kenteken]'],
    ['GZ-851-J', '[kenteken]'],
    // Belgian plates
    ['1-ABC-234', '[kenteken]'],
    ['nummerplaat 2abc345', 'nummerplaat [kenteken]'],
    ['abc-123 inschrijving', '[kenteken] inschrijving'],
    // e-mail addresses
    ['jan.de.vries@garage-devries.nl wachtwoord', '[e-mail] wachtwoord'],
    ['factuur naar info@autobedrijf.be', 'factuur naar [e-mail]'],
    // phone numbers: NL mobile and landline, international, BE
    ['bel 06-12345678', 'bel [telefoon]'],
    ['0612345678', '[telefoon]'],
    ['+31 6 1234 5678', '[telefoon]'],
    ['0031612345678', '[telefoon]'],
    ['020-1234567 terugbellen', '[telefoon] terugbellen'],
    ['010 123 45 67', '[telefoon]'],
    ['+32 470 12 34 56', '[telefoon]'],
    ['0470 12 34 56', '[telefoon]'],
    ['03 123 45 67', '[telefoon]'],
    // IBANs
    ['NL91 ABNA 0417 1643 00', '[iban]'],
    ['betaling nl91abna0417164300', 'betaling [iban]'],
    ['BE68 5390 0754 7034 terugstorten', '[iban] terugstorten'],
    // postcodes with a house number
    ['1234 AB 5', '[adres]'],
    ['klant 3511ab 12a', 'klant [adres]'],
    ['7 1234ab', '[adres]'],
    // long digit runs (customer numbers, BSN, order numbers)
    ['klantnummer 48213', 'klantnummer [nummer]'],
    ['bsn 123.456.789', 'bsn [nummer]'],
    ['order 2024000123', 'order [nummer]'],
  ])('%j → %j', (raw, masked) => expect(sanitiseQuery(raw)).toEqual({ query: masked, masked: true }));
});

describe('sanitiseQuery: personal data in look-alike characters is masked like its ASCII form', () => {
  it.each([
    // Issue 38: the six variants that were stored as typed.
    ['plate with non-breaking hyphens (copied from a document)', 'AB\u2011123\u2011C', '[kenteken]'],
    ['plate with hyphens U+2010 (copied from an e-mail)', 'AB\u2010123\u2010C', '[kenteken]'],
    ['zero-width space in an e-mail address', 'jan\u200b@garage.nl wachtwoord', '[e-mail] wachtwoord'],
    ['zero-width space in a phone number', 'bel 06\u200b12345678', 'bel [telefoon]'],
    ['fullwidth letters and at-sign', `factuur ${fullwidth('jan@garage.nl')}`, 'factuur [e-mail]'],
    ['Arabic-Indic digits in a phone number', `bel ${arabicIndic('0612345678')}`, 'bel [telefoon]'],
    ['Arabic-Indic digits in an IBAN', `NL91 ABNA ${arabicIndic('0417 1643 00')}`, '[iban]'],
    // More of the same families: dashes
    ['plate with en dashes', 'kenteken 12\u2013GBD\u20133', 'kenteken [kenteken]'],
    ['plate with em dashes', '99\u2014GBD\u20149', '[kenteken]'],
    ['plate with figure dashes', 'GZ\u2012851\u2012J', '[kenteken]'],
    ['plate with minus signs', 'AB\u2212123\u2212C', '[kenteken]'],
    ['plate with fullwidth hyphen-minus', 'AB\uff0d123\uff0dC', '[kenteken]'],
    ['Belgian plate with non-breaking hyphens', '1\u2011ABC\u2011234', '[kenteken]'],
    ['phone number with a non-breaking hyphen', '06\u201112345678', '[telefoon]'],
    ['phone number with a minus sign', '020\u22121234567 terugbellen', '[telefoon] terugbellen'],
    // spaces
    ['plate with no-break spaces', 'apk 12\u00a0gbd\u00a03', 'apk [kenteken]'],
    ['international number with narrow no-break spaces', '+31\u202f6\u202f1234\u202f5678', '[telefoon]'],
    ['IBAN with thin spaces', 'NL91\u2009ABNA\u20090417\u20091643\u200900', '[iban]'],
    ['postcode and number with ideographic spaces', '1234\u3000AB\u30005', '[adres]'],
    // zero-width and format characters
    ['word joiner in a plate', 'AB\u2060-123-C', '[kenteken]'],
    ['zero-width joiners in a phone number', '06\u200d1234\u200d5678', '[telefoon]'],
    ['soft hyphen in an e-mail address', 'jan\u00ad@garage.nl', '[e-mail]'],
    ['zero-width no-break space (BOM) in an e-mail address', 'jan.jansen\ufeff@garage.nl', '[e-mail]'],
    ['byte order mark before a customer number', 'klant \ufeff48213', 'klant [nummer]'],
    ['right-to-left override in an e-mail address', 'jan\u202e@garage.nl', '[e-mail]'],
    ['bidi isolates around a plate', 'kenteken \u2066AB-123-C\u2069', 'kenteken [kenteken]'],
    ['zero-width spaces between every digit of a BSN', [...'123456789'].join('\u200b'), '[nummer]'],
    // fullwidth and compatibility forms
    ['fullwidth plate', fullwidth('AB-123-C'), '[kenteken]'],
    ['fullwidth phone number', fullwidth('06-12345678'), '[telefoon]'],
    ['small commercial at', 'jan\ufe6bgarage.nl', '[e-mail]'],
    ['fullwidth IBAN', fullwidth('NL91ABNA0417164300'), '[iban]'],
    ['mathematical digits in an order number', `order ${mathBold('2024000123')}`, 'order [nummer]'],
    // decimal digits of other scripts
    ['Persian digits in a phone number', persian('0612345678'), '[telefoon]'],
    ['Devanagari digits in a customer number', `klantnummer ${devanagari('48213')}`, 'klantnummer [nummer]'],
    ['Bengali digits in a BSN with dots', `bsn ${bengali('123.456.789')}`, 'bsn [nummer]'],
    ['Thai digits in a postcode with a number', `${thai('1234')} ab ${thai('5')}`, '[adres]'],
    ['Arabic-Indic digits in a plate', `${arabicIndic('12')}-GBD-${arabicIndic('3')}`, '[kenteken]'],
    ['Arabic-Indic digits in an international number', `+${arabicIndic('31 6 1234 5678')}`, '[telefoon]'],
    // several families at once
    ['fullwidth plate with non-breaking hyphens', `${fullwidth('AB')}\u2011${fullwidth('123')}\u2011${fullwidth('C')}`, '[kenteken]'],
    [
      'Arabic-Indic phone number with zero-width spaces and a minus',
      `${arabicIndic('06')}\u2212\u200b${arabicIndic('12345678')}`,
      '[telefoon]',
    ],
  ])('%s', (_label, raw, masked) => expect(sanitiseQuery(raw)).toEqual({ query: masked, masked: true }));

  it.each([
    ['an en dash in a year range', 'jaarafsluiting 2024\u20132025', 'jaarafsluiting 2024-2025'],
    ['a non-breaking hyphen in a word', 'e\u2011mail instellen', 'e-mail instellen'],
    ['fullwidth letters', fullwidth('werkorder'), 'werkorder'],
    ['Arabic-Indic digits in a short number', `stap ${arabicIndic('3')}`, 'stap 3'],
  ])('%s is kept (normalised)', (_label, raw, query) => expect(sanitiseQuery(raw)).toEqual({ query, masked: false }));
});

describe('sanitiseQuery: dropped', () => {
  it.each([
    ['over 100 characters', 'werkorder '.repeat(11)],
    ['exactly 101 characters', 'a'.repeat(MAX_QUERY_LENGTH + 1)],
    ['too short to have been searched', 'ab'],
    ['empty', '   '],
    ['control characters', 'factuur\u0000\u0007'],
    ['a C1 control (CSI, U+009B)', 'factuur\u009b31m rood'],
    ['a C1 control (NEL, U+0085)', 'factuur\u0085crediteren'],
    ['DEL', 'factuur\u007f'],
    ['only format characters', '\u200b\u200b\u200b\u202e'],
  ])('%s', (_label, raw) => expect(sanitiseQuery(raw)).toBeNull());

  it.each([
    ['a right-to-left override', 'factuur \u202ecrediteren', 'factuur crediteren'],
    ['a left-to-right embedding and its pop', '\u202aapk\u202c keuring', 'apk keuring'],
    ['an isolate', 'apk \u2067keuring\u2069', 'apk keuring'],
  ])('bidi controls are removed: %s', (_label, raw, query) => expect(sanitiseQuery(raw)?.query).toBe(query));

  it('keeps exactly 100 characters', () => {
    expect(sanitiseQuery('a'.repeat(MAX_QUERY_LENGTH))?.query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('sanitisePagePath', () => {
  it.each([
    ['/', '/'],
    ['/uitleg/werkplaats/', '/uitleg/werkplaats/'],
    ['/uitleg/werkplaats', '/uitleg/werkplaats/'],
    ['/uitleg/werkplaats/apk/detail/', '/uitleg/werkplaats/apk/detail/'],
    ['/wiki/x/OgC1rw/', '/wiki/x/OgC1rw/'],
    ['/404/', '/404/'],
    [`/uitleg/${fullwidth('werkplaats')}/`, '/uitleg/werkplaats/'],
    ['/uitleg/werk\u200bplaats/', '/uitleg/werkplaats/'],
    ['/uitleg/lange\u2011pagina/', '/uitleg/lange-pagina/'],
  ])('%j → %j', (path, kept) => expect(sanitisePagePath(path)).toBe(kept));

  it.each([
    'https://example.nl/uitleg/',
    '/uitleg/jan@example.nl/',
    '/uitleg/0612345678/',
    '/uitleg/12-gbd-3/',
    '/uitleg/werkplaats/?q=geheim',
    '/uitleg/werkplaats/#kop',
    `/${'a'.repeat(300)}/`,
    'uitleg/',
    '//evil.example/',
    '/uitleg/../beheer/',
    '/uitleg/%41/',
    '/uitleg/AB\u2011123\u2011C/',
    `/uitleg/${fullwidth('jan@example.nl')}/`,
    `/uitleg/${arabicIndic('0612345678')}/`,
    '/uitleg/06\u200b12345678/',
    `/uitleg/${fullwidth('12-GBD-3')}/`,
    '/uitleg/a\u009bb/',
    '/uitleg/a\u0000b/',
  ])('%j is refused', (path) => expect(sanitisePagePath(path)).toBeNull());
});

describe('sanitiseReferrerHost', () => {
  it.each([
    ['www.google.com', 'www.google.com'],
    ['Intranet.Autoflex.NL', 'intranet.autoflex.nl'],
    ['', null],
    ['192.168.1.20', null],
    ['[::1]', null],
    ['localhost', null],
    ['evil.example/path?x=1', null],
    [`${'a'.repeat(251)}.nl`, null],
    [fullwidth('www.google.com'), 'www.google.com'],
    ['news\u200b.example.com', 'news.example.com'],
    // A host that holds personal data is not counted at all.
    ['jan-jansen-06-12345678.example.nl', null],
    [`jan-jansen-${arabicIndic('06-12345678')}.example.nl`, null],
    ['jan-jansen-06\u201112345678.example.nl', null],
    ['ab-123-c.example.nl', null],
    ['klant-48213.portal.example', null],
    ['nl91abna0417164300.example.com', null],
    ['0612345678.example.nl', null],
  ])('%j → %j', (host, kept) => expect(sanitiseReferrerHost(host)).toBe(kept));

  it.each([
    ['www.google.com', true],
    ['jan-jansen-06-12345678.example.nl', true],
    ['https://www.google.com/search?q=x', false],
    ['evil.example/path', false],
    ['localhost', false],
    ['a\u009b.example', false],
  ])('%j has the shape of a host name: %s (the events schema; personal data is dropped when counting)', (host, shape) =>
    expect(isReferrerHost(host)).toBe(shape),
  );
});
