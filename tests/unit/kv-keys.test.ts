import { describe, expect, it } from 'vitest';
import {
  getBuildOfKey,
  isKeyOfBuild,
  isStorableKey,
  linkKey,
  navKey,
  pageKey,
  searchChunkKey,
  searchManifestKey,
  shellKey,
  wikiKey,
} from '../../client/model/kv-keys';

const B = '0123456789ab';

describe('KV key scheme', () => {
  it.each([
    [pageKey(B, '/'), `${B}/page/`],
    [pageKey(B, '/uitleg/werkplaats'), `${B}/page/uitleg/werkplaats`],
    [pageKey(B, '/404'), `${B}/page/404`],
    [wikiKey(B, 'OgC1rw'), `${B}/wiki/OgC1rw`],
    [linkKey(B, '42'), `${B}/link/42`],
    [linkKey(B, '42', true), `${B}/link/42/detail`],
    [searchManifestKey(B), `${B}/search/manifest`],
    [searchChunkKey(B, 'index-0'), `${B}/search/chunk/index-0`],
    [navKey(B), `${B}/nav`],
    [shellKey(B), `${B}/shell`],
  ])('%s', (key, expected) => {
    expect(key).toBe(expected);
    expect(getBuildOfKey(key)).toBe(B);
    expect(isKeyOfBuild(key, B)).toBe(true);
  });

  it.each([
    ['ffffffffffff/page/', false],
    [`${B}x/page/`, false],
    [`${B}/../other/page`, false],
    [`${B}`, false],
  ])('isKeyOfBuild(%s) = %s', (key, ok) => expect(isKeyOfBuild(key, B)).toBe(ok));

  it('getBuildOfKey refuses keys outside the scheme', () => {
    expect(getBuildOfKey('nav')).toBeNull();
    expect(getBuildOfKey('XYZ/page/')).toBeNull();
  });

  it.each([
    [`${B}/page/uitleg`, true],
    [`${B}/page/${'a'.repeat(512 - B.length - 6)}`, true],
    [`${B}/page/${'a'.repeat(512 - B.length - 5)}`, false],
    // 2 bytes per 'é': the limit is in UTF-8 bytes, not characters.
    [`${B}/page/${'é'.repeat(250)}`, false],
  ])('isStorableKey(%#) = %s', (key, ok) => expect(isStorableKey(key)).toBe(ok));
});
