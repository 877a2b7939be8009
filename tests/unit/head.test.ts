import { describe, expect, it } from 'vitest';
import { getHeadValues, isIndexable } from '../../client/head';
import type { PageData, SiteConfig } from '../../core/types';

const site = { origin: 'https://uitleg.autoflex.nl', description: '', documentationName: 'Autoflex Documentatie' } as unknown as SiteConfig;
const data = (over: { template?: string; description?: string } = {}): PageData =>
  ({
    hash: 'abc123',
    context: { template: over.template ?? 'doc', canonical: '/uitleg/facturen/' },
    page: { title: 'Facturen', description: over.description ?? 'Over facturen.' },
  }) as unknown as PageData;

describe('head values (server render and client navigation alike)', () => {
  it('follow the page: title, description, canonical, og:*, build hash', () => {
    expect(getHeadValues({ data: data(), site, path: '/uitleg/facturen/' })).toEqual({
      title: 'Facturen - Autoflex Documentatie',
      description: 'Over facturen.',
      robots: null,
      buildHash: 'abc123',
      canonical: 'https://uitleg.autoflex.nl/uitleg/facturen/',
      ogTitle: 'Facturen - Autoflex Documentatie',
      ogDescription: 'Over facturen.',
      ogUrl: 'https://uitleg.autoflex.nl/uitleg/facturen/',
    });
  });

  it.each([
    ['a documentation page', data(), '/uitleg/facturen/', true],
    ['its /detail/ variant', data(), '/uitleg/facturen/detail/', false],
    ['the not-found page', data({ template: 'not-found' }), '/uitleg/nee/', false],
    ['a wiki link page', data({ template: 'wiki' }), '/wiki/x/OgC1rw/', false],
  ])('%s: indexable %s', (_name, page, path, indexable) => {
    expect(isIndexable(page, path)).toBe(indexable);
    expect(getHeadValues({ data: page, site, path }).robots).toBe(indexable ? null : 'noindex');
  });
});
