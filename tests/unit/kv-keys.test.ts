import { describe, expect, it } from 'vitest';
import {
  getBuildOfManifestKey,
  imageKey,
  isStorableKey,
  linkKey,
  manifestKey,
  navKey,
  pageKey,
  searchChunkKey,
  searchIndexKey,
  searchManifestKey,
  shellKey,
  sitemapKey,
  valueKey,
  wikiKey,
} from '../../core/kv-keys';

const B = '0123456789ab';

describe('KV key scheme', () => {
  it.each([
    [pageKey('/'), 'page/'],
    [pageKey('/uitleg/werkplaats'), 'page/uitleg/werkplaats'],
    [pageKey('/404'), 'page/404'],
    [wikiKey('OgC1rw'), 'wiki/OgC1rw'],
    [linkKey('42'), 'link/42'],
    [linkKey('42', true), 'link/42/detail'],
    [searchManifestKey(), 'search/manifest'],
    [searchChunkKey('index-0'), 'search/chunk/index-0'],
    [searchIndexKey(), 'search/index'],
    [navKey(), 'nav'],
    [shellKey(), 'shell'],
    [imageKey('a.svg'), 'image/a.svg'],
    [sitemapKey(), 'sitemap'],
  ])('route key %s names no build', (key, expected) => {
    expect(key).toBe(expected);
    expect(key).not.toContain(B);
  });

  it('values are stored by digest, builds by their manifest', () => {
    expect(valueKey('AbC_-9')).toBe('v/AbC_-9');
    expect(manifestKey(B)).toBe(`manifest/${B}`);
  });

  it.each([
    [`manifest/${B}`, B],
    [`manifest/${B}x`, null],
    ['manifest/', null],
    [`v/${B}`, null],
    [`${B}/nav`, null],
  ])('getBuildOfManifestKey(%s) = %s', (key, build) => expect(getBuildOfManifestKey(key)).toBe(build));

  it.each([
    ['page/uitleg', true],
    [`page/${'a'.repeat(512 - 5)}`, true],
    [`page/${'a'.repeat(512 - 4)}`, false],
    // 2 bytes per 'é': the limit is in UTF-8 bytes, not characters.
    [`page/${'é'.repeat(254)}`, false],
  ])('isStorableKey(%#) = %s', (key, ok) => expect(isStorableKey(key)).toBe(ok));
});
