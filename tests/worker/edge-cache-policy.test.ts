/**
 * Workers Caching in front of the worker is keyed per worker version, so every versioned public 200 may
 * live there for the version's lifetime; errors, the not-found page and unversioned answers never.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { EDGE_CACHE_CONTROL, EDGE_CACHE_HEADER, isVersionStable } from '../../worker/edge-cache-policy';
import { get } from './helpers';

describe('edge cache policy', () => {
  it.each([
    [200, 'public, max-age=0, must-revalidate', true],
    [200, 'public, max-age=31536000, immutable', true],
    [200, 'no-store', false],
    [200, 'private, max-age=60', false],
    [200, null, false],
    [404, 'public, max-age=3600', false],
    [308, 'public, max-age=3600', false],
    [304, 'public, max-age=0, must-revalidate', false],
  ])('status %i with Cache-Control %s → stable %s', (status, cacheControl, stable) => {
    expect(isVersionStable(status, cacheControl)).toBe(stable);
  });

  it('marks pages, page data, search chunks and the API description, and not errors or the not-found page', async () => {
    const manifest = (await (await get('/flexsearch/manifest.json')).json()) as { index: string[] };
    for (const path of [
      '/uitleg/werkplaats/',
      '/assets/data/uitleg/werkplaats/index.json',
      `/flexsearch/${manifest.index[0]}.json`,
      '/openapi.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get(EDGE_CACHE_HEADER), path).toBe(EDGE_CACHE_CONTROL);
      await res.arrayBuffer();
    }
    for (const path of ['/uitleg/bestaat-niet/', '/assets/data/uitleg/bestaat-niet/index.json', '/uitleg/werkplaats']) {
      const res = await get(path);
      expect(res.headers.get(EDGE_CACHE_HEADER), path).toBeNull();
      await res.arrayBuffer();
    }
  });

  it('marks nothing when the worker does not know its version', async () => {
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const res = await createApp().fetch(
      new Request('https://uitleg.example.nl/uitleg/werkplaats/'),
      { CONTENT: env.CONTENT, BUILD_ID: env.BUILD_ID } as never,
      ctx,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    await res.text();
  });
});
