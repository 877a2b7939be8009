/**
 * HTTP details as an API client or a cache meets them on the real server (issue 22, item 6): the
 * deploy bundle on workerd with Workers Static Assets, as `npm start` serves it, so the platform's
 * own compression and static file serving are in the path. Raw node:http requests: nothing decoded.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSite, serveLocalSite } from '../../scripts/lib/miniflare-server';
import { type RawResponse, rawRequest } from './raw-request';

let site: LocalSite;

beforeAll(async () => {
  site = await serveLocalSite({
    content: 'tests/fixtures/content',
    out: 'tests/.out/http-details-content',
    state: 'tests/.out/http-details-state',
  });
}, 300_000);

afterAll(async () => {
  await site?.dispose();
});

/** One request as a client sends it (raw-request.ts). */
const send = (path: string, method = 'GET', headers: Record<string, string> = {}) => rawRequest(site.url, path, method, headers);

const header = (res: RawResponse, name: string) => [res.headers[name.toLowerCase()] ?? ''].flat().join(', ');
const script = () => `/assets/js/${readdirSync('dist/client/assets/js').find((f) => f.endsWith('.js'))}`;

describe('through the platform (workerd compresses on the way out)', () => {
  const workerPaths = async () => {
    const manifest = await fetch(`${site.url}/flexsearch/manifest.json`).then((r) => r.json() as Promise<{ index: string[] }>);
    return [
      '/',
      '/uitleg/werkplaats/',
      '/assets/data/uitleg/werkplaats/index.json',
      '/openapi.json',
      `/nav/${site.buildId}.json`,
      '/sitemap.xml',
      '/images/apk-flow.svg',
      `/flexsearch/${manifest.index[0]}.json`,
      // Static files: Workers Static Assets serves them, through the worker (run_worker_first).
      script(),
      '/error.css',
      '/favicon-16x16.png',
    ];
  };

  it('one weak ETag for identity, gzip and br bodies alike, and it validates whatever the client accepts', async () => {
    for (const path of await workerPaths()) {
      const answers = [];
      for (const encoding of ['identity', 'gzip', 'br']) answers.push(await send(path, 'GET', { 'Accept-Encoding': encoding }));
      const tags = answers.map((res) => `${res.status} ${header(res, 'ETag')}`);
      expect(`${path} ${tags[0]}`).toMatch(/^\S+ 200 W\/"[^"]+"$/);
      expect(`${path} ${new Set(tags).size}`).toBe(`${path} 1`);
      // The body really was sent in different encodings: the ETag is shared knowingly.
      expect(`${path} ${header(answers[1]!, 'Vary')}`).toMatch(/Accept-Encoding/);
      for (const encoding of ['identity', 'br']) {
        const again = await send(path, 'GET', { 'Accept-Encoding': encoding, 'If-None-Match': header(answers[0]!, 'ETag') });
        expect(`${path} ${encoding} ${again.status}`).toBe(`${path} ${encoding} 304`);
      }
    }
  });

  it('robots.txt and static files vary on Accept-Encoding', async () => {
    for (const path of ['/robots.txt', script(), '/error.css']) {
      const res = await send(path, 'GET', { 'Accept-Encoding': 'gzip' });
      expect(`${path} ${res.status} ${header(res, 'Vary')}`).toBe(`${path} 200 Accept-Encoding`);
    }
  });

  it('a 405 on a static file names what is allowed', async () => {
    for (const [path, method] of [
      [script(), 'POST'],
      ['/favicon-16x16.png', 'DELETE'],
    ] as const) {
      const res = await send(path, method);
      expect(`${method} ${path} ${res.status} ${header(res, 'Allow')}`).toBe(`${method} ${path} 405 GET, HEAD, OPTIONS`);
    }
  });

  it('a CORS preflight on the client bundle grants the read, like the JSON files', async () => {
    const res = await send(script(), 'OPTIONS', { Origin: 'https://elders.nl', 'Access-Control-Request-Method': 'GET' });
    expect(`${res.status} ${header(res, 'Access-Control-Allow-Origin')} ${header(res, 'Allow')}`).toBe('204 * GET, HEAD, OPTIONS');
  });

  it('static files keep the headers of _headers and a missing one is the not-found page', async () => {
    const res = await send(script());
    expect(header(res, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header(res, 'Access-Control-Allow-Origin')).toBe('*');
    expect(header(res, 'Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    const missing = await send('/assets/js/nope-0000.js');
    expect(`${missing.status} ${header(missing, 'Content-Type')}`).toBe('404 text/html; charset=utf-8');
  });

  it('a CORS preflight on an HTML page grants nothing; on a JSON file it grants the read', async () => {
    const preflight = {
      Origin: 'https://elders.nl',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'if-none-match',
    };
    const page = await send('/uitleg/werkplaats/', 'OPTIONS', preflight);
    expect(page.status).toBe(204);
    expect(header(page, 'Access-Control-Allow-Origin')).toBe('');
    const json = await send('/assets/data/uitleg/werkplaats/index.json', 'OPTIONS', preflight);
    expect(header(json, 'Access-Control-Allow-Origin')).toBe('*');
  });
});
