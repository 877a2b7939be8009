import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { OPENAPI } from '../../worker/openapi';
import { buildContent } from '../../scripts/content/pipeline';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../../scripts/lib/memory-kv';
import { input, validTree } from './build-fixtures';

// Real responses of the worker app over a built tree, validated against the served OpenAPI document.
const output = buildContent(input(validTree()));
const kv = createMemoryKv(output.kv);
const app = createApp();
const ctx = NODE_EXECUTION_CONTEXT;
const fetchPath = async (path: string): Promise<Response> =>
  app.fetch(
    new Request(`https://x.nl${path}`, { headers: { 'Accept-Encoding': 'identity' } }),
    { CONTENT: kv, BUILD_ID: output.buildId },
    ctx,
  );

const ajv = new Ajv2020({ strict: false });
for (const [name, schema] of Object.entries(OPENAPI.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
const validate = (schema: object, body: unknown) => {
  const check = ajv.compile({ ...schema, $defs: undefined });
  const ok = check(body);
  return ok ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};
const ref403 = () =>
  (
    OPENAPI.paths as unknown as Record<
      string,
      { post: { responses: Record<string, { content: { 'application/json': { schema: object } } }> } }
    >
  )['/api/events']!.post.responses['403']!.content['application/json'].schema;
const schemaOf = (path: string, status: string) =>
  (
    OPENAPI.paths as unknown as Record<
      string,
      { get: { responses: Record<string, { content?: { 'application/json': { schema: object } } }> } }
    >
  )[path]!.get.responses[status]!.content!['application/json'].schema;

describe('OpenAPI description matches real responses', () => {
  const manifestPromise = fetchPath('/flexsearch/manifest.json').then((r) => r.json() as Promise<{ index: string[]; docs: string[] }>);
  const cases: [string, () => Promise<string>][] = [
    ['/assets/data/index.json', async () => '/assets/data/index.json'],
    ['/assets/data/{path}/index.json', async () => '/assets/data/uitleg/werkplaats/apk/index.json'],
    ['/wiki/x/{tiny}.json', async () => '/wiki/x/ZQ.json'],
    ['/link/{id}.json', async () => '/link/101.json'],
    ['/link/{id}/detail.json', async () => '/link/101/detail.json'],
    ['/nav/{build}.json', async () => `/nav/${output.buildId}.json`],
    ['/flexsearch/manifest.json', async () => '/flexsearch/manifest.json'],
    ['/flexsearch/{chunk}.json', async () => `/flexsearch/${(await manifestPromise).index[0]}.json`],
    ['/flexsearch.json', async () => '/flexsearch.json'],
  ];

  it('is served at /openapi.json as OpenAPI 3.1 with every route', async () => {
    const res = await fetchPath('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([...cases.map(([p]) => p), '/api/events'].sort());
  });

  it('documents POST /api/events with the body schema the worker validates with', async () => {
    const op = (
      OPENAPI.paths as Record<
        string,
        { post?: { requestBody: { content: { 'application/json': { schema: object } } }; responses: Record<string, unknown> } }
      >
    )['/api/events']!.post!;
    expect(Object.keys(op.responses).sort()).toEqual(['204', '400', '403', '405', '413', '429']);
    const body = op.requestBody.content['application/json'].schema;
    expect(
      validate(body, {
        events: [
          { type: 'pageview', path: '/uitleg/' },
          { type: 'search', query: 'apk', results: 0, rank: 1 },
          { type: 'feedback', path: '/', answer: 'nee' },
        ],
      }),
    ).toEqual([]);
    expect(validate(body, { events: [{ type: 'feedback', path: '/', answer: 'misschien' }] }).length).toBeGreaterThan(0);
    expect(validate(body, { events: [{ type: 'pageview', path: '/', visitor: 'id' }] }).length).toBeGreaterThan(0);
    expect(validate(body, { events: [] }).length).toBeGreaterThan(0);
  });

  it('answers a cross-origin event with JSON matching the Error schema', async () => {
    const res = await app.fetch(
      new Request('https://x.nl/api/events', { method: 'POST', headers: { Origin: 'https://evil.example' }, body: '{}' }),
      { CONTENT: kv, BUILD_ID: output.buildId },
      ctx,
    );
    expect(res.status).toBe(403);
    expect(validate(ref403(), await res.json())).toEqual([]);
  });

  it.each(cases)('%s: 200 body matches its schema and the documented headers are present', async (route, concrete) => {
    const res = await fetchPath(await concrete());
    expect(res.status).toBe(200);
    for (const header of ['ETag', 'X-Build-Hash', 'Access-Control-Allow-Origin', 'Cache-Control'])
      expect(res.headers.get(header)).toBeTruthy();
    expect(validate(schemaOf(route, '200'), await res.json())).toEqual([]);
  });

  it.each([
    ['/assets/data/uitleg/nee/index.json', 404],
    ['/wiki/x/ZZZZ.json', 404],
    ['/link/9.json', 404],
    ['/link/-1.json', 404],
    ['/link/abc.json', 404],
    ['/nav/latest.json', 404],
    ['/flexsearch/AAA.json', 404],
    [`/assets/data/${'a'.repeat(600)}/index.json`, 404],
    ['/assets/data/%zz/index.json', 400],
    // `path` is the path as sent, percent-encoding kept, for a 404 as for every other error (Error.path).
    ['/assets/data/uitleg/n%C3%A9e/index.json', 404],
    ['/link/%31%32x.json', 404],
    [`/link/${'1'.repeat(2100)}.json`, 414],
  ])('%s → %i as JSON matching the documented Error schema', async (path, status) => {
    const res = await fetchPath(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const body = await res.json();
    expect(validate(schemaOf('/link/{id}.json', String(status)), body)).toEqual([]);
    expect(body).toEqual({ error: expect.any(String), path });
  });

  it('405 matches the Error schema and names Allow', async () => {
    const res = await app.fetch(
      new Request('https://x.nl/link/101.json', { method: 'POST' }),
      { CONTENT: kv, BUILD_ID: output.buildId },
      ctx,
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(validate(schemaOf('/link/{id}.json', '405'), await res.json())).toEqual([]);
  });

  it('/openapi.json carries the ETag it promises', async () => {
    const res = await fetchPath('/openapi.json');
    expect(res.headers.get('ETag')).toMatch(/^W\/"[0-9a-f]+"$/);
  });

  it('a schema violation is caught (the validator is not a no-op)', () => {
    expect(validate(schemaOf('/link/{id}.json', '200'), { hash: 'x', context: {}, page: {} }).length).toBeGreaterThan(0);
  });
});
