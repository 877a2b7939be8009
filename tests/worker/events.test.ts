/** POST /api/events inside workerd: validation, limits, masking, rate limit, same origin and the D1 upserts. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildManifest } from '../../core/build-manifest';
import { getInsightsDay } from '../../core/insights/aggregate';
import { manifestKey, pageKey, valueKey } from '../../core/kv-keys';
import { createApp } from '../../worker/app';
import type { Env } from '../../worker/env';
import worker from '../../worker/index';
import { INSIGHTS_TABLES } from '../../worker/insights/d1-sink';
import { BASE } from './helpers';

// Each batch written at once, so a test reads its rows right after the request; the gathering has its own test.
const app = createApp({ insightsCoalesceMs: 0 });
const db = () => env.INSIGHTS!;
let ip = 0;
/** A fresh client address per request unless a test names one: the rate limit is tested on its own. */
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

/** Posts through the app with a real execution context and waits for its waitUntil work (the D1 writes). */
async function post(body: unknown, init: { headers?: Record<string, string>; raw?: BodyInit; env?: Partial<Env> } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}/api/events`, {
    method: 'POST',
    headers: { Origin: BASE, 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp(), ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  const res = await app.fetch(request, { ...env, ...init.env }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function rows(table: string): Promise<Record<string, unknown>[]> {
  return (await db().prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()).results;
}

async function expectJsonError(res: Response, status: number, error: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(await res.json()).toEqual({ error, path: '/api/events' });
}

const today = () => getInsightsDay(Date.now());

beforeEach(async () => {
  await db().batch(INSIGHTS_TABLES.map((t) => db().prepare(`DELETE FROM ${t}`)));
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/events: counting', () => {
  it('adds a batch to daily rows: one row per day and key, counters upserted across batches', async () => {
    const batch = {
      events: [
        { type: 'pageview', path: '/uitleg/werkplaats/', referrer: 'www.google.com' },
        { type: 'pageview', path: '/uitleg/werkplaats/' },
        { type: 'search', query: 'apk keuring', results: 4, rank: 2 },
        { type: 'search', query: 'bestaat niet', results: 0 },
        { type: 'feedback', path: '/uitleg/werkplaats/', answer: 'nee' },
      ],
    };
    expect((await post(batch)).status).toBe(204);
    const second = await post(batch);
    expect(second.status).toBe(204);
    expect(second.headers.get('Cache-Control')).toBe('no-store');
    expect(second.headers.get('Cloudflare-CDN-Cache-Control')).toBeNull();
    const day = today();
    expect(await rows('page_views')).toEqual([{ day, path: '/uitleg/werkplaats/', views: 4 }]);
    expect(await rows('referrers')).toEqual([{ day, host: 'www.google.com', views: 2 }]);
    expect(await rows('searches')).toEqual([
      { day, query: 'apk keuring', searches: 2, zero_results: 0, opened: 2, rank_sum: 4 },
      { day, query: 'bestaat niet', searches: 2, zero_results: 2, opened: 0, rank_sum: 0 },
    ]);
    expect(await rows('feedback')).toEqual([{ day, path: '/uitleg/werkplaats/', yes: 0, no: 2 }]);
  });

  it('masks personal data again in the worker, whatever the client sent', async () => {
    const res = await post({
      events: [
        { type: 'search', query: 'kenteken 12-GBD-3 apk', results: 1 },
        { type: 'search', query: '  Bel   0612345678 ', results: 0 },
        { type: 'search', query: 'jan@garage.nl', results: 0 },
        { type: 'search', query: 'NL91ABNA0417164300', results: 0 },
      ],
    });
    expect(res.status).toBe(204);
    expect((await rows('searches')).map((r) => r.query)).toEqual(['[e-mail]', '[iban]', 'bel [telefoon]', 'kenteken [kenteken] apk']);
  });

  it('stores no IP address, user agent, referrer URL or anything else of the request', async () => {
    await post(
      {
        events: [
          { type: 'pageview', path: '/uitleg/', referrer: 'news.example.com' },
          { type: 'feedback', path: '/uitleg/', answer: 'ja' },
        ],
      },
      {
        headers: {
          'CF-Connecting-IP': '203.0.113.77',
          'User-Agent': 'Mozilla/5.0 UniqueAgent/9',
          Cookie: 'id=abc',
          Referer: 'https://news.example.com/artikel?id=5',
        },
      },
    );
    const everything = JSON.stringify(await Promise.all(INSIGHTS_TABLES.map(rows)));
    expect(everything).toContain('news.example.com');
    for (const leak of ['203.0.113.77', 'UniqueAgent', 'abc', 'artikel', 'https://']) expect(everything).not.toContain(leak);
  });

  it('masks personal data typed or pasted in look-alike characters (issue 38)', async () => {
    const arabicIndic = (ascii: string) => ascii.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
    const res = await post({
      events: [
        { type: 'search', query: 'kenteken AB\u2011123\u2011C', results: 1 },
        { type: 'search', query: 'apk AB\u2010123\u2010C', results: 1 },
        { type: 'search', query: 'bel 06\u200b12345678', results: 0 },
        { type: 'search', query: 'factuur \uff4a\uff41\uff4e\uff20garage.nl', results: 0 },
        { type: 'search', query: `terugbellen ${arabicIndic('0612345678')}`, results: 0 },
        { type: 'search', query: `betaling NL91 ABNA ${arabicIndic('0417 1643 00')}`, results: 0 },
      ],
    });
    expect(res.status).toBe(204);
    expect((await rows('searches')).map((r) => r.query)).toEqual([
      'apk [kenteken]',
      'bel [telefoon]',
      'betaling [iban]',
      'factuur [e-mail]',
      'kenteken [kenteken]',
      'terugbellen [telefoon]',
    ]);
  });

  it('stores no control or bidi character: a query with a C1 control is refused, bidi overrides are removed', async () => {
    await expectJsonError(await post({ events: [{ type: 'search', query: 'factuur\u009b31m', results: 0 }] }), 400, 'bad_request');
    expect(await post({ events: [{ type: 'search', query: 'factuur \u202ecrediteren\u202c', results: 0 }] })).toHaveProperty('status', 204);
    expect((await rows('searches')).map((r) => r.query)).toEqual(['factuur crediteren']);
  });

  it('counts a referrer only without personal data: the page view still counts', async () => {
    const res = await post({
      events: [
        { type: 'pageview', path: '/uitleg/', referrer: 'jan-jansen-06-12345678.example.nl' },
        { type: 'pageview', path: '/uitleg/', referrer: 'AB-123-C.example.nl' },
        { type: 'pageview', path: '/uitleg/', referrer: 'www.google.com' },
      ],
    });
    expect(res.status).toBe(204);
    expect(await rows('page_views')).toEqual([{ day: today(), path: '/uitleg/', views: 3 }]);
    expect(await rows('referrers')).toEqual([{ day: today(), host: 'www.google.com', views: 1 }]);
  });

  it('counts only pages that exist: views and votes of other paths are dropped and counted as dropped', async () => {
    const res = await post({
      events: [
        { type: 'pageview', path: '/uitleg/werkplaats/' },
        { type: 'pageview', path: '/404/' },
        { type: 'pageview', path: '/uitleg/verzonnen-pagina/', referrer: 'news.example.com' },
        { type: 'pageview', path: '/bestaat/niet/' },
        { type: 'feedback', path: '/uitleg/verzonnen-pagina/', answer: 'nee' },
        { type: 'feedback', path: '/uitleg/werkplaats/', answer: 'nee' },
        { type: 'feedback', path: '/wiki/x/AAAA/', answer: 'nee' },
        { type: 'search', query: 'apk', results: 1 },
      ],
    });
    expect(res.status).toBe(204);
    const day = today();
    expect(await rows('page_views')).toEqual([
      { day, path: '/404/', views: 1 },
      { day, path: '/uitleg/werkplaats/', views: 1 },
    ]);
    expect(await rows('referrers')).toEqual([]);
    expect(await rows('feedback')).toEqual([{ day, path: '/uitleg/werkplaats/', yes: 0, no: 1 }]);
    expect(await rows('dropped_events')).toEqual([{ day, reason: 'unknown_page', events: 4 }]);
    expect(await rows('searches')).toHaveLength(1);
  });

  it('also counts the pages of the build the batch names while that build is in KV (a reader still on it after a deploy)', async () => {
    const older = 'abcdef012345';
    // The older build as a deploy leaves it: its manifest and the one value it alone references.
    await env.CONTENT.put(valueKey('0ld'), JSON.stringify({ context: { template: 'doc' }, page: { title: 'Oud' } }));
    const manifest: BuildManifest = { build: older, values: { [pageKey('/uitleg/oude-pagina')]: valueKey('0ld') }, ids: {} };
    await env.CONTENT.put(manifestKey(older), JSON.stringify(manifest));
    const view = { type: 'pageview', path: '/uitleg/oude-pagina/' };
    expect((await post({ build: older, events: [view, { type: 'pageview', path: '/uitleg/' }] })).status).toBe(204);
    expect((await post({ events: [view] })).status).toBe(204);
    expect((await post({ build: '999999999999', events: [view] })).status).toBe(204);
    const day = today();
    expect(await rows('page_views')).toEqual([
      { day, path: '/uitleg/', views: 1 },
      { day, path: '/uitleg/oude-pagina/', views: 1 },
    ]);
    expect(await rows('dropped_events')).toEqual([{ day, reason: 'unknown_page', events: 2 }]);
    await expectJsonError(await post(null, { raw: JSON.stringify({ build: '../x', events: [view] }) }), 400, 'bad_request');
  });

  it('ignores event types it does not know (204, nothing stored) and counts the known ones beside them', async () => {
    expect((await post({ events: [{ type: 'scroll', depth: 80 }] })).status).toBe(204);
    expect(await rows('page_views')).toEqual([]);
    expect(
      (
        await post({
          events: [
            { type: 'future', x: 1 },
            { type: 'pageview', path: '/' },
          ],
        })
      ).status,
    ).toBe(204);
    expect(await rows('page_views')).toEqual([{ day: today(), path: '/', views: 1 }]);
  });
});

describe('POST /api/events: bad input is a 4xx JSON answer and stores nothing', () => {
  it.each([
    ['not JSON', '{"events": ['],
    ['not an object', '[1,2]'],
    ['no events', '{}'],
    ['empty batch', '{"events": []}'],
    ['extra top-level field', '{"events": [{"type":"pageview","path":"/"}], "user": "x"}'],
    ['event without a type', '{"events": [{"path":"/"}]}'],
    ['extra event field (an identifier)', '{"events": [{"type":"pageview","path":"/","visitor":"abc"}]}'],
    ['full URL as path', '{"events": [{"type":"pageview","path":"https://evil.example/x"}]}'],
    ['path with personal data', '{"events": [{"type":"pageview","path":"/uitleg/jan@example.nl/"}]}'],
    ['referrer as a URL', '{"events": [{"type":"pageview","path":"/","referrer":"https://www.google.com/search?q=x"}]}'],
    ['query over 100 characters', JSON.stringify({ events: [{ type: 'search', query: 'a'.repeat(101), results: 0 }] })],
    ['negative result count', '{"events": [{"type":"search","query":"apk","results":-1}]}'],
    ['rank 0', '{"events": [{"type":"search","query":"apk","results":3,"rank":0}]}'],
    ['fractional rank', '{"events": [{"type":"search","query":"apk","results":3,"rank":1.5}]}'],
    ['feedback other than ja/nee', '{"events": [{"type":"feedback","path":"/","answer":"misschien"}]}'],
    ['51 events', JSON.stringify({ events: Array.from({ length: 51 }, () => ({ type: 'pageview', path: '/' })) })],
    ['a valid event beside a malformed one', '{"events": [{"type":"pageview","path":"/"},{"type":"search","query":"apk"}]}'],
  ])('%s → 400', async (_label, raw) => {
    await expectJsonError(await post(null, { raw }), 400, 'bad_request');
    expect(await rows('page_views')).toEqual([]);
    expect(await rows('searches')).toEqual([]);
  });

  it('a body over 16 KB → 413, by Content-Length and by a stream that declares none', async () => {
    const big = JSON.stringify({ events: [{ type: 'pageview', path: '/', pad: 'x'.repeat(17_000) }] });
    await expectJsonError(await post(null, { raw: big }), 413, 'payload_too_large');
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    await expectJsonError(await post(null, { raw: stream }), 413, 'payload_too_large');
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['another scheme', { Origin: 'http://uitleg.example.nl' }],
    ['cross-site fetch metadata without Origin', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
    ['neither Origin nor fetch metadata', { Origin: '' }],
  ])('%s → 403', async (_label, headers) => {
    const ctx = createExecutionContext();
    const h = new Headers({ 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() });
    for (const [k, value] of Object.entries(headers)) if (value) h.set(k, value);
    const res = await app.fetch(
      new Request(`${BASE}/api/events`, { method: 'POST', headers: h, body: '{"events":[{"type":"pageview","path":"/"}]}' }),
      env,
      ctx,
    );
    await expectJsonError(res, 403, 'forbidden');
    expect(await rows('page_views')).toEqual([]);
  });

  it('same-origin fetch metadata without Origin is accepted', async () => {
    const ctx = createExecutionContext();
    const ok = await app.fetch(
      new Request(`${BASE}/api/events`, {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': nextIp() },
        body: '{"events":[{"type":"pageview","path":"/"}]}',
      }),
      env,
      ctx,
    );
    expect(ok.status).toBe(204);
    // Its counters are written after the answer: wait for them, so they do not land in the next test's rows.
    await waitOnExecutionContext(ctx);
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE'])('%s /api/events → 405 JSON with Allow: POST', async (method) => {
    const res = await app.fetch(new Request(`${BASE}/api/events`, { method }), env, createExecutionContext());
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    if (method !== 'HEAD') expect(await res.json()).toEqual({ error: 'method_not_allowed', path: '/api/events' });
  });

  it('POST anywhere else is still 405', async () => {
    const res = await app.fetch(
      new Request(`${BASE}/uitleg/`, { method: 'POST', headers: { Origin: BASE } }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(405);
  });
});

describe('POST /api/events: rate limit per client', () => {
  it('answers 429 JSON once a client address has sent more than the limit; another address goes on', async () => {
    const body = { events: [{ type: 'pageview', path: '/' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(body, { headers: { 'CF-Connecting-IP': '192.0.2.99' } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    const limited = await post(body, { headers: { 'CF-Connecting-IP': '192.0.2.99' } });
    await expectJsonError(limited, 429, 'too_many_requests');
    expect(limited.headers.get('Retry-After')).toBe('10');
    expect((await post(body, { headers: { 'CF-Connecting-IP': '192.0.2.100' } })).status).toBe(204);
    // The limited request counted nothing: 30 views from the first address and 1 from the other.
    expect(await rows('page_views')).toEqual([{ day: today(), path: '/', views: 31 }]);
  });
});

describe('POST /api/events: the binding is asked only past a reader’s few batches', () => {
  it('three batches of one client in a window never call the binding; the fourth settles all four', async () => {
    const keys: string[] = [];
    const limiter = { limit: ({ key }: { key: string }) => (keys.push(key), Promise.resolve({ success: true })) } as RateLimit;
    const body = { events: [{ type: 'pageview', path: '/' }] };
    const headers = { 'CF-Connecting-IP': '192.0.2.150' };
    for (let i = 0; i < 3; i++) expect((await post(body, { headers, env: { EVENTS_RATE_LIMITER: limiter } })).status).toBe(204);
    expect(keys).toEqual([]);
    expect((await post(body, { headers, env: { EVENTS_RATE_LIMITER: limiter } })).status).toBe(204);
    expect(keys).toEqual(Array(4).fill('192.0.2.150'));
  });

  it('a refusal while settling is a 429', async () => {
    const limiter = { limit: () => Promise.resolve({ success: false }) } as RateLimit;
    const body = { events: [{ type: 'pageview', path: '/' }] };
    const headers = { 'CF-Connecting-IP': '192.0.2.151' };
    for (let i = 0; i < 3; i++) await post(body, { headers, env: { EVENTS_RATE_LIMITER: limiter } });
    await expectJsonError(await post(body, { headers, env: { EVENTS_RATE_LIMITER: limiter } }), 429, 'too_many_requests');
  });
});

describe('storage failures never break a page or an answer', () => {
  const broken = {
    prepare: () => ({ bind: () => ({}) }),
    batch: () => Promise.reject(new Error('D1_ERROR: database unavailable')),
  } as unknown as D1Database;

  it('a D1 failure drops the batch, logs it and still answers 204', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post({ events: [{ type: 'pageview', path: '/' }] }, { env: { INSIGHTS: broken } });
    expect(res.status).toBe(204);
    expect(log).toHaveBeenCalledWith('insights: batch dropped, storage failed', expect.any(Error));
  });

  it('pages and search render with a broken D1', async () => {
    const ctx = createExecutionContext();
    const page = await app.fetch(new Request(`${BASE}/uitleg/`), { ...env, INSIGHTS: broken }, ctx);
    expect(page.status).toBe(200);
    const manifest = await app.fetch(new Request(`${BASE}/flexsearch/manifest.json`), { ...env, INSIGHTS: broken }, ctx);
    expect(manifest.status).toBe(200);
  });

  it('a D1 binding that fails at once (prepare throws) drops the batch, logs it and still answers 204', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unavailable = {
      prepare: () => {
        throw new Error('D1_ERROR: database unavailable');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: database unavailable')),
    } as unknown as D1Database;
    const res = await post({ events: [{ type: 'pageview', path: '/' }] }, { env: { INSIGHTS: unavailable } });
    expect(res.status).toBe(204);
    expect(log).toHaveBeenCalledWith('insights: batch dropped, storage unavailable', expect.any(Error));
  });

  it('a KV failure while checking the pages drops the batch, logs it and still answers 204', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { getWithMetadata: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace;
    const res = await post({ events: [{ type: 'pageview', path: '/uitleg/basics/' }] }, { env: { CONTENT: failing } });
    expect(res.status).toBe(204);
    expect(log).toHaveBeenCalledWith('insights: batch dropped, the page check failed', expect.any(Error));
    expect(await rows('page_views')).toEqual([]);
  });

  it('without the INSIGHTS binding events are accepted and dropped', async () => {
    const res = await post({ events: [{ type: 'pageview', path: '/' }] }, { env: { INSIGHTS: undefined } });
    expect(res.status).toBe(204);
  });
});

describe('batches of many readers become one write', () => {
  it('batches within the window are added into one D1 batch, counters exact', async () => {
    const gathering = createApp({ insightsCoalesceMs: 200 });
    const batch = vi.spyOn(env.INSIGHTS!, 'batch');
    const contexts = Array.from({ length: 5 }, () => createExecutionContext());
    const responses = await Promise.all(
      contexts.map((ctx, i) =>
        gathering.fetch(
          new Request(`${BASE}/api/events`, {
            method: 'POST',
            headers: { Origin: BASE, 'CF-Connecting-IP': nextIp() },
            body: JSON.stringify({
              events: [
                { type: 'pageview', path: '/' },
                { type: 'search', query: `vraag ${'abcde'[i]}`, results: 0 },
              ],
            }),
          }),
          env,
          ctx,
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
    expect(batch).toHaveBeenCalledTimes(1);
    expect(await rows('page_views')).toEqual([{ day: today(), path: '/', views: 5 }]);
    expect((await rows('searches')).map((r) => r.query)).toEqual(['vraag a', 'vraag b', 'vraag c', 'vraag d', 'vraag e']);
  });
});

describe('an event costs the isolate little', () => {
  it('prepares the D1 statements once per binding, not once per batch', async () => {
    await post({ events: [{ type: 'pageview', path: '/' }] });
    const prepare = vi.spyOn(env.INSIGHTS!, 'prepare');
    for (let i = 0; i < 3; i++) expect((await post({ events: [{ type: 'pageview', path: '/' }] })).status).toBe(204);
    expect(prepare).not.toHaveBeenCalled();
    prepare.mockRestore();
    expect(await rows('page_views')).toEqual([{ day: today(), path: '/', views: 4 }]);
  });
});

describe('retention (Cron Trigger)', () => {
  it('deletes rows older than 400 days and keeps the rest', async () => {
    const now = Date.UTC(2026, 5, 15, 3, 17);
    const insert = (day: string) => [
      db().prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, 1)').bind(day, '/'),
      db().prepare('INSERT INTO searches (day, query, searches) VALUES (?, ?, 1)').bind(day, 'apk'),
      db().prepare('INSERT INTO feedback (day, path, yes) VALUES (?, ?, 1)').bind(day, '/'),
      db().prepare('INSERT INTO referrers (day, host, views) VALUES (?, ?, 1)').bind(day, 'a.nl'),
      db().prepare('INSERT INTO dropped_events (day, reason, events) VALUES (?, ?, 1)').bind(day, 'unknown_page'),
    ];
    // 2025-05-11 is 400 days before 2026-06-15: kept; the day before it goes.
    await db().batch([...insert('2025-05-10'), ...insert('2025-05-11'), ...insert('2026-06-15')]);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    for (const table of INSIGHTS_TABLES) expect((await rows(table)).map((r) => r.day)).toEqual(['2025-05-11', '2026-06-15']);
  });
});
