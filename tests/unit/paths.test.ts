import { describe, expect, it } from 'vitest';
import {
  checkRequestPath,
  getSlugOfPath,
  isDetailPath,
  isFilePath,
  isSlugPath,
  toSameOriginPath,
  withTrailingSlash,
} from '../../core/paths';
import { getDataPath } from '../../core/route-table';

describe('checkRequestPath', () => {
  it.each([
    ['/uitleg/', true],
    ['/uitleg/werkplaats/', true],
    ['/', true],
    ['/uitleg/%7Ex/', true],
    ['/uitleg/../', false],
    ['/uitleg/%2e%2e/', false],
    ['/a%2fb/', false],
    ['/a%2Fb/', false],
    ['/a%5cb/', false],
    ['/a\\b/', false],
    ['/%00/', false],
    ['/%zz/', false],
    ['/%E0%A4%A/', false],
    ['/./', false],
    [`/${'a'.repeat(3000)}`, false],
  ])('%s ok=%s', (path, ok) => {
    expect(checkRequestPath(path).ok).toBe(ok);
  });

  it('reports 414 for long paths and 400 for malformed ones', () => {
    expect(checkRequestPath(`/${'a'.repeat(2100)}`)).toMatchObject({ ok: false, status: 414 });
    expect(checkRequestPath('/%zz')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('slug and data paths', () => {
  it.each([
    ['/', '/', '/assets/data/index.json'],
    ['/uitleg/', '/uitleg', '/assets/data/uitleg/index.json'],
    ['/uitleg/werkplaats/apk/', '/uitleg/werkplaats/apk', '/assets/data/uitleg/werkplaats/apk/index.json'],
    ['/uitleg/werkplaats/detail/', '/uitleg/werkplaats', '/assets/data/uitleg/werkplaats/index.json'],
    ['/detail/', '/', '/assets/data/index.json'],
  ])('%s → slug %s, data %s', (path, slug, data) => {
    expect(getSlugOfPath(path)).toBe(slug);
    expect(getDataPath(path)).toBe(data);
  });

  it.each([
    ['/uitleg/werkplaats', true],
    ['/uitleg/Werkplaats', false],
    ['/uitleg/werk_plaats', false],
    ['/uitleg/-x', false],
    ['/uitleg//x', false],
    ['/', true],
  ])('isSlugPath(%s) = %s', (path, ok) => expect(isSlugPath(path)).toBe(ok));

  it.each([
    ['/uitleg/x/detail/', true],
    ['/link/1/detail/', true],
    ['/uitleg/x/', false],
    ['/uitleg/detailhandel/', false],
    ['/uitleg/werkplaats/detailhandel/', false],
    ['/uitleg/x/details/', false],
    ['/detail/', true],
  ])('isDetailPath(%s) = %s', (path, detail) => expect(isDetailPath(path)).toBe(detail));

  it.each([
    ['/uitleg/', '/uitleg/'],
    ['//evil.example/x', '/evil.example/x'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['\\/\\x', '/x'],
    ['', '/'],
  ])('toSameOriginPath(%j) = %j', (path, expected) => expect(toSameOriginPath(path)).toBe(expected));

  it.each([
    ['/uitleg/index.html', true],
    ['/favicon-32x32.png', true],
    ['/uitleg/werkplaats', false],
    ['/uitleg/v1.2/x', false],
    ['/', false],
  ])('isFilePath(%s) = %s', (path, file) => expect(isFilePath(path)).toBe(file));

  it('adds the trailing slash once', () => {
    expect(withTrailingSlash('/uitleg')).toBe('/uitleg/');
    expect(withTrailingSlash('/uitleg/')).toBe('/uitleg/');
  });
});
