/** Stage 1 (1-validate.ts): validate content/site.json; every field has a default, so a tree without it still builds. */
import type { SiteConfig } from '../../client/model/types';
import { BuildError } from './build-error';

/** What a missing site.json (or a missing field) means; documented in content/README.md. */
export const SITE_DEFAULTS: SiteConfig = {
  documentationName: 'Documentatie',
  productName: 'Documentatie',
  company: '',
  description: '',
  version: '',
  buildDate: '',
  headerLinks: [],
  footerLinks: [],
  address: [],
  analyticsId: null,
  embedOrigins: [],
  origin: 'http://localhost',
};

/** The text fields of site.json. */
type StringField = 'documentationName' | 'productName' | 'company' | 'description' | 'version' | 'buildDate' | 'origin';

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
  const before = errors.length;
  const fail = (field: string, message: string) => errors.push(new BuildError('site.json', getJsonKeyLine(text, field), message));
  const string = (field: StringField): string => {
    const value = raw[field];
    if (value === undefined) return SITE_DEFAULTS[field];
    // Only the fields shown as text may be empty; origin and the documentation name are needed.
    if (typeof value !== 'string' || (value === '' && (field === 'origin' || field === 'documentationName'))) fail(field, `'${field}' must be a ${field === 'origin' || field === 'documentationName' ? 'non-empty ' : ''}string`);
    return value as string;
  };
  const links = (field: 'headerLinks' | 'footerLinks') => {
    const value = raw[field];
    if (value === undefined) return SITE_DEFAULTS[field];
    if (!Array.isArray(value) || !value.every((l: { label?: unknown; href?: unknown } | null) => typeof l?.label === 'string' && typeof l?.href === 'string')) {
      fail(field, `'${field}' must be a list of { label, href }`);
      return [];
    }
    return value.map((l: { label: string; href: string }) => ({ label: l.label, href: l.href }));
  };
  const strings = (field: 'address' | 'embedOrigins') => {
    const value = raw[field];
    if (value === undefined) return SITE_DEFAULTS[field];
    if (!Array.isArray(value) || !value.every((s) => typeof s === 'string')) {
      fail(field, `'${field}' must be a list of strings`);
      return [];
    }
    return value as string[];
  };
  const origin = string('origin');
  if (typeof origin === 'string' && origin !== '' && !/^https?:\/\/[^/]+$/.test(origin)) fail('origin', `'origin' must be like https://help.example.nl (no path, no trailing slash)`);
  const analyticsId = raw.analyticsId;
  if (analyticsId !== undefined && analyticsId !== null && typeof analyticsId !== 'string') fail('analyticsId', "'analyticsId' must be a string or null");
  const config: SiteConfig = {
    documentationName: string('documentationName'),
    productName: string('productName'),
    company: string('company'),
    description: string('description'),
    version: string('version'),
    buildDate: string('buildDate'),
    headerLinks: links('headerLinks'),
    footerLinks: links('footerLinks'),
    address: strings('address'),
    analyticsId: typeof analyticsId === 'string' && analyticsId !== '' ? analyticsId : null,
    embedOrigins: strings('embedOrigins'),
    origin,
  };
  return errors.length === before ? config : null;
}
