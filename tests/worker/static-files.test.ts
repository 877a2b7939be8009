/**
 * Static files through the worker (run_worker_first): the asset server's strong ETag becomes the weak one
 * every other answer carries, compared weakly; a file it lacks is the not-found page. The ASSETS binding is
 * stood in for by a fetcher that answers like Workers Static Assets (strong ETag, strong comparison).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { isStaticFilePath } from '../../worker/routes/static-files';
import { BASE } from './helpers';

const FILES: Record<string, { body: string; type: string }> = {
  '/assets/js/entry-browser-AbC123.js': { body: 'console.log(1)', type: 'text/javascript' },
  '/favicon-16x16.png': { body: 'png', type: 'image/png' },
};

/** What Workers Static Assets does: the file with a strong ETag, 304 only on an exact strong match. */
const assets = {
  requests: [] as Request[],
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    assets.requests.push(request);
    const file = FILES[new URL(request.url).pathname];
    if (!file) return Promise.resolve(new Response('Not Found', { status: 404 }));
    const etag = `"${file.body.length}-strong"`;
    if (request.headers.get('If-None-Match') === etag) return Promise.resolve(new Response(null, { status: 304, headers: { ETag: etag } }));
    const headers = { ETag: etag, 'Content-Type': file.type, 'Cache-Control': 'public, max-age=31536000, immutable' };
    return Promise.resolve(new Response(request.method === 'HEAD' ? null : file.body, { headers }));
  },
};

const app = createApp();
const send = (path: string, init: RequestInit = {}) => app.request(`${BASE}${path}`, init, { ...env, ASSETS: assets });

describe('isStaticFilePath', () => {
  it.each([
    ['/assets/js/entry-browser-AbC123.js', true],
    ['/favicon-16x16.png', true],
    ['/error.css', true],
    ['/logo.svg', true],
    ['/assets/js/', false],
    ['/assets/js/nested/x.js', false],
    ['/assets/data/index.json', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/openapi.json', false],
    ['/uitleg/werkplaats/', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isStaticFilePath(path)).toBe(expected);
  });
});

describe('static files through the worker', () => {
  it('sends the asset server’s ETag weak, with the file and its headers', async () => {
    const res = await send('/assets/js/entry-browser-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('W/"14-strong"');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers 304 to the weak tag it sent and to the strong one, comparing weakly', async () => {
    for (const tag of ['W/"14-strong"', '"14-strong"', '"other", W/"14-strong"']) {
      const res = await send('/assets/js/entry-browser-AbC123.js', { headers: { 'If-None-Match': tag } });
      expect(`${tag} ${res.status} ${res.headers.get('ETag')}`).toBe(`${tag} 304 W/"14-strong"`);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
    const changed = await send('/assets/js/entry-browser-AbC123.js', { headers: { 'If-None-Match': 'W/"old"' } });
    expect(changed.status).toBe(200);
  });

  it('HEAD has the headers and no body', async () => {
    const res = await send('/favicon-16x16.png', { method: 'HEAD' });
    expect(`${res.status} ${res.headers.get('ETag')} ${res.headers.get('Content-Type')}`).toBe('200 W/"3-strong" image/png');
    expect(await res.text()).toBe('');
  });

  it('a file the asset server lacks is the site’s not-found page', async () => {
    const res = await send('/assets/js/gone-000000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<html');
  });

  it('never forwards a method other than GET or HEAD, and never a page path', async () => {
    assets.requests.length = 0;
    const post = await send('/favicon-16x16.png', { method: 'POST' });
    expect(`${post.status} ${post.headers.get('Allow')}`).toBe('405 GET, HEAD, OPTIONS');
    const preflight = await send('/assets/js/entry-browser-AbC123.js', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elders.nl', 'Access-Control-Request-Method': 'GET' },
    });
    expect(`${preflight.status} ${preflight.headers.get('Access-Control-Allow-Origin')}`).toBe('204 *');
    await send('/uitleg/werkplaats/');
    expect(assets.requests.map((r) => new URL(r.url).pathname)).toEqual([]);
  });
});
