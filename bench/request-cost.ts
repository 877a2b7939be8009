/**
 * What one request of each kind costs workerd, which runs the whole site on one thread: CPU time of the
 * workerd processes (utime + stime from /proc) over a run of one kind at a time, divided by the requests
 * answered. Steadier than req/s on a shared two-core machine, and it says what an event POST costs
 * against a page request, which is what the soak's "page req/s with events" comes down to.
 * `npx tsx bench/request-cost.ts [seconds]` (default 8 s per kind, 32 connections, the fixture tree;
 * COST_KINDS=event,robots runs only those kinds; COST_DIRECT=1 serves bound to the worker, without Miniflare's entry worker
 * and Static Assets router, as `npm start` does, see miniflare-server.ts). The event run is held at EVENT_RATE
 * (lib/process-cost.ts), below saturation when workerd answers faster, so no Rate Limiting call is counted.
 */
import type autocannon from 'autocannon';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { readBootModules } from '../client/boot-loader';
import { eventRunOptions, measureRun, workerdPids } from './lib/process-cost';
import { printTable, saveResults } from './lib/report';

const SECONDS = Number(process.argv[2] ?? 8);
const CONNECTIONS = 32;

const server = await serveLocalSite({
  content: 'tests/fixtures/content',
  out: 'tests/.out/cost-content',
  state: 'tests/.out/cost-state',
  direct: process.env.COST_DIRECT === '1',
});
try {
  const origin = new URL(server.url).origin;
  const script = readBootModules(await (await fetch(`${server.url}/uitleg/`)).text())[0]!;
  const kinds: [string, Partial<autocannon.Options>][] = [
    ['HTML, edge-cache hit', { url: `${server.url}/uitleg/werkplaats/` }],
    ['page data JSON', { url: `${server.url}/assets/data/uitleg/index.json` }],
    ['static file (hashed JS)', { url: `${server.url}${script}` }],
    ['robots.txt (generated)', { url: `${server.url}/robots.txt` }],
    ['event POST', { url: server.url, ...eventRunOptions(origin, CONNECTIONS) }],
  ];
  const rows: Record<string, string | number>[] = [];
  // COST_KINDS=event,robots narrows the run to the kinds whose names contain one of the words.
  const only = process.env.COST_KINDS?.split(',');
  for (const [kind, options] of kinds.filter(([k]) => !only || only.some((w) => k.includes(w)))) {
    const { result, msPerRequest } = await measureRun({ url: server.url, connections: CONNECTIONS, ...options }, SECONDS, {
      workerd: workerdPids,
    });
    rows.push({
      kind,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'workerd CPU ms / request': msPerRequest.workerd!.toFixed(3),
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const table = printTable(`workerd CPU per request (${SECONDS} s per kind, ${CONNECTIONS} connections)`, rows);
  saveResults('request-cost', rows, table);
} finally {
  await server.dispose();
}
