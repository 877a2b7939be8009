import { describe, expect, it } from 'vitest';
import { getBreadcrumbs, getVisibleCrumbs } from '../../core/breadcrumbs';
import { getChildHref, getPrunedNav, isGroupOpenByDefault } from '../../core/nav';
import { getTocIndent } from '../../core/toc';
import type { NavItem } from '../../core/types';

const NAV: NavItem = {
  name: 'Uitleg',
  path: 'uitleg',
  element: '2064466',
  children: [
    {
      name: 'Werkplaats',
      path: 'werkplaats',
      element: '1',
      children: [{ name: 'APK', path: 'apk', element: '2', children: [{ name: 'Status', path: 'status', element: '3' }] }],
    },
    { name: 'Facturen', path: 'facturen', element: '4', children: [{ name: 'Credit', path: 'credit', element: '5' }] },
    { name: 'Extern', path: 'extern', element: '6', external_link: 'https://rdw.nl/' },
    { name: 'Anker', path: 'anker', element: '#kop' },
  ],
};

describe('TOC indentation', () => {
  it.each([
    [2, 2],
    [3, 4],
    [4, 6],
    [5, 8],
    [6, 10],
    [7, 12],
    [1, 2],
    [9, 12],
  ])('H%i → %i units', (size, indent) => expect(getTocIndent(size)).toBe(indent));
});

describe('breadcrumbs', () => {
  it.each([
    ['/uitleg', ['Uitleg']],
    ['/uitleg/werkplaats', ['Uitleg', 'Werkplaats']],
    ['/uitleg/werkplaats/apk/status', ['Uitleg', 'Werkplaats', 'APK', 'Status']],
    ['/uitleg/werkplaats/onbekend', ['Uitleg', 'Werkplaats']],
    ['/uitleg/extern', ['Uitleg']],
    ['/elders', []],
    ['/', []],
  ])('%s → %j', (slug, names) => {
    expect(getBreadcrumbs([NAV], slug).map((c) => c.name)).toEqual(names);
  });

  it('crumb paths are the cumulative slugs with trailing slash', () => {
    expect(getBreadcrumbs([NAV], '/uitleg/werkplaats/apk').map((c) => c.path)).toEqual([
      '/uitleg/',
      '/uitleg/werkplaats/',
      '/uitleg/werkplaats/apk/',
    ]);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 2],
    [4, 4],
  ])('%i crumbs → %i visible', (n, visible) => {
    const crumbs = Array.from({ length: n }, (_, i) => ({ name: `c${i}`, path: `/c${i}/` }));
    expect(getVisibleCrumbs(crumbs)).toHaveLength(visible);
  });
});

describe('sidebar open rules', () => {
  it.each([
    ['/uitleg/', 0, '/uitleg/werkplaats/', true],
    ['/uitleg/werkplaats/', 1, '/uitleg/werkplaats/', true],
    ['/uitleg/werkplaats/', 1, '/uitleg/werkplaats/apk/status/', true],
    ['/uitleg/werkplaats/', 1, '/uitleg/facturen/', false],
    ['/uitleg/werkplaats/apk/', 2, '/uitleg/werkplaats/', false],
    ['/uitleg/werkplaats/', 1, '/uitleg/werkplaatsen/', false],
  ])('group %s (depth %i) on %s open=%s', (href, depth, current, open) => {
    expect(isGroupOpenByDefault(href, depth, current)).toBe(open);
  });

  it('prunes closed branches but keeps that they have children', () => {
    const pruned = getPrunedNav(NAV, '/uitleg/werkplaats/apk/');
    const [werkplaats, facturen] = pruned.children!;
    expect(werkplaats!.children![0]!.children![0]!.name).toBe('Status');
    expect(facturen!.children).toEqual([]);
    expect(pruned.children![2]!.children).toBeUndefined();
  });

  it('hrefs of items: internal, external, anchor', () => {
    expect(getChildHref('/uitleg/', NAV.children![0]!)).toBe('/uitleg/werkplaats/');
    expect(getChildHref('/uitleg/', NAV.children![2]!)).toBe('https://rdw.nl/');
    expect(getChildHref('/uitleg/', NAV.children![3]!)).toBe('/uitleg/#kop');
  });
});
