import { describe, expect, it } from 'vitest';
import { get } from './helpers';

/** Odd and hostile paths: every one must get a clean answer below 500 without a stack trace. */
const ODD_PATHS = [
  '/..',
  '/../',
  '/uitleg/../../',
  '/uitleg/%2e%2e/',
  '/uitleg/%2E%2E/%2E%2E/etc/passwd',
  '/assets/data/../shell/index.json',
  '/assets/data/%2e%2e/%2e%2e/index.json',
  '/assets/data/..%2f..%2fshell/index.json',
  '/uitleg/a%2fb/',
  '/uitleg/a%5cb/',
  '/uitleg\\..\\secret/',
  '/%00/',
  '/uitleg/%00.json',
  '/uitleg/%/',
  '/uitleg/%zz/',
  '/uitleg/%E0%A4%A/',
  '/%ff%fe/',
  '/uitleg/%C0%AE%C0%AE/',
  `/${'a'.repeat(2100)}/`,
  `/uitleg/${'x/'.repeat(1100)}`,
  `/assets/data/${'a'.repeat(3000)}/index.json`,
  '/wiki/x/',
  '/wiki/x/.json',
  '/wiki/x/%2e%2e.json',
  '/wiki/x/AAAAAAAAAAAAAAAAAAAAAAAA.json',
  '/wiki/x/<script>.json',
  '/link/abc.json',
  '/link/-1.json',
  '/link/99999999999999999999999.json',
  '/link/1/detail/../../x.json',
  '/flexsearch/../manifest.json',
  '/flexsearch/%2e%2e%2fmanifest.json',
  '/flexsearch/UPPER.json',
  '/nav/../shell.json',
  '/nav/xyz.json',
  '/images/../kv.json',
  '/images/x.png',
  '/images/%2e%2e%2fbuild.json',
  '/uitleg/werkplaats/detail/detail/',
  '/UITLEG/',
  '/uitleg//werkplaats/',
  '//evil.example/',
  '/uitleg/werkplaats/index.html',
  '/.env',
  '/.git/config',
  '/wp-admin/',
  '/uitleg/werkplaats/?q=%00',
  '/uitleg/?<script>=1',
  '/uitleg/%3Cimg%20src=x%20onerror=alert(1)%3E/',
  '/assets/data/index.json?../../',
  '/%F0%9F%9A%97/',
  '/uitleg/caf%C3%A9/',
  '/link/2947874874/detail/extra/',
  '/assets/data/uitleg/index.json/',
  '/assets/data//index.json',
];

describe('bad input never crashes the worker', () => {
  it.each(ODD_PATHS)('GET %s → clean non-5xx answer', async (path) => {
    const res = await get(path);
    expect(res.status).toBeLessThan(500);
    const body = await res.text();
    expect(body).not.toMatch(/\bat .+:\d+:\d+|Error:|stack/i);
    if (res.status >= 400) {
      const type = res.headers.get('Content-Type') ?? '';
      expect(type.startsWith('text/html') || type.startsWith('application/json')).toBe(true);
    }
  });

  it.each([
    ['/uitleg/%zz/', 400],
    ['/uitleg/a%2fb/', 400],
    ['/%00/', 400],
    [`/${'a'.repeat(2100)}/`, 414],
    ['/assets/data/..%2f..%2fshell/index.json', 400],
    ['/wiki/x/%2e%2e.json', 404],
  ])('%s → %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it('malformed JSON-route input is answered with a JSON error', async () => {
    const res = await get('/assets/data/%zz/index.json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'bad_request', path: '/assets/data/%zz/index.json' });
  });

  it.each(['PROPFIND', 'MKCOL', 'PUT', 'DELETE'])('method %s → 405', async (method) => {
    const res = await get('/uitleg/', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('huge and odd headers do not matter', async () => {
    const res = await get('/uitleg/', {
      headers: { 'X-Big': 'a'.repeat(60_000), 'If-None-Match': '"'.repeat(5000), 'Accept-Encoding': ';;;,,q=' },
    });
    expect(res.status).toBe(200);
  });
});
