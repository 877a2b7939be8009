import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { manifestKey, navKey } from '../../core/kv-keys';
import { buildId, get } from './helpers';

const JSON_ROUTES = [
  '/assets/data/index.json',
  '/assets/data/uitleg/index.json',
  '/assets/data/uitleg/werkplaats/apk-raadplegen/apk-status/index.json',
  '/assets/data/404/index.json',
  '/wiki/x/OgC1rw.json',
  '/link/2947874874.json',
  '/link/2947874874/detail.json',
];

describe('JSON routes', () => {
  it.each(JSON_ROUTES)('GET %s → 200 with ETag, build hash, CORS and the stored shape', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    // The stored value's digest, the build and, at a wiki or link route, the template: what the answer is made of.
    expect(res.headers.get('ETag')).toMatch(/^W\/"[A-Za-z0-9_-]{22}\.[0-9a-f]{12}(\.(wiki|link))?"$/);
    expect(res.headers.get('X-Build-Hash')).toBe(buildId());
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toContain('must-revalidate');
    const body = (await res.json()) as { hash: string; context: object; page: { id: string } };
    expect(body.hash).toBe(buildId());
    expect(body.context).toBeTypeOf('object');
    expect(body.page.id).toMatch(/^\d+$/);
  });

  it.each(JSON_ROUTES)('GET %s with If-None-Match → 304 without body', async (path) => {
    const etag = (await get(path)).headers.get('ETag')!;
    const res = await get(path, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('ETag')).toBe(etag);
    expect(res.headers.get('X-Build-Hash')).toBe(buildId());
  });

  it('a stale If-None-Match gets the full body', async () => {
    const res = await get('/assets/data/uitleg/index.json', { headers: { 'If-None-Match': '"stale"' } });
    expect(res.status).toBe(200);
  });

  it.each(JSON_ROUTES)('HEAD %s → same headers, no body', async (path) => {
    const res = await get(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('wiki, link and page data show the same page; parent_page only on child pages', async () => {
    const wiki = (await (await get('/wiki/x/OgC1rw.json')).json()) as {
      page: { id: string; slug: string; parent_page?: string };
      context: { template: string; canonical: string };
    };
    expect(wiki.page.id).toBe('2947874874');
    expect(wiki.context.template).toBe('wiki');
    expect(wiki.context.canonical).toBe('/uitleg/werkplaats/');
    expect(wiki.page.parent_page).toBe('2064466');
    const root = (await (await get('/assets/data/uitleg/index.json')).json()) as { page: { parent_page?: string } };
    expect(root.page.parent_page).toBeUndefined();
    const link = (await (await get('/link/2947874874.json')).json()) as { context: { template: string } };
    expect(link.context.template).toBe('link');
  });

  it('the not-found data says so by its page kind alone (no separate flag)', async () => {
    const body = (await (await get('/assets/data/404/index.json')).json()) as { context: Record<string, unknown> };
    expect(body.context).toEqual({ template: 'not-found', canonical: '/404/' });
  });

  it.each([
    '/assets/data/uitleg/bestaat-niet/index.json',
    '/assets/data/UITLEG/index.json',
    '/wiki/x/ZZZZZZ.json',
    '/link/999.json',
    '/link/999/detail.json',
    '/flexsearch/nope.json',
    '/nav/000000000000.json',
  ])('missing %s → 404 JSON error', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.json()).toEqual({ error: 'not_found', path });
  });

  it('the nav of the current build is immutable', async () => {
    const res = await get(`/nav/${buildId()}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    const nav = (await res.json()) as { name: string; path: string; children: { path: string }[] };
    expect(nav.name).toBe('Uitleg');
    expect(nav.children.map((c) => c.path)).toEqual(['basics', 'werkplaats', 'facturen']);
  });

  it('the nav of an earlier build still in KV is served (a reader on the previous build keeps its menu)', async () => {
    const previous = 'bbbbbbbbbbb1';
    await env.CONTENT.put('v/prev-nav', '{"name":"Uitleg (vorige build)","path":"uitleg","children":[]}', {
      metadata: { etag: '"prev-nav"', type: 'application/json; charset=utf-8' },
    });
    await env.CONTENT.put(manifestKey(previous), JSON.stringify({ build: previous, values: { [navKey()]: 'v/prev-nav' }, ids: {} }));
    const res = await get(`/nav/${previous}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('W/"prev-nav"');
    expect(((await res.json()) as { name: string }).name).toBe('Uitleg (vorige build)');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'])('%s → 405 with Allow', async (method) => {
    const res = await get('/assets/data/uitleg/index.json', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('Content-Type')).toContain('application/json');
  });

  it('OPTIONS preflight → 204 with CORS', async () => {
    const res = await get('/wiki/x/OgC1rw.json', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elders.nl', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('GET');
  });

  it('content images are served as SVG with a locked-down CSP', async () => {
    const res = await get('/images/apk-flow.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
