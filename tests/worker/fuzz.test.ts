import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  fc.constantFrom('uitleg', 'werkplaats', 'detail', 'wiki', 'x', 'link', 'assets', 'data', 'index.json', 'flexsearch', 'nav', 'images', '..', '.', '', '%2e%2e', '%2f', '%00', '%zz', '%E0%A4', '<script>', '"onerror=x', '2947874874', 'OgC1rw'),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[a-z0-9-]{1,10}$/),
);
const path = fc.array(segment, { maxLength: 7 }).chain((segs) => fc.boolean().map((slash) => `/${segs.join('/')}${slash ? '/' : ''}`));
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND');
const query = fc.oneof(fc.constant(''), fc.string({ maxLength: 20 }).map((s) => `?q=${encodeURIComponent(s)}`), fc.constant('?<script>=1'));
const headers = fc.record({
  'If-None-Match': fc.oneof(fc.constant('*'), fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s))),
  'Accept-Encoding': fc.constantFrom('gzip', 'identity', 'br, gzip;q=0', '', ';;;'),
  'User-Agent': fc.constantFrom('Mozilla/5.0', 'Googlebot/2.1', ''),
});

describe('fuzzing the worker inside workerd', () => {
  it('10,000 generated requests: never a 5xx, never a stack trace, never a key outside the build, echoes escaped', async () => {
    let requests = 0;
    let lookups = 0;
    await fc.assert(
      fc.asyncProperty(path, method, query, headers, async (p, m, q, h) => {
        requests++;
        const keys: string[] = [];
        let request: Request;
        try {
          request = new Request(`https://uitleg.example.nl${p}${q}`, { method: m, headers: h });
        } catch {
          return; // not a request a client can send
        }
        const res = await app.fetch(request, { CONTENT: recordingKv(keys), BUILD_ID: env.BUILD_ID }, ctx);
        expect(res.status).toBeLessThan(500);
        const body = await res.text();
        expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/);
        lookups += keys.length;
        for (const key of keys) expect(key.startsWith(`${env.BUILD_ID}/`)).toBe(true);
        if ((res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
          expect(body).not.toContain('<script>');
          expect(body).not.toMatch(/<[^>]*"onerror=x/);
        }
      }),
      { numRuns: 10_000 },
    );
    expect(requests).toBeGreaterThanOrEqual(10_000);
    // The recording KV really saw the worker's lookups.
    expect(lookups).toBeGreaterThan(1000);
  }, 240_000);
});
