/**
 * HTML as a static file (issue 16, issue 37): a weak ETag per (build, worker version, path), 304 on
 * If-None-Match, and bytes that are a function of those alone, so Workers Caching in front of the worker
 * can keep them. The worker itself keeps no copy: every answer it makes reads KV.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';

const app = createApp();

/** The fixture KV seen as build `build` (values rewritten from the fixture build's), recording every key read. */
function kvAs(build: string, reads: string[]): KVNamespace {
  const fixture = env.BUILD_ID;
  const rewrite = (value: unknown) => (typeof value === 'string' ? value.split(fixture).join(build) : value);
  return {
    async getWithMetadata(key: string, type: 'text' | 'arrayBuffer') {
      reads.push(key);
      const result = await env.CONTENT.getWithMetadata(key.replace(build, fixture), type as 'text');
      return { ...result, value: rewrite(result.value) };
    },
  } as unknown as KVNamespace;
}

/** One request through the app with its own execution context; waits for anything it left running. */
async function fetchAs(
  build: string,
  path: string,
  headers: Record<string, string> = {},
  workerVersion = 'worker-version-1',
  origin = 'https://uitleg.example.nl',
) {
  const reads: string[] = [];
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => pending.push(p),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  const res = await app.fetch(
    new Request(`${origin}${path}`, { headers }),
    { CONTENT: kvAs(build, reads), BUILD_ID: build, CF_VERSION_METADATA: { id: workerVersion, tag: '', timestamp: '' } },
    ctx,
  );
  const body = await res.text();
  await Promise.all(pending);
  return { res, body, reads };
}

describe('HTML validators, no copy in the worker', () => {
  it('the same page twice: the same bytes and ETag, KV read both times, nothing in the Cache API', async () => {
    const first = await fetchAs('aaaaaaaaaaa1', '/uitleg/werkplaats/');
    expect(first.res.status).toBe(200);
    expect(first.reads.length).toBeGreaterThan(0);
    const second = await fetchAs('aaaaaaaaaaa1', '/uitleg/werkplaats/');
    expect(second.res.status).toBe(200);
    expect(second.reads.length).toBeGreaterThan(0);
    expect(second.body).toBe(first.body);
    expect(second.res.headers.get('ETag')).toBe(first.res.headers.get('ETag'));
    expect(second.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(second.res.headers.get('Content-Security-Policy')).toBe(first.res.headers.get('Content-Security-Policy'));
    expect(second.res.headers.get('X-Html-Cache')).toBeNull();
    // The same default cache the removed Cache API layer wrote (typed as the DOM's CacheStorage in the test's lib).
    const cache = (caches as unknown as { default: Cache }).default;
    expect(await cache.match('https://uitleg.example.nl/uitleg/werkplaats/')).toBeUndefined();
  });

  it('another build never gets the old build’s HTML or ETag', async () => {
    const old = await fetchAs('aaaaaaaaaaa2', '/uitleg/facturen/');
    expect(old.body).toContain('content="aaaaaaaaaaa2"');
    const next = await fetchAs('bbbbbbbbbbb2', '/uitleg/facturen/');
    expect(next.body).toContain('content="bbbbbbbbbbb2"');
    expect(next.body).not.toContain('aaaaaaaaaaa2');
    expect(next.res.headers.get('ETag')).not.toBe(old.res.headers.get('ETag'));
  });

  it('a new worker version of the same build never gives a 304 for the old version’s ETag', async () => {
    const old = await fetchAs('aaaaaaaaaaa7', '/uitleg/facturen/', {}, 'version-old');
    const oldEtag = old.res.headers.get('ETag')!;
    const next = await fetchAs('aaaaaaaaaaa7', '/uitleg/facturen/', {}, 'version-new');
    expect(next.res.headers.get('ETag')).not.toBe(oldEtag);
    const revalidated = await fetchAs('aaaaaaaaaaa7', '/uitleg/facturen/', { 'If-None-Match': oldEtag }, 'version-newer');
    expect(revalidated.res.status).toBe(200);
    expect(revalidated.body).toContain('<html');
    // The old version still validates its own ETag (a rollback finds it again).
    const back = await fetchAs('aaaaaaaaaaa7', '/uitleg/facturen/', { 'If-None-Match': oldEtag }, 'version-old');
    expect(back.res.status).toBe(304);
  });

  it('ETag per (build, path): a page and its detail variant differ; If-None-Match gives 304 from KV metadata, on any origin', async () => {
    const page = await fetchAs('aaaaaaaaaaa3', '/uitleg/basics/');
    const detail = await fetchAs('aaaaaaaaaaa3', '/uitleg/basics/detail/');
    const etag = page.res.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"aaaaaaaaaaa3-[0-9a-f]{16}"$/);
    expect(detail.res.headers.get('ETag')).not.toBe(etag);
    const revalidated = await fetchAs(
      'aaaaaaaaaaa3',
      '/uitleg/basics/',
      { 'If-None-Match': etag },
      'worker-version-1',
      'https://andere.example.nl',
    );
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.res.headers.get('ETag')).toBe(etag);
    expect(revalidated.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('the not-found page, which echoes the path, has no validator and is never public', async () => {
    await fetchAs('aaaaaaaaaaa6', '/uitleg/bestaat-niet/');
    const again = await fetchAs('aaaaaaaaaaa6', '/uitleg/bestaat-niet/');
    expect(again.res.status).toBe(404);
    expect(again.res.headers.get('ETag')).toBeNull();
    expect(again.res.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.reads.length).toBeGreaterThan(0);
  });

  it('development (npm run dev) renders pages with 200 and never caches them, while unknown paths stay 404', async () => {
    const dev = createApp({ dev: true });
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const fetchDev = (path: string) =>
      dev.fetch(
        new Request(`https://uitleg.example.nl${path}`),
        { CONTENT: env.CONTENT, BUILD_ID: env.BUILD_ID, CF_VERSION_METADATA: env.CF_VERSION_METADATA },
        ctx,
      );
    for (const path of ['/', '/uitleg/werkplaats/']) {
      const res = await fetchDev(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('ETag')).toBeNull();
      expect(res.headers.get('Content-Security-Policy')).toContain("'unsafe-inline'");
      await res.text();
    }
    const missing = await fetchDev('/uitleg/bestaat-niet/');
    expect(missing.status).toBe(404);
    await missing.text();
  });
});
