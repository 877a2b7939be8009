/**
 * Throughput and latency on loopback against the deploy bundle on workerd (Miniflare, what `npm start` serves),
 * one run for a hashed static asset, a page-data JSON from KV, an SSR page and a 304 revalidation,
 * so the ratios SSR/static and JSON/static mean something on a noisy machine.
 * autocannon drives it: Node-native, no extra system package.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { KvEntry } from '../scripts/content/content-address';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../scripts/lib/memory-kv';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { createApp } from '../worker/app';
import type { BuildManifest } from '../core/build-manifest';
import { manifestKey, pageKey } from '../core/kv-keys';
import { printTable, saveResults } from './lib/report';

/**
 * CPU time of one render (KV in memory, no edge cache in Node, so every page is rendered): every page
 * of the built tree rendered to the last byte, three rounds after one warm-up round, milliseconds per page.
 */
async function measureRenderCpu(): Promise<number> {
  const kv = JSON.parse(readFileSync('dist/bench-content/kv.json', 'utf8')) as KvEntry[];
  const { buildId } = JSON.parse(readFileSync('dist/bench-content/build.json', 'utf8')) as { buildId: string };
  const env = { CONTENT: createMemoryKv(kv), BUILD_ID: buildId };
  const app = createApp();
  const { values } = JSON.parse(kv.find((e) => e.key === manifestKey(buildId))!.value) as BuildManifest;
  const paths = Object.keys(values)
    .filter((key) => key.startsWith(pageKey('/uitleg')))
    .map((key) => `/${key.slice(pageKey('/').length)}/`);
  const round = async () => {
    for (const path of paths) await (await app.fetch(new Request(`https://x.nl${path}`), env, NODE_EXECUTION_CONTEXT)).text();
  };
  await round();
  const started = process.cpuUsage();
  for (let i = 0; i < 3; i++) await round();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / (paths.length * 3);
}

const server = await serveLocalSite({ content: 'content', out: 'dist/bench-content', state: 'dist/bench-state' });
try {
  const html = await (await fetch(`${server.url}/uitleg/`)).text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  const etag = (await fetch(`${server.url}/assets/data/uitleg/index.json`)).headers.get('ETag')!;
  const pageEtag = (await fetch(`${server.url}/uitleg/werkplaats/`)).headers.get('ETag')!;
  // The not-found page is never cached, so it is a render (KV reads + SSR) on every request.
  const targets = [
    ['static asset', script, {}],
    ['page data JSON', '/assets/data/uitleg/index.json', {}],
    ['HTML cache hit', '/uitleg/werkplaats/', {}],
    ['HTML render (miss)', '/uitleg/bestaat-niet/', {}],
    ['HTML 304', '/uitleg/werkplaats/', { 'If-None-Match': pageEtag }],
    ['304 revalidation', '/assets/data/uitleg/index.json', { 'If-None-Match': etag }],
  ] as const;
  const rows: Record<string, string | number>[] = [];
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  for (const [name, path, headers] of targets) {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 16, duration: seconds, headers: { ...headers } });
    rows.push({
      target: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx - (name.includes('304') || name.includes('miss') ? result.non2xx : 0),
    });
  }
  const rps = (n: string) => Number(rows.find((r) => r.target === n)!['req/s']);
  rows.push({
    target: 'ratio cached HTML/static',
    'req/s': (rps('HTML cache hit') / rps('static asset')).toFixed(2),
    'p50 ms': 0,
    'p99 ms': 0,
    errors: 0,
    non2xx: 0,
  });
  rows.push({
    target: 'ratio render/static',
    'req/s': (rps('HTML render (miss)') / rps('static asset')).toFixed(2),
    'p50 ms': 0,
    'p99 ms': 0,
    errors: 0,
    non2xx: 0,
  });
  rows.push({
    target: 'ratio JSON/static',
    'req/s': (rps('page data JSON') / rps('static asset')).toFixed(2),
    'p50 ms': 0,
    'p99 ms': 0,
    errors: 0,
    non2xx: 0,
  });
  rows.push({
    target: 'CPU per render (Node, all pages)',
    'req/s': (await measureRenderCpu()).toFixed(2),
    'p50 ms': 0,
    'p99 ms': 0,
    errors: 0,
    non2xx: 0,
  });
  saveResults('server', rows, printTable(`Server on loopback (deploy bundle on workerd, 16 connections, ${seconds} s each)`, rows));
} finally {
  await server.dispose();
}
