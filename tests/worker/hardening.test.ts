/**
 * What an attacker or an API client probing odd URLs meets (issue 11): no redirect off the site, no
 * 5xx from a long path, no internals in error bodies, JSON errors on JSON routes, headers once and right.
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers';

/** A Location is same-origin when it is a path with exactly one leading slash (no '//' or '/\'). */
const isSameOriginPath = (location: string | null) => location !== null && /^\/(?![/\\])/.test(location);

describe('redirects never leave the site', () => {
  it.each(['//evil.example/x', '/\\evil.example/x', '///evil.example/x', '//2130706433', '////evil.example', '/\\/evil.example/x?y=1'])(
    '%s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) {
        expect(isSameOriginPath(res.headers.get('Location'))).toBe(true);
        expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
      }
    },
  );

  it('//evil.example/x collapses to the site path /evil.example/x/', async () => {
    const res = await get('//evil.example/x');
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe('/evil.example/x/');
  });

  it('an ordinary trailing-slash redirect keeps the query and carries Cache-Control', async () => {
    const res = await get('/uitleg/werkplaats?a=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe('/uitleg/werkplaats/?a=1');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});

describe('a path whose key cannot exist is a 404, not a 503', () => {
  const long = 'a'.repeat(600);
  it.each([
    [`/uitleg/${long}/`, 'text/html'],
    [`/uitleg/${'a/'.repeat(400)}`, 'text/html'],
    [`/assets/data/${long}/index.json`, 'application/json'],
    [`/assets/data/uitleg/${'a/'.repeat(300)}index.json`, 'application/json'],
    [`/wiki/x/${long}/`, 'text/html'],
  ])('%#: 404 %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Retry-After')).toBeNull();
    expect(res.headers.get('Content-Type')).toContain(type);
  });
});

describe('JSON route families answer JSON', () => {
  it.each([
    '/link/-1.json',
    '/link/abc.json',
    '/wiki/x/AAAAAAAAAAAA.json',
    '/nav/latest.json',
    '/flexsearch/AAA.json',
    '/flexsearch/',
    '/assets/data/',
    '/images/x.png',
    '/uitleg/werkplaats.json',
    '/nav/',
  ])('%s → 404 JSON with CORS', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const text = await res.text();
    expect(text.length).toBeLessThan(3000);
    expect(JSON.parse(text)).toEqual({ error: 'not_found', path });
  });

  it('HTML routes keep the Dutch not-found page', async () => {
    const res = await get('/uitleg/bestaat-niet/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).toContain('<html lang="nl"');
  });
});

describe('headers once and right', () => {
  it('HTML varies on Accept-Encoding', async () => {
    const res = await get('/uitleg/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
  });

  it('a search chunk has one weak ETag for its gzip and plain bytes (the platform may decompress), and another tag gets 200', async () => {
    const manifest = (await (await get('/flexsearch/manifest.json')).json()) as { index: string[] };
    const path = `/flexsearch/${manifest.index[0]}.json`;
    const gzip = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
    const gzipTag = gzip.headers.get('ETag')!;
    expect(gzipTag).toMatch(/^W\/"[^"]+"$/);
    expect(plain.headers.get('ETag')).toBe(gzipTag);
    expect((await get(path, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': gzipTag } })).status).toBe(304);
    expect((await get(path, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': 'W/"other"' } })).status).toBe(200);
  });

  it('/openapi.json has an ETag and answers 304 to it', async () => {
    const res = await get('/openapi.json');
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{20}"$/);
    expect((await get('/openapi.json', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it('each security header appears once', async () => {
    const res = await get('/uitleg/');
    // Headers.get joins a repeated header with ', ', so an exact value means it was sent once.
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
  });
});

describe('detail is a whole path segment', () => {
  it('a slug that merely starts with "detail" is a full page that cannot be framed', async () => {
    const res = await get('/uitleg/detailhandel/');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('the /detail/ variant stays bare and frameable by the embed origins', async () => {
    const res = await get('/uitleg/werkplaats/detail/');
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    expect(res.headers.get('Content-Security-Policy')).not.toContain("frame-ancestors 'none'");
  });
});
