/**
 * Where the soak's CPU goes, per process: against a running `npm start` (COST_URL, default
 * http://127.0.0.1:8787), CPU time per request from /proc for workerd, for the front that listens on the
 * port and for this process (the load generator), over a run of the soak's page mix and a run of event
 * POSTs. The two cores are shared by all three, so the soak's "page req/s with events / without" comes
 * down to what an event costs the machine against a page request of the mix.
 * `npm start` in one terminal, then `npx tsx bench/soak-cost.ts [seconds]` (default 10 s per run, 32 connections).
 * The event POSTs name their readers with the token of the front serving COST_STATE (default .wrangler/state).
 */
import type autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { LOCAL_STATE } from '../scripts/deploy/local-versions';
import { readLoadToken } from '../scripts/lib/load-token';
import { getSoakMix } from '../scripts/lib/soak-run';
import { eventRunOptions, measureRun, workerdPids } from './lib/process-cost';
import { printTable, saveResults } from './lib/report';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 32;
const url = (process.env.COST_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');

/** The pid of the process listening on `port` (the front of `npm start`). */
function listenerPid(port: string): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing of ours listens on port ${port}: start \`npm start\` first (COST_URL names it)`);
  return Number(pid);
}

const front = listenerPid(new URL(url).port || '80');
const { paths } = await getSoakMix(url);
const runs: [string, Partial<autocannon.Options>][] = [
  ['page mix (soak)', { requests: paths.map((path) => ({ method: 'GET', path })) as autocannon.Request[] }],
  ['event POST', eventRunOptions(new URL(url).origin, CONNECTIONS, readLoadToken(process.env.COST_STATE ?? LOCAL_STATE))],
];
const rows: Record<string, string | number>[] = [];
for (const [kind, options] of runs) {
  const { result, msPerRequest: ms } = await measureRun({ url, connections: CONNECTIONS, ...options }, SECONDS, {
    workerd: workerdPids,
    front: () => [front],
    load: () => [process.pid],
  });
  rows.push({
    kind,
    requests: result.requests.total,
    'workerd ms': ms.workerd!.toFixed(3),
    'front ms': ms.front!.toFixed(3),
    'load generator ms': ms.load!.toFixed(3),
    'all ms / request': (ms.workerd! + ms.front! + ms.load!).toFixed(3),
    errors: result.errors,
  });
}
saveResults('soak-cost', rows, printTable(`CPU per request by process through ${url} (${SECONDS} s, ${CONNECTIONS} connections)`, rows));
