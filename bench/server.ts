/**
 * Throughput and latency on loopback against the deploy bundle on workerd (Miniflare, what `npm start` serves),
 * one run for a hashed static asset, a page-data JSON from KV, an SSR page and a 304 revalidation,
 * so the ratios SSR/static and JSON/static mean something on a noisy machine.
 * autocannon drives it: Node-native, no extra system package.
 */
import autocannon from 'autocannon';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { printTable, saveResults } from './lib/report';

const server = await serveLocalSite({ content: 'content', out: 'dist/bench-content', state: 'dist/bench-state' });
try {
  const html = await (await fetch(`${server.url}/uitleg/`)).text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  const etag = (await fetch(`${server.url}/assets/data/uitleg/index.json`)).headers.get('ETag')!;
  const targets = [
    ['static asset', script, {}],
    ['page data JSON', '/assets/data/uitleg/index.json', {}],
    ['SSR page', '/uitleg/', {}],
    ['304 revalidation', '/assets/data/uitleg/index.json', { 'If-None-Match': etag }],
  ] as const;
  const rows: Record<string, string | number>[] = [];
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  for (const [name, path, headers] of targets) {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 16, duration: seconds, headers: { ...headers } });
    rows.push({ target: name, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors, non2xx: result.non2xx - (name === '304 revalidation' ? result.non2xx : 0) });
  }
  const rps = (n: string) => Number(rows.find((r) => r.target === n)!['req/s']);
  rows.push({ target: 'ratio SSR/static', 'req/s': (rps('SSR page') / rps('static asset')).toFixed(2), 'p50 ms': 0, 'p99 ms': 0, errors: 0, non2xx: 0 });
  rows.push({ target: 'ratio JSON/static', 'req/s': (rps('page data JSON') / rps('static asset')).toFixed(2), 'p50 ms': 0, 'p99 ms': 0, errors: 0, non2xx: 0 });
  saveResults('server', rows, printTable(`Server on loopback (deploy bundle on workerd, 16 connections, ${seconds} s each)`, rows));
} finally {
  await server.dispose();
}
