import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  normaliseQuery,
  sanitisePagePath,
  sanitiseQuery,
  sanitiseReferrerHost,
} from '../../client/model/insights/privacy';

describe('normaliseQuery', () => {
  it.each([
    ['  Werkorder   AANMAKEN ', 'werkorder aanmaken'],
    ['APK\tkeuring\n', 'apk keuring'],
    ['Factuur\u00a0crediteren', 'factuur crediteren'],
    ['', ''],
  ])('%j → %j', (raw, normalised) => expect(normaliseQuery(raw)).toBe(normalised));
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

describe('sanitiseQuery: dropped', () => {
  it.each([
    ['over 100 characters', 'werkorder '.repeat(11)],
    ['exactly 101 characters', 'a'.repeat(MAX_QUERY_LENGTH + 1)],
    ['too short to have been searched', 'ab'],
    ['empty', '   '],
    ['control characters', 'factuur\u0000\u0007'],
  ])('%s', (_label, raw) => expect(sanitiseQuery(raw)).toBeNull());

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
  ])('%j → %j', (host, kept) => expect(sanitiseReferrerHost(host)).toBe(kept));
});
