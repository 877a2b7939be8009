/** Stage 1b: validate content/site.json. */
import type { SiteConfig } from '../../client/model/types';
import { BuildError } from './build-error';

const STRING_FIELDS = ['documentationName', 'productName', 'company', 'version', 'buildDate', 'origin'] as const;

/** Parses site.json; pushes errors and returns null when invalid. Keys starting with '_' are notes and dropped. */
export function parseSiteConfig(text: string, errors: BuildError[]): SiteConfig | null {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    errors.push(new BuildError('site.json', 1, `invalid JSON: ${(error as Error).message}`));
    return null;
  }
  const before = errors.length;
  for (const field of STRING_FIELDS) {
    if (typeof raw[field] !== 'string' || raw[field] === '') errors.push(new BuildError('site.json', 1, `'${field}' must be a non-empty string`));
  }
  const links = (field: string) => {
    const value = raw[field];
    if (!Array.isArray(value) || !value.every((l) => typeof l?.label === 'string' && typeof l?.href === 'string')) {
      errors.push(new BuildError('site.json', 1, `'${field}' must be a list of { label, href }`));
      return [];
    }
    return value.map((l: { label: string; href: string }) => ({ label: l.label, href: l.href }));
  };
  const strings = (field: string) => {
    const value = raw[field];
    if (!Array.isArray(value) || !value.every((s) => typeof s === 'string')) {
      errors.push(new BuildError('site.json', 1, `'${field}' must be a list of strings`));
      return [];
    }
    return value as string[];
  };
  const config: SiteConfig = {
    documentationName: raw.documentationName as string,
    productName: raw.productName as string,
    company: raw.company as string,
    description: typeof raw.description === 'string' ? raw.description : '',
    version: raw.version as string,
    buildDate: raw.buildDate as string,
    headerLinks: links('headerLinks'),
    footerLinks: links('footerLinks'),
    address: strings('address'),
    analyticsId: typeof raw.analyticsId === 'string' && raw.analyticsId !== '' ? raw.analyticsId : null,
    embedOrigins: strings('embedOrigins'),
    origin: raw.origin as string,
  };
  return errors.length === before ? config : null;
}
