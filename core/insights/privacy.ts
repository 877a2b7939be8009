/**
 * Privacy by construction for reader insights: what a reader typed or visited is normalised (one
 * normalisation for queries, paths and referrers: normalise-text.ts) and stripped of personal data before
 * it is counted. Pure and runtime-agnostic: the browser applies it before sending, and the worker applies
 * it again, because a client can send anything.
 */
import { CONTROL_CHARACTERS, normaliseText } from './normalise-text';

/** Longest query that is counted at all; longer ones are pasted text, not searches. */
export const MAX_QUERY_LENGTH = 100;
/** Shortest query the search box runs (spec 5): shorter ones were never searched. */
export const MIN_QUERY_LENGTH = 3;
/** Longest page path that is counted. */
export const MAX_PAGE_PATH_LENGTH = 256;

/** A query as it may be stored. */
export interface SanitisedQuery {
  /** Lower case, trimmed, single spaces, personal data replaced by a [label]. */
  query: string;
  /** True when something was replaced. */
  masked: boolean;
}

/** Normalised (normalise-text.ts), lower case, trimmed, every run of white space (tabs, no-break spaces) one space. */
export function normaliseQuery(raw: string): string {
  return normaliseText(raw).toLowerCase().replace(/\s+/g, ' ').trim();
}

// Letters on Dutch plates since 1951 leave out the vowels (and C, Q): a plate typed with spaces or
// without separators is only recognised with those letters, so 'pagina 1 van 12' stays a query.
const CONSONANT = '[bdfghjklmnprstvwxz]';
const LETTER = '[a-z]';
/** Dutch sidecodes 1–14 and the Belgian formats as group shapes: L letters, D digits. */
const NL_SIDECODES = [
  'LL-DD-DD',
  'DD-DD-LL',
  'DD-LL-DD',
  'LL-DD-LL',
  'LL-LL-DD',
  'DD-LL-LL',
  'DD-LLL-D',
  'D-LLL-DD',
  'LL-DDD-L',
  'L-DDD-LL',
  'LLL-DD-L',
  'L-DD-LLL',
  'D-LL-DDD',
  'DDD-LL-D',
];
const BE_FORMATS = ['D-LLL-DDD', 'LLL-DDD', 'DDD-LLL'];

function plateSource(shape: string, letter: string, separator: string): string {
  return shape
    .split('-')
    .map((group) => `${group[0] === 'L' ? letter : '\\d'}{${group.length}}`)
    .join(separator);
}

/** Every plate shape: with dashes any letter; with spaces or nothing between the groups, consonants only. */
const PLATE = new RegExp(
  `(?<![a-z0-9])(?:${[
    ...[...NL_SIDECODES, ...BE_FORMATS].map((s) => plateSource(s, LETTER, '-')),
    ...NL_SIDECODES.map((s) => plateSource(s, CONSONANT, ' ?')),
    // The current Belgian 1-ABC-234 is distinctive enough without separators, vowels included.
    plateSource('D-LLL-DDD', LETTER, ''),
    plateSource('D-LLL-DDD', CONSONANT, ' '),
  ].join('|')})(?![a-z0-9])`,
  'g',
);

