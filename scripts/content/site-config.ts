/** Stage 1 (1-validate.ts): validate content/site.json; every field has a default, so a tree without it still builds. */
import * as v from 'valibot';
import {
  ORIGIN_FORMAT_RULE,
  SITE_CONFIG_RULES,
  SiteConfigSchema,
  type SiteConfig,
  VERIFICATION_RULES,
  VerificationSettingsSchema,
  type VerificationSettings,
} from '../../core/schema/site-config';
import { BuildError } from './build-error';
import { getIssueDetail, getIssueField, getIssuePath, getJsonPathLine } from './schema-issues';

/** What a missing site.json (or a missing field) means: the schema's defaults, documented in content/README.md. */
export const SITE_DEFAULTS: SiteConfig = v.parse(SiteConfigSchema, {});

/** 1-based line of `"key":` in the JSON text (the first occurrence), so a bad value points at its own line. */
export function getJsonKeyLine(text: string, key: string): number {
  const match = new RegExp(`"${key}"\\s*:`).exec(text);
  return match ? text.slice(0, match.index).split('\n').length : 1;
}

/**
 * 1-based line of a JSON.parse error. V8 gives a position for some errors and, for others, the
 * offending token with a snippet around it (`Unexpected token 'x', ..."company": x }" is not valid JSON`).
 */
export function getJsonErrorLine(text: string, message: string): number {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(Number(position[1]));
  if (/end of JSON input/.test(message)) return text.trimEnd().split('\n').length;
  const token = /Unexpected token '([\s\S]+?)'/.exec(message)?.[1];
  // The snippet is quoted; '...' outside the quotes marks where V8 cut it.
  const snippet = /, (?:\.\.\.)?"([\s\S]*)"(?:\.\.\.)? is not valid JSON$/.exec(message)?.[1];
  const start = snippet ? text.indexOf(snippet) : -1;
  if (token === undefined || start < 0) return 1;
  const inSnippet = snippet!.indexOf(token);
  return lineAt(start + Math.max(0, inSnippet));
}

/**
 * Parses site.json (null text: the file does not exist, so all defaults). Pushes errors at the line of
 * the offending key and returns null when invalid. Keys starting with '_' are notes and dropped.
 */
export function parseSiteConfig(text: string | null, errors: BuildError[]): SiteConfig | null {
  if (text === null) return SITE_DEFAULTS;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    errors.push(new BuildError('site.json', getJsonErrorLine(text, (error as Error).message), `invalid JSON: ${(error as Error).message}`));
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors.push(new BuildError('site.json', 1, 'site.json must be an object of settings'));
    return null;
  }
  const result = v.safeParse(SiteConfigSchema, raw, { abortPipeEarly: true });
  if (result.success) return result.output;
  // One error per field, at the line of its key (or of the list item at fault).
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const field = getIssueField(issue) as keyof typeof SITE_CONFIG_RULES;
    if (seen.has(field)) continue;
    seen.add(field);
    const rule = field === 'origin' && issue.type === 'regex' ? ORIGIN_FORMAT_RULE : SITE_CONFIG_RULES[field];
    const line = getJsonPathLine(text, getIssuePath(issue)) ?? getJsonKeyLine(text, field);
    errors.push(new BuildError('site.json', line, `${rule}${getIssueDetail(issue)}`));
  }
  return null;
}

/** The verification defaults when site.json has none (or no file). */
export const VERIFICATION_DEFAULTS: VerificationSettings = v.parse(VerificationSettingsSchema, {});

/**
 * site.json `verification` (defaults for missing fields), or the defaults with an error at the line of
 * the bad setting. An unreadable site.json is reported by parseSiteConfig alone.
 */
export function parseVerificationSettings(text: string | null, errors: BuildError[]): VerificationSettings {
  let raw: unknown;
  try {
    raw = text === null ? undefined : (JSON.parse(text) as Record<string, unknown> | null)?.verification;
  } catch {
    return VERIFICATION_DEFAULTS;
  }
  if (raw === undefined) return VERIFICATION_DEFAULTS;
  const result = v.safeParse(VerificationSettingsSchema, raw, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = getIssueField(issue);
  const rule = Object.hasOwn(VERIFICATION_RULES, field)
    ? VERIFICATION_RULES[field as keyof typeof VERIFICATION_RULES]
    : "'verification' must be an object of settings (owner, confirmEveryMonths, requireConfirmed)";
  const line = getJsonPathLine(text!, ['verification', ...getIssuePath(issue)]) ?? getJsonKeyLine(text!, 'verification');
  errors.push(new BuildError('site.json', line, `${rule}${getIssueDetail(issue)}`));
  return VERIFICATION_DEFAULTS;
}
