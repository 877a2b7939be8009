import { describe, expect, it } from 'vitest';
import { type BuildManifest, getManifestValues, resolveRouteKey, toBuildManifest } from '../../core/build-manifest';
import { linkKey, pageKey, wikiKey } from '../../core/kv-keys';
import { encodeTinyLink } from '../../core/tiny-link';

const manifest: BuildManifest = {
  build: '0123456789ab',
  values: {
    [pageKey('/')]: 'v/home',
    [pageKey('/uitleg/x')]: 'v/x',
    [pageKey('/404')]: 'v/404',
    nav: 'v/nav',
    shell: 'v/shell',
    'search/chunk/a': 'v/x',
  },
  ids: { '2947874874': pageKey('/uitleg/x'), '5': pageKey('/uitleg/gone') },
};

describe('resolving route keys through a manifest', () => {
  it.each([
    [pageKey('/uitleg/x'), { value: 'v/x', page: { template: null } }],
    [pageKey('/'), { value: 'v/home', page: { template: null } }],
    [pageKey('/404'), { value: 'v/404', page: { template: null } }],
    [wikiKey('OgC1rw'), { value: 'v/x', page: { template: 'wiki' } }],
    [linkKey('2947874874'), { value: 'v/x', page: { template: 'link' } }],
    [linkKey('2947874874', true), { value: 'v/x', page: { template: 'link' } }],
    ['nav', { value: 'v/nav', page: null }],
    ['search/chunk/a', { value: 'v/x', page: null }],
    // Misses: unknown keys, a tiny link in a spelling Confluence never writes, an id whose page is gone, inherited names.
    [pageKey('/uitleg/y'), null],
    [wikiKey('OgC1rwA'), null],
    [wikiKey('!!'), null],
    [linkKey('1'), null],
    [linkKey('5'), null],
    ['link/2947874874/other', null],
    ['__proto__', null],
    ['link/constructor', null],
    ['toString', null],
  ] as const)('%s → %j', (key, expected) => {
    expect(resolveRouteKey(manifest, key)).toEqual(expected);
  });

  it('names each value once', () => {
    expect(getManifestValues(manifest).sort()).toEqual(['v/404', 'v/home', 'v/nav', 'v/shell', 'v/x']);
    expect(encodeTinyLink('2947874874')).toBe('OgC1rw');
  });

  it.each([
    [manifest, true],
    [JSON.parse(JSON.stringify(manifest)), true],
    [null, false],
    ['manifest', false],
    [{ build: 'x', values: {} }, false],
    [{ build: 'x', values: { a: 1 }, ids: {} }, false],
    [{ build: 1, values: {}, ids: {} }, false],
    [{ build: 'x', values: [], ids: {} }, false],
  ])('toBuildManifest(%j) is a manifest: %s', (value, ok) => {
    expect(toBuildManifest(value) !== null).toBe(ok);
  });
});
