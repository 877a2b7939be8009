import { describe, expect, it } from 'vitest';
import { getDataPath, getSlugOfDataPath } from '../../client/model/api-routes';
import { checkRequestPath, getSlugOfPath, isApiPath, isDetailPath, isFilePath, isSlugPath, toSameOriginPath, withTrailingSlash } from '../../client/model/paths';
import { matchRoute } from '../../client/routes';

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
    expect(getSlugOfDataPath(data)).toBe(slug);
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
    ['/assets/data/uitleg/index.json', true],
    ['/assets/data/', true],
    ['/flexsearch/AAA.json', true],
    ['/nav/latest.json', true],
    ['/images/x.png', true],
    ['/link/-1.json', true],
    ['/wiki/x/AAAA.json', true],
    ['/openapi.json', true],
    ['/api/events', true],
    ['/api/unknown/', true],
    ['/wiki/x/OgC1rw/', false],
    ['/link/1/detail/', false],
    ['/uitleg/werkplaats/', false],
    ['/', false],
  ])('isApiPath(%s) = %s', (path, api) => expect(isApiPath(path)).toBe(api));

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

  it('getSlugOfDataPath refuses other paths', () => {
    expect(getSlugOfDataPath('/assets/data/x/other.json')).toBeNull();
    expect(getSlugOfDataPath('/elders/index.json')).toBeNull();
  });
});

describe('route table', () => {
  it.each([
    ['/', 'doc', '/assets/data/index.json'],
    ['/uitleg/werkplaats/', 'doc', '/assets/data/uitleg/werkplaats/index.json'],
    ['/uitleg/werkplaats/detail/', 'doc', '/assets/data/uitleg/werkplaats/index.json'],
    ['/wiki/x/OgC1rw/', 'wiki', '/wiki/x/OgC1rw.json'],
    ['/link/2947874874/', 'link', '/link/2947874874.json'],
    ['/link/2947874874/detail/', 'link', '/link/2947874874/detail.json'],
    ['/404/', 'not-found', '/assets/data/404/index.json'],
    ['/onbekend/', 'not-found', '/assets/data/404/index.json'],
    ['/uitleg/Hoofd/', 'not-found', '/assets/data/404/index.json'],
  ])('%s → %s (%s)', (path, kind, dataUrl) => {
    expect(matchRoute(path)).toMatchObject({ kind, dataUrl });
  });
});
