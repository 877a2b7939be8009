/**
 * Stage 1 (1-validate.ts): `{{site.contact.phone}}` tokens in a page body are replaced by values
 * from content/site.json.
 * Why: facts a company must fill in (phone, opening hours, video URLs) live in one place and are
 * marked there as "to confirm", instead of being typed (or invented) on many pages.
 */
import { BuildError } from './build-error';

/** `{{site.a.b}}`; spaces inside the braces are allowed. */
const TOKEN = /\{\{\s*site\.([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The parsed site.json as a plain object; null when it is not valid JSON (site-config reports that). */
export function readSiteValues(siteJson: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(siteJson);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Follows a dotted path; only strings and numbers can be put into text. */
export function lookUpSiteValue(values: Record<string, unknown>, path: string): string | null {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (!current || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return null;
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'number') return String(current);
  return typeof current === 'string' && current !== '' ? current : null;
}

/**
 * Replaces every token in `body`. An unknown token (or one pointing at a non-text value) is a build error
 * at its file line; `firstLine` is the body's line in the file. Returns the body with the values filled in.
 */
export function substituteSiteValues(
  body: string,
  file: string,
  firstLine: number,
  values: Record<string, unknown>,
  errors: BuildError[],
): string {
  // Most bodies name no site value: the same string comes back, so the render memo's text check stays a pointer compare.
  if (!body.includes('{{')) return body;
  return body
    .split('\n')
    .map((line, index) =>
      line.replace(TOKEN, (token, path: string) => {
        const value = lookUpSiteValue(values, path);
        if (value !== null) return value;
        errors.push(new BuildError(file, firstLine + index, `unknown site value '${token}': add '${path}' to site.json as text`));
        return token;
      }),
    )
    .join('\n');
}
