import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';

const app = createApp();
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;

/** A KV whose reads fail (or hang) — what the worker sees when storage is down. */
function failingKv(mode: 'error' | 'hang'): KVNamespace {
  const read = () => (mode === 'error' ? Promise.reject(new Error('KV unavailable')) : new Promise(() => undefined));
  return { get: read, getWithMetadata: read, list: read, put: read, delete: read } as unknown as KVNamespace;
}

const request = (path: string, kv: KVNamespace, build = env.BUILD_ID) =>
  app.fetch(
    new Request(`https://uitleg.example.nl${path}`),
    { CONTENT: kv, BUILD_ID: build, CF_VERSION_METADATA: env.CF_VERSION_METADATA },
    ctx,
  );

describe('storage faults', () => {
  it.each(['/uitleg/', '/uitleg/werkplaats/', '/'])('KV errors on %s → friendly Dutch 503 page with Retry-After', async (path) => {
    const res = await request(path, failingKv('error'));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Even niet beschikbaar');
    expect(html).not.toMatch(/KV unavailable|at .+:\d+/);
  });

  it.each(['/assets/data/uitleg/index.json', '/wiki/x/OgC1rw.json', '/flexsearch/manifest.json'])(
    'KV errors on %s → JSON 503',
    async (path) => {
      const res = await request(path, failingKv('error'));
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: 'unavailable', path });
      // Neither the platform's message nor the storage key reaches the client.
      expect(text).not.toMatch(/KV unavailable|\/page\/|[0-9a-f]{12}\//);
    },
  );

  it('a KV read that never answers times out into a 503', async () => {
    const started = Date.now();
    const res = await request('/assets/data/uitleg/index.json', failingKv('hang'));
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);

  it('a build whose keys are missing (an interrupted deploy) answers 503 for pages, 404 JSON for data, never 500', async () => {
    const res = await request('/uitleg/', env.CONTENT, 'abcdefabcdef');
    expect(res.status).toBe(503);
    const data = await request('/assets/data/uitleg/index.json', env.CONTENT, 'abcdefabcdef');
    expect(data.status).toBe(404);
  });

  it('a half-written newer build (values, no manifest yet) does not change what the live build serves', async () => {
    await env.CONTENT.put('v/half-written', JSON.stringify({ context: { template: 'doc' }, page: { title: 'Half' } }));
    const res = await request('/assets/data/uitleg/index.json', env.CONTENT);
    expect(((await res.json()) as { hash: string }).hash).toBe(env.BUILD_ID);
    expect((await request('/assets/data/uitleg/index.json', env.CONTENT, 'abcdefabcde0')).status).toBe(404);
  });
});
