/**
 * What one request of each kind costs workerd, which runs the whole site on one thread: CPU time of the
 * workerd processes (utime + stime from /proc) over a run of one kind at a time, divided by the requests
 * answered. Steadier than req/s on a shared two-core machine, and it says what an event POST costs
 * against a page request, which is what the soak's "page req/s with events" comes down to.
 * `npx tsx bench/request-cost.ts [seconds]` (default 8 s per kind, 32 connections, the fixture tree;
 * COST_KINDS=event,robots runs only those kinds; COST_DIRECT=1 serves without Miniflare's entry worker, see miniflare-server.ts).
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { readBootModules } from '../client/boot-loader';
import { SOAK_EVENT_BODIES, toEventRequest } from '../tests/soak/soak-run';
import { printTable, saveResults } from './lib/report';

const SECONDS = Number(process.argv[2] ?? 8);
const CONNECTIONS = 32;
const TICKS_PER_SECOND = 100;
/** Client addresses per connection of the event run (see below). */
const ADDRESSES_PER_CONNECTION = 310;

/** CPU milliseconds used so far by every workerd process. */
function workerdCpuMs(): number {
  const pids = execFileSync('ps', ['-C', 'workerd', '-o', 'pid='], { encoding: 'utf8' }).split('\n').filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
      const stat = readFileSync(`/proc/${pid.trim()}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const server = await serveLocalSite({
  content: 'tests/fixtures/content',
  out: 'tests/.out/cost-content',
  state: 'tests/.out/cost-state',
  direct: process.env.COST_DIRECT === '1',
});
try {
  const origin = new URL(server.url).origin;
  const script = readBootModules(await (await fetch(`${server.url}/uitleg/`)).text())[0]!;
  // Each connection posts from its own ADDRESSES_PER_CONNECTION addresses, the same ones in the warm-up and
  // the measured run: 32 × 310 clients stay within the 10,000 an isolate counts per 10 s window, and up to
  // about 2,800 POSTs a second no address passes the allowance of 3 (limit-allowance.ts), as in the soak,
  // where an address posts about once a minute. Past either, the Rate Limiting binding is asked, which is
  // what a flood costs, not a reader's event.
  let connection = 0;
  const getEventRequests = () => {
    const n = connection++ % CONNECTIONS;
    return Array.from({ length: ADDRESSES_PER_CONNECTION }, (_, i) =>
      toEventRequest(origin, SOAK_EVENT_BODIES[i % SOAK_EVENT_BODIES.length]!, `10.${n}.${i >> 8}.${i & 255}`),
    );
  };
  const kinds: [string, Partial<autocannon.Options>][] = [
    ['HTML, edge-cache hit', { url: `${server.url}/uitleg/werkplaats/` }],
    ['page data JSON', { url: `${server.url}/assets/data/uitleg/index.json` }],
    ['static file (hashed JS)', { url: `${server.url}${script}` }],
    ['robots.txt (generated)', { url: `${server.url}/robots.txt` }],
    [
      'event POST',
      {
        url: server.url,
        requests: getEventRequests() as autocannon.Request[],
        setupClient: ((client: { setRequests: (r: unknown[]) => void }) => client.setRequests(getEventRequests())) as never,
      },
    ],
  ];
  const rows: Record<string, string | number>[] = [];
  // COST_KINDS=event,robots narrows the run to the kinds whose names contain one of the words.
  const only = process.env.COST_KINDS?.split(',');
  for (const [kind, options] of kinds.filter(([k]) => !only || only.some((w) => k.includes(w)))) {
    await autocannon({ url: server.url, connections: CONNECTIONS, duration: 2, ...options } as autocannon.Options); // warm-up
    const before = workerdCpuMs();
    const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, ...options } as autocannon.Options);
    const used = workerdCpuMs() - before;
    const answered = result.requests.total;
    rows.push({
      kind,
      requests: answered,
      'req/s': Math.round(result.requests.average),
      'workerd CPU ms / request': (used / Math.max(1, answered)).toFixed(3),
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const table = printTable(`workerd CPU per request (${SECONDS} s per kind, ${CONNECTIONS} connections)`, rows);
  saveResults('request-cost', rows, table);
} finally {
  await server.dispose();
}
