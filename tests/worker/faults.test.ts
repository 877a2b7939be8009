/**
 * Storage faults inside workerd (issue 38, docs/faults.md): KV reads that throw, never answer or answer
 * nothing, and a D1 that is down, with the real bindings wrapped to fail on demand (faulty-kv.ts). A copy
 * Workers Caching holds is served in front of the worker; the worker itself gives a reader the Dutch error
 * page and an API client JSON, both 503 with Retry-After; an event batch is dropped with a log line; never a 500, a stack or a hang.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { KV_TIMEOUT_MS } from '../../worker/content-store';
import type { Env } from '../../worker/env';
import { createFaultyKv, createRandom, type KvFault } from './faulty-kv';

const app = createApp({ insightsCoalesceMs: 0 });

afterEach(() => vi.restoreAllMocks());

/** The bindings of a request: the test's, with CONTENT (and whatever else) replaced. */
const bindings = (overrides: Partial<Env>): Env => ({
  CONTENT: env.CONTENT,
  BUILD_ID: env.BUILD_ID,
  CF_VERSION_METADATA: env.CF_VERSION_METADATA,
  INSIGHTS: env.INSIGHTS,
  ...overrides,
});

/** One request through the app with its own execution context; waits for what it left running (cache put, event writes). */
async function request(path: string, kv: KVNamespace, init: RequestInit & { env?: Partial<Env> } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://uitleg.example.nl${path}`, init), bindings({ CONTENT: kv, ...init.env }), ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, headers: res.headers });
}

const failing = (fault: KvFault) => createFaultyKv(env.CONTENT, () => fault);

/** Reads of the shell succeed, every other read fails: the fault comes in the middle of the request. */
const failingAfterShell = (fault: KvFault) => createFaultyKv(env.CONTENT, (key) => (key.endsWith('/shell') ? null : fault));

async function expectErrorPage(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('30');
  expect(res.headers.get('Content-Type')).toContain('text/html');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(res.headers.get('Content-Security-Policy')).toBeTruthy();
  const html = await res.text();
  expect(html).toContain('<html lang="nl">');
  expect(html).toContain('Even niet beschikbaar');
  expect(html).not.toMatch(/KV GET failed|injected|at .+:\d+|timed out/);
}

describe('storage faults', () => {
  it.each(['/uitleg/', '/uitleg/werkplaats/', '/'])('KV errors on %s → friendly Dutch 503 page with Retry-After', async (path) => {
    await expectErrorPage(await request(path, failing('throw')));
  });

  it.each(['/assets/data/uitleg/index.json', '/wiki/x/OgC1rw.json', '/flexsearch/manifest.json'])(
    'KV errors on %s → JSON 503',
    async (path) => {
      const res = await request(path, failing('throw'));
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: 'unavailable', path });
      // Neither the platform's message nor the storage key reaches the client.
      expect(text).not.toMatch(/KV GET failed|injected|\/page\/|[0-9a-f]{12}\//);
    },
  );

  it('a KV read that never answers times out into a 503: a page gets the error page, page data JSON', async () => {
    const started = Date.now();
    const [page, data, chunkless] = await Promise.all([
      request('/uitleg/facturen/', failingAfterShell('hang')),
      request('/assets/data/uitleg/index.json', failing('hang')),
      request('/flexsearch.json', failing('hang')),
    ]);
    await expectErrorPage(page);
    expect(data.status).toBe(503);
    expect(await data.json()).toEqual({ error: 'unavailable', path: '/assets/data/uitleg/index.json' });
    expect(chunkless.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(KV_TIMEOUT_MS + 5_000);
  }, 20_000);

  it('KV that throws after the shell was read (mid-request) → the error page, not a half page or a 500', async () => {
    await expectErrorPage(await request('/uitleg/basics/helpdesk/', failingAfterShell('throw')));
  });

  it('KV that answers nothing mid-request → the error page for a page (not even the not-found page could be read), a 404 for JSON (a missing key)', async () => {
    await expectErrorPage(await request('/uitleg/basics/ticket-aanmaken/', failingAfterShell('empty')));
    const data = await request('/assets/data/uitleg/index.json', failing('empty'));
    expect(data.status).toBe(404);
    expect(await data.json()).toEqual({ error: 'not_found', path: '/assets/data/uitleg/index.json' });
  });

  it('a build whose keys are missing (an interrupted deploy) answers 503 for pages, 404 JSON for data, never 500', async () => {
    const res = await request('/uitleg/', env.CONTENT, { env: { BUILD_ID: 'abcdefabcdef' } });
    expect(res.status).toBe(503);
    const data = await request('/assets/data/uitleg/index.json', env.CONTENT, { env: { BUILD_ID: 'abcdefabcdef' } });
    expect(data.status).toBe(404);
  });

  it('a half-written newer build (values, no manifest yet) does not change what the live build serves', async () => {
    await env.CONTENT.put('v/half-written', JSON.stringify({ context: { template: 'doc' }, page: { title: 'Half' } }));
    const res = await request('/assets/data/uitleg/index.json', env.CONTENT);
    expect(((await res.json()) as { hash: string }).hash).toBe(env.BUILD_ID);
    expect((await request('/assets/data/uitleg/index.json', env.CONTENT, { env: { BUILD_ID: 'abcdefabcde0' } })).status).toBe(404);
  });

  it('a page served a moment ago is a 503 with Retry-After while KV throws, never answers or answers nothing, with or without its ETag', async () => {
    // The worker keeps no copy of a page: Workers Caching in front of it serves its copy, the worker cannot.
    const path = '/uitleg/basics/';
    const first = await request(path, env.CONTENT);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    for (const fault of ['throw', 'hang', 'empty'] as const) {
      await expectErrorPage(await request(path, failing(fault)));
      // A validator does not spare the KV read: the page's ETag covers its data's digest.
      await expectErrorPage(await request(path, failing(fault), { headers: { 'If-None-Match': etag } }));
    }
  }, 30_000);
});

