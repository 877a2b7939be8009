/** The worker's small HTTP helpers, table-driven, and through app.request where the behaviour is HTTP. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { matchesEtag, toWeakEtag } from '../../worker/json-response';
import { getRawPathname } from '../../worker/request-guard';
import { getTrailingSlashRedirect } from '../../worker/routes/html';
import { acceptsGzip } from '../../worker/routes/compressed';
import { buildContent } from '../../scripts/content/pipeline';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../../scripts/lib/memory-kv';
import { input, validTree } from './build-fixtures';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br, gzip;q=0.5', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, br', false],
    ['br, gzip;q=0', false],
    ['identity', false],
    ['x-gzip-not', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, ok) => expect(acceptsGzip(header)).toBe(ok));
});

describe('getTrailingSlashRedirect', () => {
  it.each([
    ['https://x.nl/uitleg', '/uitleg/'],
    ['https://x.nl/uitleg?q=1', '/uitleg/?q=1'],
    ['https://x.nl/uitleg/', null],
    ['https://x.nl/uitleg/index.html', null],
    ['https://x.nl//evil.example/x', '/evil.example/x/'],
    ['https://x.nl/\\evil.example/x', '/evil.example/x/'],
    ['https://x.nl///2130706433', '/2130706433/'],
  ])('%s → %s', (url, target) => expect(getTrailingSlashRedirect(url)).toBe(target));
});

describe('getRawPathname', () => {
  it.each([
    ['https://x.nl/uitleg/%2e%2e/', '/uitleg/%2e%2e/'],
    ['https://x.nl/a?b=/c#d', '/a'],
    ['https://x.nl', '/'],
    ['http://x.nl:8787/a/b/', '/a/b/'],
  ])('%s → %s', (url, path) => expect(getRawPathname(url)).toBe(path));
});

describe('matchesEtag', () => {
  it.each([
    [undefined, '"a"', false],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['"a"', '', false],
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"b"', 'W/"a"', false],
  ])('If-None-Match %j vs %s → %s', (header, etag, ok) => expect(matchesEtag(header, etag)).toBe(ok));

  it.each([
    ['"abc"', 'W/"abc"'],
    ['W/"abc"', 'W/"abc"'],
    ['', ''],
  ])('toWeakEtag(%j) → %j', (etag, weak) => expect(toWeakEtag(etag)).toBe(weak));
});

describe('through app.request', () => {
  const output = buildContent(input(validTree()));
  const env = { CONTENT: createMemoryKv(output.kv), BUILD_ID: output.buildId };
  const request = (path: string, headers: Record<string, string> = {}) =>
    createApp().request(path, { headers }, env, NODE_EXECUTION_CONTEXT);

  it('If-None-Match with the ETag gives 304 without a body; another tag gives 200', async () => {
    const first = await request('/assets/data/uitleg/index.json');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\//);
    // Weak comparison: the same tag without W/ matches too.
    const again = await request('/assets/data/uitleg/index.json', { 'If-None-Match': etag.slice(2) });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await request('/assets/data/uitleg/index.json', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('a path without its slash is redirected with the query and a Cache-Control', async () => {
    const res = await request('/uitleg?x=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe('/uitleg/?x=1');
    expect(res.headers.get('Cache-Control')).toContain('max-age');
  });
});