/** What is replaced, in this order (an e-mail address holds digits, an IBAN holds a digit run). */
const MASKS: { label: string; pattern: RegExp; accept?: (match: string) => boolean }[] = [
  { label: '[e-mail]', pattern: /\S*@\S*/g },
  {
    label: '[iban]',
    pattern: /(?<![a-z0-9])[a-z]{2}\d{2}(?:(?: [a-z0-9]{4})+(?: [a-z0-9]{1,3})?|[a-z0-9]{10,30})(?![a-z0-9])/g,
    // The account part of every IBAN is mostly digits; 'nl12 abcd efgh' is not one.
    accept: (match) => (match.slice(4).match(/\d/g)?.length ?? 0) >= 6,
  },
  // International (+31, 0032, …) and national (06…, 020…, 04…, 03…) numbers, with spaces or dashes.
  { label: '[telefoon]', pattern: /(?<![\w+])(?:\+|00)\d{2}[ -]?(?:\(0\)[ -]?)?\d(?:[ -]?\d){6,11}(?!\d)/g },
  { label: '[telefoon]', pattern: /(?<!\w)0\d(?:[ -]?\d){7,9}(?!\d)/g },
  // A postcode with a house number before or after it is an address.
  { label: '[adres]', pattern: /(?<![a-z0-9])\d{4} ?[a-z]{2}[ ,]+\d{1,5}[a-z]?(?![a-z0-9])/g },
  { label: '[adres]', pattern: /(?<![a-z0-9])\d{1,5}[a-z]?,? \d{4} ?[a-z]{2}(?![a-z0-9])/g },
  { label: '[kenteken]', pattern: PLATE },
  // Customer, order and citizen service numbers: five digits or more, or groups of three with dots.
  { label: '[nummer]', pattern: /(?<![\d.])\d{1,3}(?:\.\d{3}){2,}(?![\d.])/g },
  { label: '[nummer]', pattern: /\d{5,}/g },
];

/** Replaces personal data in normalised text by labels. */
function maskPersonalData(text: string): SanitisedQuery {
  let masked = false;
  let query = text;
  for (const { label, pattern, accept } of MASKS) {
    query = query.replace(pattern, (match) => {
      if (accept && !accept(match)) return match;
      masked = true;
      return label;
    });
  }
  return { query, masked };
}

/**
 * The query as it may be counted, or null when it must be dropped: over 100 characters, shorter than
 * a search, or holding control characters (C0, DEL or C1). Format characters (bidi overrides, zero-width
 * characters) are removed by the normalisation. Personal data (licence plates, e-mail addresses, phone
 * numbers, IBANs, postcodes with house numbers, long digit runs) is replaced by a label.
 */
export function sanitiseQuery(raw: string): SanitisedQuery | null {
  if (CONTROL_CHARACTERS.test(raw)) return null;
  const query = normaliseQuery(raw);
  if (query.length > MAX_QUERY_LENGTH || query.length < MIN_QUERY_LENGTH) return null;
  return maskPersonalData(query);
}

const PATH_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * A page path as it may be counted (with its trailing slash), or null: only the slug-like paths the
 * site has (no host, query, hash, dot segment or encoded character), and none that holds personal data.
 */
export function sanitisePagePath(raw: string): string | null {
  const path = normaliseText(raw);
  if (!path.startsWith('/') || path.length > MAX_PAGE_PATH_LENGTH) return null;
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  if (!segments.every((s) => PATH_SEGMENT.test(s))) return null;
  if (segments.some((s) => maskPersonalData(s.toLowerCase()).masked)) return null;
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The referrer's host name, normalised, when it has the shape of one (no address literal, no bare local name); else null. */
function normaliseReferrerHost(host: string): string | null {
  const name = normaliseText(host).toLowerCase();
  if (name.length > 253 || !/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(name)) return null;
  if (/^[\d.]+$/.test(name)) return null;
  return name;
}

/** True when `host` has the shape of a referrer host name (what the events schema accepts). */
export function isReferrerHost(host: string): boolean {
  return normaliseReferrerHost(host) !== null;
}

/**
 * A referrer as it may be counted, or null: only its host (the origin without scheme and port; the path,
 * query and fragment never come here), and none at all when a label of the host holds personal data
 * (`jan-jansen-06-12345678.example.nl`), since only the whole name says where a reader came from.
 */
export function sanitiseReferrerHost(host: string): string | null {
  const name = normaliseReferrerHost(host);
  if (!name) return null;
  if (name.split('.').some((label) => maskPersonalData(label).masked) || maskPersonalData(name).masked) return null;
  return name;
}
