/**
 * What the manifest costs a request (issue: deploys proportional to the change): KV reads per request and
 * time, for a page's data and its HTML, in an isolate that has not read the build's manifest yet (cold)
 * and in one that has (hot), with KV reads that each take KV_READ_MS (a KV read at the edge). Before
 * content addressing a request read one key; a hot request still reads one value, so the manifest adds
 * no KV read there; a cold isolate adds one read and one parse per build. Also: the manifest's size and
 * parse time. The worker app runs in Node over the build in memory (no edge cache there: every HTML
 * request renders). `TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx bench/kv-reads.ts [built content dir]`
 * (the base config carries the JSX settings the page render needs; default dir dist/content; build it
 * first, e.g. `npx tsx scripts/content/index.ts --content dist/fixture-10k --out dist/fixture-10k-out`).
 */
import type { KVNamespace } from '@cloudflare/workers-types';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestKey, pageKey } from '../core/kv-keys';
import type { BuildManifest } from '../core/build-manifest';
import type { KvEntry } from '../scripts/content/content-address';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../scripts/lib/memory-kv';
import { readBuildId } from '../scripts/lib/wrangler';
import { createApp } from '../worker/app';
import { printTable, saveResults } from './lib/report';

const OUT = process.argv[2] ?? 'dist/content';
const KV_READ_MS = Number(process.env.KV_READ_MS ?? 10);
const ROUNDS = 30;

const build = readBuildId(OUT);
const entries = JSON.parse(readFileSync(join(OUT, 'kv.json'), 'utf8')) as KvEntry[];
const manifestText = entries.find((e) => e.key === manifestKey(build))!.value;
const manifest = JSON.parse(manifestText) as BuildManifest;
const pages = Object.keys(manifest.values).filter((key) => key.startsWith(pageKey('/uitleg/')));
const page = pages[Math.floor(pages.length / 2)]!.slice(pageKey('/').length);

let reads = 0;
const kv = createMemoryKv(entries, () => void reads++);
// Each cold round serves the build under another id (the same content), so no isolate holds its manifest yet.
let coldBuilds = 0;
/** The build's KV as build `id`, every read taking KV_READ_MS (the content store reads with getWithMetadata only). */
const asBuild = (id: string) =>
  ({
    async getWithMetadata(key: string, type: 'text') {
      await new Promise((r) => setTimeout(r, KV_READ_MS));
      return kv.getWithMetadata(key === manifestKey(id) ? manifestKey(build) : key, type);
    },
  }) as unknown as KVNamespace;

const app = createApp();
async function measure(path: string, cold: boolean): Promise<{ reads: number; ms: number }> {
  const id = cold ? (++coldBuilds).toString(16).padStart(12, 'c') : build;
  const before = reads;
  const started = performance.now();
  const res = await app.fetch(new Request(`https://bench.local${path}`), { CONTENT: asBuild(id), BUILD_ID: id }, NODE_EXECUTION_CONTEXT);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { reads: reads - before, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: Record<string, string | number>[] = [];
for (const [kind, path] of [
  ['page data JSON', `/assets/data/${page}/index.json`],
  ['HTML page (rendered)', `/${page}/`],
] as const) {
  await measure(path, false);
  for (const cold of [true, false]) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await measure(path, cold));
    rows.push({
      request: `${kind}, ${cold ? 'cold isolate (manifest not read yet)' : 'hot'}`,
      'KV reads': median(runs.map((r) => r.reads)),
      [`median ms (KV read ${KV_READ_MS} ms)`]: median(runs.map((r) => r.ms)).toFixed(2),
    });
  }
}
const parses = Array.from({ length: ROUNDS }, () => {
  const started = performance.now();
  JSON.parse(manifestText);
  return performance.now() - started;
});
rows.push({
  request: `manifest: ${Object.keys(manifest.values).length} routes, ${(manifestText.length / 1024).toFixed(0)} KiB, JSON.parse once per isolate per build`,
  'KV reads': 1,
  [`median ms (KV read ${KV_READ_MS} ms)`]: median(parses).toFixed(2),
});
saveResults(`kv-reads ${OUT}`, rows, printTable(`KV reads per request, ${pages.length} pages (npx tsx bench/kv-reads.ts ${OUT})`, rows));
