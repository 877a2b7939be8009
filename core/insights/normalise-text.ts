/**
 * One normalisation for every text that reaches the insights (queries, page paths, referrers), applied
 * before the privacy masks, so that personal data typed or pasted in look-alike characters is caught
 * like its ASCII form: a plate copied from a document with non-breaking hyphens, an e-mail address with
 * a zero-width space or a fullwidth at-sign, a phone number in Arabic-Indic digits. Pure and
 * runtime-agnostic: the browser and the worker apply the same rules.
 */

/** Characters that are never visible text: C0 and C1 controls (tab, line feed and carriage return excepted) and DEL. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/**
 * Format and zero-width characters: every format character (Cf: zero-width space, joiners, word joiner,
 * byte order mark, soft hyphen, bidi embeddings, overrides and isolates, …) and every other default
 * ignorable code point (variation selectors, Hangul fillers, the combining grapheme joiner).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Dashes that NFKC leaves as they are: every dash punctuation (hyphen U+2010, non-breaking hyphen after
 * NFKC, figure, en and em dashes, …) and the minus signs and hyphen look-alikes of other categories.
 */
const DASHES = /[\p{Pd}\u2212\u02d7\u2043\u2796\u2e3a\u2e3b]/gu;

/** Decimal digits of any script (Nd) that are not ASCII. */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;

/**
 * The value (0–9) of a decimal digit of any script. Unicode encodes every decimal digit in a contiguous run
 * from its zero to its nine, and where runs touch (the mathematical digits) each is complete, so a digit's
 * value is its distance to the start of its block of digits, modulo 10.
 */
function getDigitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/** Every white-space character (no-break, ideographic, ogham, line and paragraph separators, …). */
const SPACES = /\s/gu;

/**
 * The text as plain ASCII-like text where personal data can be recognised: format and zero-width
 * characters removed, Unicode NFKC (fullwidth letters, digits and at-signs, ligatures, superscripts, most
 * spaces; the fullwidth and small at-signs, the only look-alikes of '@' Unicode lists), then the look-alikes
 * NFKC keeps mapped to ASCII: dashes to '-', spaces to ' ', and decimal digits of other scripts to 0–9. Case and control
 * characters are left to the caller (a query drops a text with controls; a path or host refuses it).
 */
export function normaliseText(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .replace(OTHER_DIGITS, (digit) => String(getDigitValue(digit)));
}
