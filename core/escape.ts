/** Escaping for data embedded in HTML. */

const UNSAFE = /[<>&\u2028\u2029]/g;
const REPLACEMENTS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a `<script type="application/json">` block: cannot close the tag or break a JS parser. */
export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => REPLACEMENTS[ch] ?? ch);
}

/** Escapes text for use inside HTML text or attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
