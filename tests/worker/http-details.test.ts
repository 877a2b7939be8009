/**
 * HTTP details an API client or a cache relies on (issue 22, item 6), inside workerd: one weak ETag
 * per content whatever the encoding (the platform compresses on the way out and keeps the header),
 * a search chunk's validator that works when the platform decompresses, Vary on robots.txt, no CORS
 * grant in a page's preflight, and a Date of the answer on HTML from the edge copy.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { getHtmlCacheKey } from '../../worker/html-cache';
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

describe('HTML from the edge copy', () => {
  it('carries the Date of the answer, not the Date it was stored with', async () => {
    const version = { build: env.BUILD_ID, worker: 'worker-version-date' };
    const stale = 'Mon, 01 Jan 2024 00:00:00 GMT';
    const stored = new Response('<!doctype html><html><body>stored</body></html>', {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `W/"${env.BUILD_ID}-0000000000000000"`,
        Date: stale,
      },
    });
    // The same default cache worker/html-cache.ts reads (typed as the DOM's CacheStorage in the test's lib).
    await (caches as unknown as { default: Cache }).default.put(
      getHtmlCacheKey('https://uitleg.example.nl', version, '/uitleg/facturen/'),
      stored,
    );
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const before = Date.now() - 1000;
    const res = await createApp().fetch(
      new Request('https://uitleg.example.nl/uitleg/facturen/'),
      { ...env, CF_VERSION_METADATA: { id: version.worker, tag: '', timestamp: '' } },
      ctx,
    );
    expect(await res.text()).toContain('stored');
    expect(res.headers.get('X-Html-Cache')).toBe('hit');
    const date = res.headers.get('Date');
    expect(date).not.toBe(stale);
    expect(Date.parse(date ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(res.headers.get('Age')).toBeNull();
  });
});
