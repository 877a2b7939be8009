/**
 * API consumers' view of the real content: a TypeScript client generated from /openapi.json with
 * openapi-typescript type-checks against the worker's real responses (200s and errors), and the
 * examples docs/api.md gives answer what it says.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../../scripts/lib/memory-kv';
import { createApp } from '../../worker/app';
import { OPENAPI } from '../../worker/openapi';
import { loadRealContent } from '../../scripts/lib/real-content';

const app = createApp();
const dir = mkdtempSync(join(tmpdir(), 'api-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fetchPath: (path: string) => Promise<Response>;
let build = '';
beforeAll(async () => {
  const { output } = await loadRealContent();
  const env = { CONTENT: createMemoryKv(output.kv), BUILD_ID: output.buildId };
  build = output.buildId;
  fetchPath = async (path) =>
    app.fetch(new Request(`https://x.nl${path}`, { headers: { 'Accept-Encoding': 'identity' } }), env, NODE_EXECUTION_CONTEXT);
  // The client a consumer would generate: `npx openapi-typescript https://…/openapi.json -o api.d.ts`.
  writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(JSON.parse(JSON.stringify(OPENAPI)))));
}, 60_000);

/** Type errors of `source` (a module importing './api') under the repository's strictness; [] when it compiles. */
function typeErrors(source: string): string[] {
  const file = join(dir, 'check.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? ts.getLineAndCharacterOfPosition(d.file, d.start ?? 0).line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 400)}`,
    );
}

/** A module that assigns each real body to the generated type of its operation and status. */
function assignments(cases: { operation: string; status: number; body: unknown }[]): string {
  const lines = cases.map(
    ({ operation, status, body }, i) => `export const r${i}: Body<'${operation}', ${status}> = ${JSON.stringify(body)};`,
  );
  return [
    "import type { operations } from './api';",
    "type Body<K extends keyof operations, S extends keyof operations[K]['responses']> = operations[K]['responses'][S] extends { content: { 'application/json': infer T } } ? T : never;",
    ...lines,
  ].join('\n');
}

describe('a generated TypeScript client against real responses', () => {
  it('every JSON route’s real 200 body and error bodies type-check against the generated types', async () => {
    const manifest = (await (await fetchPath('/flexsearch/manifest.json')).json()) as { index: string[]; docs: string[] };
    const routes: [string, string, number][] = [
      ['getHomeData', '/assets/data/index.json', 200],
      ['getPageData', '/assets/data/uitleg/werkplaats/index.json', 200],
      ['getPageData', '/assets/data/404/index.json', 200],
      ['getWiki', '/wiki/x/eoAf.json', 200],
      ['getLink', '/link/2064506.json', 200],
      ['getLinkDetail', '/link/2064506/detail.json', 200],
      ['getNav', `/nav/${build}.json`, 200],
      ['getSearchManifest', '/flexsearch/manifest.json', 200],
      ...[...manifest.index, ...manifest.docs].map((chunk): [string, string, number] => [
        'getSearchChunk',
        `/flexsearch/${chunk}.json`,
        200,
      ]),
      ['getSearchWhole', '/flexsearch.json', 200],
      ['getLink', '/link/9.json', 404],
      ['getPageData', '/assets/data/%zz/index.json', 400],
      ['getLink', `/link/${'1'.repeat(2100)}.json`, 414],
    ];
    const cases = [];
    for (const [operation, path, status] of routes) {
      const res = await fetchPath(path);
      expect(`${path} ${res.status}`).toBe(`${path} ${status}`);
      cases.push({ operation, status, body: await res.json() });
    }
    expect(typeErrors(assignments(cases))).toEqual([]);
  }, 60_000);

  it('the check is not a no-op: a body the contract does not allow is a type error', async () => {
    const body = (await (await fetchPath('/link/2064506.json')).json()) as object;
    const errors = typeErrors(
      assignments([{ operation: 'getLink', status: 200, body: { ...body, context: { template: 'blog', canonical: 1 } } }]),
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('docs/api.md', () => {
  const doc = readFileSync('docs/api.md', 'utf8');

  it('its tiny-link example names the page it answers with on the real content', async () => {
    const examples = [...doc.matchAll(/`(\/wiki\/x\/[A-Za-z0-9_-]+\.json)` is page (\d+)/g)];
    expect(examples.length).toBeGreaterThan(0);
    for (const [, path, id] of examples) {
      const res = await fetchPath(path!);
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
      expect(((await res.json()) as { page: { id: string } }).page.id).toBe(id);
    }
  });

  it('every concrete page-data example path answers 200 on the real content', async () => {
    const paths = [...new Set([...doc.matchAll(/`(\/assets\/data\/[a-z0-9/-]*index\.json)`/g)].map((m) => m[1]!))];
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect(`${path} ${(await fetchPath(path)).status}`).toBe(`${path} 200`);
  });
});
