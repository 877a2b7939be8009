import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../core/build-manifest';
import { manifestKey } from '../../core/kv-keys';
import { createApp } from '../../worker/app';

const app = createApp();
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;

/** The real fixture KV, recording every key the worker asks for. */
function recordingKv(keys: string[]): KVNamespace {
  return new Proxy(env.CONTENT, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== 'function') return value;
      return (key: string, ...rest: unknown[]) => {
        keys.push(key);
        return (value as (...a: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });
}

const segment = fc.oneof(
  fc.constantFrom(
    'uitleg',
    'werkplaats',
    'detail',
    'wiki',
    'x',
    'link',
    'assets',
    'data',
    'index.json',
    'flexsearch',
    'nav',
    'images',
    '..',
    '.',
    '',
    '%2e%2e',
    '%2f',
    '%00',
    '%zz',
    '%E0%A4',
    '<script>',
    '"onerror=x',
    '2947874874',
    'OgC1rw',
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[a-z0-9-]{1,10}$/),
);
// Long segments reach past KV's 512-byte key limit (and past the 2,048-character path limit).
const longSegment = fc.integer({ min: 100, max: 900 }).map((n) => 'a'.repeat(n));
// Leading runs of slashes and backslashes are how open redirects are probed ('//evil.example/x').
const lead = fc.constantFrom('/', '/', '/', '//', '///', '/\\', '\\');
const path = fc
  .tuple(lead, fc.array(fc.oneof({ weight: 6, arbitrary: segment }, { weight: 1, arbitrary: longSegment }), { maxLength: 7 }), fc.boolean())
  .map(([start, segs, slash]) => `${start}${segs.join('/')}${slash ? '/' : ''}`);
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND');
const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 20 }).map((s) => `?q=${encodeURIComponent(s)}`),
  fc.constant('?<script>=1'),
);
const headers = fc.record({
  'If-None-Match': fc.oneof(
    fc.constant('*'),
    fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  ),
  'Accept-Encoding': fc.constantFrom('gzip', 'identity', 'br, gzip;q=0', '', ';;;'),
  'User-Agent': fc.constantFrom('Mozilla/5.0', 'Googlebot/2.1', ''),
});

describe('fuzzing the worker inside workerd', () => {
  it('10,000 generated requests: never a 5xx, never a stack trace, never a key outside the build, echoes escaped', async () => {
    // The keys of the build: its manifest and the values that names.
    const ownManifest = manifestKey(env.BUILD_ID);
    const ownValues = new Set(Object.values((JSON.parse((await env.CONTENT.get(ownManifest))!) as BuildManifest).values));
    let lookups = 0;
    let redirects = 0;
    let longPaths = 0;
    await fc.assert(
      fc.asyncProperty(path, method, query, headers, async (p, m, q, h) => {
        const keys: string[] = [];
        let request: Request;
        try {
          request = new Request(`https://uitleg.example.nl${p}${q}`, { method: m, headers: h });
        } catch {
          return; // not a request a client can send
        }
        const res = await app.fetch(
          request,
          { CONTENT: recordingKv(keys), BUILD_ID: env.BUILD_ID, CF_VERSION_METADATA: env.CF_VERSION_METADATA },
          ctx,
        );
        expect(res.status).toBeLessThan(500);
        if (new URL(request.url).pathname.length > 520) longPaths++;
        const location = res.headers.get('Location');
        if (location !== null) {
          redirects++;
          // Every redirect stays on the site: one leading slash, never '//' or '/\\'.
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(res.headers.get('Cache-Control')).toBeTruthy();
        }
        const body = await res.text();
        expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/);
        lookups += keys.length;
        for (const key of keys) expect(key === ownManifest || ownValues.has(key)).toBe(true);
        if ((res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
          expect(body).not.toContain('<script>');
          expect(body).not.toMatch(/<[^>]*"onerror=x/);
        }
      }),
      { numRuns: 10_000 },
    );
    // The properties above were exercised, not skipped: redirects and over-long paths were generated
    // and answered, and the recording KV really saw the worker's lookups.
    expect(redirects).toBeGreaterThan(100);
    expect(longPaths).toBeGreaterThan(100);
    expect(lookups).toBeGreaterThan(1000);
  }, 240_000);
});
