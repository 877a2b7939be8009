import { describe, expect, it } from 'vitest';
import { formatDutchDate } from '../../core/dates';
import type { NavItem } from '../../core/types';
import { getMenuOrder, getPrevNext, getRelatedPages, type RelatablePage } from '../../scripts/content/related';

const p = (slug: string, labels: string[]): RelatablePage => ({ slug, title: slug.split('/').pop()!, description: `Over ${slug}`, labels });
const ALL = [
  p('/uitleg/werkplaats', ['werkplaats']),
  p('/uitleg/werkplaats/apk', ['apk', 'rdw']),
  p('/uitleg/werkplaats/apk-afmelden', ['apk', 'rdw', 'afmelden']),
  p('/uitleg/werkplaats/banden', ['banden']),
  p('/uitleg/koppelingen/rdw', ['rdw', 'koppeling']),
  p('/uitleg/facturen/credit', ['factuur']),
  p('/uitleg/facturen/maken', ['factuur']),
  p('/uitleg/facturen/btw', ['factuur', 'btw']),
  p('/uitleg/boekhouding/btw', ['btw']),
];

describe('related articles', () => {
  it('ranks shared labels first, then the same parent and section; never the page itself', () => {
    const related = getRelatedPages(ALL[1]!, ALL).map((l) => l.path);
    // apk-afmelden: 2 labels + parent + section = 9; banden: parent + section = 3; rdw: 1 label = 3 (title breaks the tie).
    expect(related).toEqual(['/uitleg/werkplaats/apk-afmelden/', '/uitleg/werkplaats/banden/', '/uitleg/koppelingen/rdw/']);
    expect(related).not.toContain('/uitleg/werkplaats/apk/');
    expect(related).not.toContain('/uitleg/facturen/credit/');
  });

  it('gives at most 5 and nothing unrelated', () => {
    const many = Array.from({ length: 12 }, (_, i) => p(`/uitleg/x/p${i}`, ['gedeeld']));
    expect(getRelatedPages(many[0]!, many)).toHaveLength(5);
    expect(getRelatedPages(p('/uitleg/los/a', ['uniek']), ALL)).toEqual([]);
  });

  it('carries the description of each related page', () => {
    expect(getRelatedPages(ALL[5]!, ALL)[0]).toMatchObject({ description: expect.stringContaining('Over /uitleg/facturen') });
  });
});

describe('previous / next in menu order', () => {
  const nav: NavItem = {
    name: 'Uitleg',
    path: 'uitleg',
    element: '1',
    children: [
      { name: 'A', path: 'a', element: '2', children: [{ name: 'A1', path: 'a1', element: '3' }] },
      { name: 'Ext', path: 'ext', element: '9', external_link: 'https://x.nl' },
      { name: 'B', path: 'b', element: '4' },
    ],
  };
  const bySlug = new Map(['/uitleg', '/uitleg/a', '/uitleg/a/a1', '/uitleg/b'].map((s) => [s, p(s, [])]));

  it('orders depth first and skips external items', () => {
    expect(getMenuOrder(nav)).toEqual(['/uitleg', '/uitleg/a', '/uitleg/a/a1', '/uitleg/b']);
  });

  it.each([
    ['/uitleg', undefined, '/uitleg/a/'],
    ['/uitleg/a/a1', '/uitleg/a/', '/uitleg/b/'],
    ['/uitleg/b', '/uitleg/a/a1/', undefined],
  ])('%s: prev %s, next %s', (slug, prev, next) => {
    const links = getPrevNext(slug, getMenuOrder(nav), bySlug);
    expect(links.prev?.path).toBe(prev);
    expect(links.next?.path).toBe(next);
  });
});

describe('Dutch dates', () => {
  it.each([
    ['2026-11-22', '22 november 2026'],
    ['2025-01-05', '5 januari 2025'],
    ['2025-13-01', '2025-13-01'],
    ['gisteren', 'gisteren'],
  ])('%s → %s', (iso, text) => expect(formatDutchDate(iso)).toBe(text));
});
