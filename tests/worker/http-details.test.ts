/**
 * HTTP details an API client or a cache relies on (issue 22, item 6), inside workerd: one weak ETag
 * per content whatever the encoding (the platform compresses on the way out and keeps the header),
 * a search chunk's validator that works when the platform decompresses, Vary on robots.txt, no CORS
 * grant in a page's preflight.
 */
import { describe, expect, it } from 'vitest';
import { buildId, get } from './helpers';

const manifest = async () => (await (await get('/flexsearch/manifest.json')).json()) as { index: string[]; docs: string[] };

describe('validators', () => {
  const paths = async () => [
    '/',
    '/uitleg/werkplaats/',
    '/assets/data/uitleg/werkplaats/index.json',
    '/wiki/x/OgC1rw.json',
    '/openapi.json',
    `/nav/${buildId()}.json`,
    '/sitemap.xml',
    '/images/apk-flow.svg',
    '/flexsearch/manifest.json',
    `/flexsearch/${(await manifest()).index[0]}.json`,
    '/flexsearch.json',
  ];

  it('every ETag is weak and the same for identity, gzip and br; each validates itself to 304', async () => {
    for (const path of await paths()) {
      const tags = [];
      for (const encoding of ['identity', 'gzip', 'br', 'gzip, deflate, br']) {
        const res = await get(path, { headers: { 'Accept-Encoding': encoding } });
        await res.arrayBuffer();
        expect(`${path} ${res.status}`).toBe(`${path} 200`);
        tags.push(res.headers.get('ETag'));
      }
      expect(`${path} ${tags[0]}`).toMatch(/^\S+ W\/"[^"]+"$/);
      expect(new Set(tags).size).toBe(1);
      const again = await get(path, { headers: { 'If-None-Match': tags[0]! } });
      expect(`${path} ${again.status}`).toBe(`${path} 304`);
    }
  });

  it('a search chunk’s ETag as an identity client gets it validates while the worker sees gzip (the platform decompresses)', async () => {
    const path = `/flexsearch/${(await manifest()).docs[0]}.json`;
    const plain = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
    await plain.arrayBuffer();
    const etag = plain.headers.get('ETag')!;
    // On Cloudflare the worker is told `gzip, br` whatever the client sent.
    for (const encoding of ['identity', 'gzip, br']) {
      expect((await get(path, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag } })).status).toBe(304);
    }
  });
});

describe('Vary and CORS', () => {
  it('robots.txt varies on Accept-Encoding (the platform compresses it)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('a CORS preflight on an HTML page gets Allow but no CORS grant; on a JSON file it gets the grant', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: { Origin: 'https://elders.nl', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    };
    for (const path of ['/', '/uitleg/werkplaats/', '/uitleg/werkplaats/detail/']) {
      const res = await get(path, preflight);
      expect(res.status).toBe(204);
      expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
      expect(`${path} ${res.headers.get('Access-Control-Allow-Origin')}`).toBe(`${path} null`);
      expect(res.headers.get('Access-Control-Allow-Headers')).toBeNull();
    }
    const json = await get('/assets/data/uitleg/werkplaats/index.json', preflight);
    expect(json.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
