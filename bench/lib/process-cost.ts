/**
 * What the cost benches share: CPU time of processes from /proc, and event POSTs that stay within the
 * events endpoint's per-isolate allowance, so that the figure is a reader's event and not the Rate
 * Limiting binding a flood would ask.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SOAK_EVENT_BODIES, toEventRequest } from '../../scripts/lib/soak-run';

const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) used so far by the processes `pids`; a process that ended counts 0. */
function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The pids of every running workerd process. */
export function workerdPids(): number[] {
  try {
    return execFileSync('ps', ['-C', 'workerd', '-o', 'pid='], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Client addresses per connection of an event run. */
const ADDRESSES_PER_CONNECTION = 310;
/** Event POSTs per second at most in an event run. */
export const EVENT_RATE = 2_500;

/**
 * Options for an autocannon run of event POSTs to `origin` over `connections` connections. Each connection
 * posts from its own 310 addresses: up to 32 connections stay within the 10,000 clients an isolate counts
 * per 10 s window, and at EVENT_RATE no address passes the allowance of 3 (worker/insights/limit-allowance.ts),
 * as in the soak, where an address posts about once a minute.
 */
export function eventRunOptions(origin: string, connections: number, loadToken?: string | null): Partial<autocannon.Options> {
  let connection = 0;
  const getEventRequests = () => {
    const n = connection++ % connections;
    return Array.from({ length: ADDRESSES_PER_CONNECTION }, (_, i) =>
      toEventRequest(origin, SOAK_EVENT_BODIES[i % SOAK_EVENT_BODIES.length]!, `10.${n}.${i >> 8}.${i & 255}`, loadToken),
    );
  };
  return {
    overallRate: EVENT_RATE,
    requests: getEventRequests() as autocannon.Request[],
    setupClient: ((client: { setRequests: (r: unknown[]) => void }) => client.setRequests(getEventRequests())) as never,
  };
}

/**
 * A 2 s warm-up, then `seconds` of the run `options` describes, with the CPU milliseconds per answered
 * request that each named group of processes used over the measured part.
 */
export async function measureRun(
  options: autocannon.Options,
  seconds: number,
  processes: Record<string, () => readonly number[]>,
): Promise<{ result: autocannon.Result; msPerRequest: Record<string, number> }> {
  await autocannon({ ...options, duration: 2 });
  const sample = () => Object.values(processes).map((pids) => cpuMsOf(pids()));
  const before = sample();
  const result = await autocannon({ ...options, duration: seconds });
  const used = sample().map((ms, i) => ms - before[i]!);
  const requests = Math.max(1, result.requests.total);
  return { result, msPerRequest: Object.fromEntries(Object.keys(processes).map((name, i) => [name, used[i]! / requests])) };
}
