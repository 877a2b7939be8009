import { describe, expect, it } from 'vitest';
import type { PageData } from '../../core/types';
import { LoadError } from '../../client/router/errors';
import { createPageDataLoader, MAX_PREFETCHES_IN_FLIGHT } from '../../client/router/page-data-loader';

const HASH = 'aaaaaaaaaaaa';
const data = (over: Partial<PageData> = {}): PageData =>
  ({
    hash: HASH,
    context: { template: 'doc', canonical: '/uitleg/' },
    page: { id: '1', title: 'T', space: 'S', slug: '/uitleg', description: '', labels: [], html: '', toc: [], breadcrumbs: [] },
    ...over,
  }) as PageData;

function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    if (!route) return new Response('{}', { status: 404 });
    return route();
  }) as typeof fetch;
  return { fn, calls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

async function errorOf(promise: Promise<unknown>): Promise<LoadError> {
  try {
    await promise;
  } catch (error) {
    return error as LoadError;
  }
  throw new Error('expected a failure');
}

describe('page data loading (spec 4 and the error catalogue of spec 8)', () => {
  it('takes embedded state first, then cache, then fetch with credentials', async () => {
    const { fn, calls } = fakeFetch({ '/b.json': json(data()) });
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH, embedded: { url: '/a.json', data: data() } });
    await loader.load('/a.json');
    expect(calls).toHaveLength(0);
    await loader.load('/b.json');
    await loader.load('/b.json');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init?.credentials).toBe('include');
  });

  it.each<[string, () => Response | Promise<Response>, string, string]>([
    ['404', json({}, 404), 'NOT_FOUND', 'Could not find /x.json'],
    ['not-found data', json(data({ context: { template: 'not-found', canonical: '/404/' } })), 'NOT_FOUND', 'Could not find /x.json'],
    ['other status', json({}, 500), 'HTTP', 'Failed to fetch /x.json'],
    ['unparseable JSON', () => new Response('{nope'), 'PARSE', 'Failed to parse JSON'],
    ['JSON without hash', json({ context: {} }), 'NO_HASH', 'JSON data is missing a hash'],
    [
      'hash mismatch',
      json(data({ hash: 'bbbbbbbbbbbb' })),
      'INVALID_HASH',
      'Hash did not match: expected aaaaaaaaaaaa, received bbbbbbbbbbbb',
    ],
    ['network error', () => Promise.reject(new TypeError('offline')), 'NETWORK', 'Failed to fetch'],
  ])('%s → %s', async (_name, response, code, message) => {
    const { fn } = fakeFetch({ '/x.json': response });
    const error = await errorOf(createPageDataLoader({ fetch: fn, pageHash: HASH }).load('/x.json'));
    expect(error).toBeInstanceOf(LoadError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('the hash mismatch error carries both hashes', async () => {
    const { fn } = fakeFetch({ '/x.json': json(data({ hash: 'bbbbbbbbbbbb' })) });
    const error = await errorOf(createPageDataLoader({ fetch: fn, pageHash: HASH }).load('/x.json'));
    expect(error.details).toEqual({ expected: HASH, received: 'bbbbbbbbbbbb' });
  });

  it('loadNotFound returns the not-found page data itself', async () => {
    const notFound = data({ context: { template: 'not-found', canonical: '/404/' } });
    const { fn } = fakeFetch({ '/404.json': json(notFound) });
    expect((await createPageDataLoader({ fetch: fn, pageHash: HASH }).loadNotFound('/404.json')).context.template).toBe('not-found');
  });

  it('prefetch fills the cache and ignores failures', async () => {
    const { fn, calls } = fakeFetch({ '/p.json': json(data()) });
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH });
    await loader.prefetch('/p.json');
    await loader.prefetch('/missing.json');
    await loader.load('/p.json');
    expect(calls.map((c) => c.url)).toEqual(['/p.json', '/missing.json']);
  });
});

describe('prefetch queue', () => {
  /** A fetch whose responses the test releases one by one. */
  function heldFetch() {
    const calls: string[] = [];
    const release = new Map<string, () => void>();
    const fn = ((input: string | URL) => {
      const url = String(input);
      calls.push(url);
      return new Promise<Response>((resolve) => release.set(url, () => resolve(new Response(JSON.stringify(data())))));
    }) as typeof fetch;
    return { fn, calls, release: (url: string) => release.get(url)!() };
  }

  it(`keeps at most ${MAX_PREFETCHES_IN_FLIGHT} prefetches in flight and starts the next when one ends`, async () => {
    const { fn, calls, release } = heldFetch();
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH });
    const urls = ['/1.json', '/2.json', '/3.json', '/4.json'];
    const done = urls.map((u) => loader.prefetch(u));
    expect(calls).toEqual(urls.slice(0, MAX_PREFETCHES_IN_FLIGHT));
    release('/1.json');
    await done[0];
    expect(calls).toEqual(urls.slice(0, MAX_PREFETCHES_IN_FLIGHT + 1));
  });

  it('a navigation reuses a prefetch in flight instead of fetching again', async () => {
    const { fn, calls, release } = heldFetch();
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH });
    void loader.prefetch('/a.json');
    const loaded = loader.load('/a.json');
    release('/a.json');
    expect((await loaded).hash).toBe(HASH);
    expect(calls).toEqual(['/a.json']);
  });

  it('a navigation to a queued prefetch starts it at once, ahead of the queue', async () => {
    const { fn, calls, release } = heldFetch();
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH });
    for (const u of ['/1.json', '/2.json', '/3.json', '/4.json']) void loader.prefetch(u);
    const loaded = loader.load('/4.json');
    expect(calls).toContain('/4.json');
    expect(calls).not.toContain('/3.json');
    release('/4.json');
    expect((await loaded).hash).toBe(HASH);
    expect(calls.filter((u) => u === '/4.json')).toHaveLength(1);
  });

  it('an aborted navigation stops waiting for the prefetch it reused', async () => {
    const { fn } = heldFetch();
    const loader = createPageDataLoader({ fetch: fn, pageHash: HASH });
    void loader.prefetch('/a.json');
    const controller = new AbortController();
    const loaded = loader.load('/a.json', controller.signal);
    controller.abort();
    await expect(loaded).rejects.toThrow();
  });
});