describe('D1 down', () => {
  const unavailable = {
    prepare: () => {
      throw new Error('D1_ERROR: database unavailable');
    },
    batch: () => Promise.reject(new Error('D1_ERROR: database unavailable')),
  } as unknown as D1Database;

  it('an event batch is dropped and logged, the answer is 204 and pages are unaffected', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posted = await request('/api/events', env.CONTENT, {
      method: 'POST',
      headers: { Origin: 'https://uitleg.example.nl', 'CF-Connecting-IP': '192.0.2.38' },
      body: JSON.stringify({ events: [{ type: 'pageview', path: '/uitleg/' }] }),
      env: { INSIGHTS: unavailable },
    });
    expect(posted.status).toBe(204);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^insights: batch dropped/), expect.any(Error));
    expect((await request('/uitleg/werkplaats/', env.CONTENT, { env: { INSIGHTS: unavailable } })).status).toBe(200);
  });
});

describe('a soak with 10 % of KV reads failing', () => {
  it('every answer is 200, 304, 404 or 503 (events 204), none hangs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const random = createRandom(38);
    // Of the reads that fail, most throw or answer nothing, some answer late and a few never answer (then the
    // worker's own timeout answers): 10 % of all reads in all.
    const FAULTS: KvFault[] = [
      ...Array<KvFault>(9).fill('throw'),
      ...Array<KvFault>(6).fill('empty'),
      ...Array<KvFault>(4).fill('slow'),
      'hang',
    ];
    let reads = 0;
    let failed = 0;
    const kv = createFaultyKv(env.CONTENT, () => {
      reads++;
      if (random() >= 0.1) return null;
      failed++;
      return FAULTS[Math.floor(random() * FAULTS.length)]!;
    });
    const etag = (await request('/assets/data/uitleg/werkplaats/index.json', env.CONTENT)).headers.get('ETag')!;
    const event = (path: string) => ({
      method: 'POST',
      headers: { Origin: 'https://uitleg.example.nl', 'CF-Connecting-IP': `198.51.100.${Math.floor(random() * 250) + 1}` },
      body: JSON.stringify({ events: [{ type: 'pageview', path }] }),
    });
    const mix: [string, RequestInit][] = [
      ['/', {}],
      ['/uitleg/', {}],
      ['/uitleg/werkplaats/', {}],
      ['/uitleg/facturen/', {}],
      ['/uitleg/bestaat-niet/', {}],
      ['/assets/data/uitleg/index.json', {}],
      ['/assets/data/uitleg/werkplaats/index.json', { headers: { 'If-None-Match': etag } }],
      ['/assets/data/uitleg/basics/index.json', { method: 'HEAD' }],
      ['/wiki/x/OgC1rw.json', {}],
      ['/flexsearch/manifest.json', {}],
      [`/nav/${env.BUILD_ID}.json`, {}],
      ['/sitemap.xml', {}],
      ['/api/events', event('/uitleg/werkplaats/')],
      ['/api/events', event('/uitleg/verzonnen/')],
    ];
    const REQUESTS = 280;
    const CONCURRENCY = 24;
    const statuses: Record<string, number> = {};
    let hung = 0;
    let next = 0;
    const reader = async () => {
      while (next < REQUESTS) {
        const [path, init] = mix[next++ % mix.length]!;
        // A request still unanswered well past the worker's own KV timeout is hung.
        let timer: ReturnType<typeof setTimeout> | null = null;
        const timeout = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), KV_TIMEOUT_MS + 3_000)));
        const status = await Promise.race([request(path, kv, init).then((res) => res.status), timeout]);
        clearTimeout(timer);
        if (status === 'hung') hung++;
        const key = `${init.method === 'POST' ? 'event ' : ''}${status}`;
        if (status !== 'hung') statuses[key] = (statuses[key] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, reader));
    const outside = Object.keys(statuses).filter((s) => !['200', '304', '404', '503', 'event 204'].includes(s));
    console.log(`fault soak: ${REQUESTS} requests, ${reads} KV reads, ${failed} failed; answers ${JSON.stringify(statuses)}, hung ${hung}`);
    expect({ outside, hung }).toEqual({ outside: [], hung: 0 });
    expect(failed / reads).toBeGreaterThan(0.05);
    // The faults were felt: some answers were 503, and the edge copy kept most pages up.
    expect(statuses['503']).toBeGreaterThan(0);
    expect(statuses['200']).toBeGreaterThan(REQUESTS / 2);
  }, 30_000);
});
