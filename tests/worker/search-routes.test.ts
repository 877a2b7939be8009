import { gunzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
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
    const res = await get(`/flexsearch/${name}.json`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toMatch(/^"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Either the raw gzip stream (magic 1f 8b) or, if the test client decoded it, the JSON it holds.
    const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? new TextDecoder().decode(gunzipSync(bytes)) : new TextDecoder().decode(bytes);
    const part = JSON.parse(text) as { key: string; data: unknown };
    expect(typeof part.key).toBe('string');
    expect(Array.isArray(part.data)).toBe(true);
  });

  it('a client without gzip gets plain JSON decompressed by the worker', async () => {
    const [name] = (await manifest()).docs;
    const res = await get(`/flexsearch/${name}.json`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const part = (await res.json()) as { key: string; data: unknown };
    expect(part.key.endsWith('.doc')).toBe(true);
    expect(JSON.stringify(part.data)).toContain('Werkplaats');
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
