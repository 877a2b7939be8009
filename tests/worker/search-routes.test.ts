import { gunzipSync } from 'fflate';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../core/build-manifest';
import { manifestKey, searchChunkKey } from '../../core/kv-keys';
import { createApp } from '../../worker/app';
import { buildId, get } from './helpers';

interface Manifest {
  index: string[];
  docs: string[];
}

const manifest = async () => (await (await get('/flexsearch/manifest.json')).json()) as Manifest;

describe('search index routes', () => {
  it('manifest lists build-stamped index and docs chunks and revalidates with an ETag', async () => {
    const res = await get('/flexsearch/manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('must-revalidate');
    expect(res.headers.get('X-Build-Hash')).toBe(buildId());
    const body = (await res.json()) as Manifest;
    expect(body.index.length).toBeGreaterThan(0);
    expect(body.docs.length).toBeGreaterThan(0);
    for (const name of [...body.index, ...body.docs]) expect(name.startsWith(`${buildId()}-`)).toBe(true);
    const etag = res.headers.get('ETag')!;
    expect((await get('/flexsearch/manifest.json', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('a gzip client gets the stored compressed bytes as they are, immutable for a year', async () => {
    const [name] = (await manifest()).index;
    // Through the app itself, not SELF.fetch: the test client would decode the gzip and hide whether it was passed through.
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const res = await createApp().fetch(
      new Request(`https://uitleg.example.nl/flexsearch/${name}.json`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      env,
      ctx,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The stored value exactly: the gzip stream (magic 1f 8b) the build wrote, with the stored ETag.
    const build = (await env.CONTENT.get<BuildManifest>(manifestKey(buildId()), 'json'))!;
    const stored = await env.CONTENT.getWithMetadata<{ etag: string }>(build.values[searchChunkKey(name!)]!, 'arrayBuffer');
    expect([...bytes]).toEqual([...new Uint8Array(stored.value!)]);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(res.headers.get('ETag')).toBe(`W/${stored.metadata!.etag}`);
    const part = JSON.parse(new TextDecoder().decode(gunzipSync(bytes))) as { key: string; data: unknown };
    expect(typeof part.key).toBe('string');
    expect(part.data).toBeDefined();
  });

  it('a client without gzip gets plain JSON decompressed by the worker', async () => {
    const [name] = (await manifest()).docs;
    const res = await get(`/flexsearch/${name}.json`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const part = (await res.json()) as { key: string; data: unknown };
    expect(part.key.endsWith('.doc')).toBe(true);
    // The first group of descriptions, in slug order: the fixture's home page comes first.
    expect(JSON.stringify(part.data)).toContain('Fixture-pagina Welkom');
  });

  it('chunks revalidate to 304 with their ETag', async () => {
    const [name] = (await manifest()).index;
    const etag = (await get(`/flexsearch/${name}.json`)).headers.get('ETag')!;
    const res = await get(`/flexsearch/${name}.json`, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
  });

  it('the whole index serves index and docs parts for non-chunked use', async () => {
    const res = await get('/flexsearch.json', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('must-revalidate');
    const whole = (await res.json()) as { index: unknown[]; docs: unknown[] };
    const m = await manifest();
    expect(whole.index).toHaveLength(m.index.length);
    expect(whole.docs).toHaveLength(m.docs.length);
  });

  it.each(['/flexsearch/nope.json', `/flexsearch/${'0'.repeat(12)}-index-0.json`])('unknown chunk %s → 404 JSON', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
  });

  it('HEAD on a chunk works', async () => {
    const [name] = (await manifest()).index;
    const res = await get(`/flexsearch/${name}.json`, { method: 'HEAD' });
    expect(res.status).toBe(200);
  });
});
