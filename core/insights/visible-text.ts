/**
 * What the readers of the insights (the report page, `npm run insights`) show of a stored text: the worker
 * stores no control or bidi character (normalise-text.ts), but rows written before that rule, or by hand,
 * may hold them, and printed raw they reorder a line or drive the terminal (U+009B starts an escape
 * sequence). Every such character is shown as its code point instead, e.g. `\u202e`.
 */

/** Controls (C0, DEL, C1), format characters (bidi embeddings, overrides, isolates, marks, zero-width) and line or paragraph separators. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** The same less C0, which JSON.stringify already escapes inside strings (a raw line feed in its output is layout). */
const UNESCAPED_BY_JSON = /[\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

const toEscape = (c: string) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/** The text with every control and format character written as `\uXXXX`. */
export function toVisibleText(text: string): string {
  return text.replace(INVISIBLE_OR_CONTROL, toEscape);
}

/** JSON of `value` with those characters as JSON escapes: still valid JSON, the same value when parsed. */
export function toVisibleJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(UNESCAPED_BY_JSON, toEscape);
}
