/**
 * POST /api/events: a page's batch of reader events, counted per day. Order of the checks: same origin
 * (403), the rate limit keyed by the client's IP address (429; the address is the limiter's key and
 * goes nowhere else), size (413), shape (400); then 204 at once, and in waitUntil the paths are checked
 * against the pages that exist (page-check.ts; the others are counted as dropped) and the counters are
 * written (gathered for a second into one write per isolate), so storage never delays or breaks a page.
 * A storage failure (KV for the check, D1 for the write) drops the batch and is logged.
 */
import type { Context, Handler } from 'hono';
import { aggregateEvents, getEventPagePaths, getInsightsDay, isEmptyCounts } from '../../core/insights/aggregate';
import { type EventBatch, MAX_EVENTS_BODY_BYTES, parseEventBatch } from '../../core/insights/events';
import { EVENTS_RATE_LIMIT } from '../../core/insights/endpoint';
import { CACHE_CONTROL } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { createCoalescer } from '../insights/coalescer';
import { createD1Sink } from '../insights/d1-sink';
import { createLimitAllowance } from '../insights/limit-allowance';
import { getExistingPages } from '../insights/page-check';
import type { InsightsSink } from '../insights/sink';

/** How the worker finds its sink; tests pass their own. */
export type SinkFactory = (env: AppEnv['Bindings']) => InsightsSink | null;

// A sink per binding, not per request: its prepared statements are built once per isolate.
const d1Sinks = new WeakMap<D1Database, InsightsSink>();

/** The D1 sink when the INSIGHTS binding exists. */
export const getDefaultSink: SinkFactory = (env) => {
  const db = env.INSIGHTS;
  if (!db) return null;
  let sink = d1Sinks.get(db);
  if (!sink) d1Sinks.set(db, (sink = createD1Sink(db)));
  return sink;
};

/** True when the browser says the request comes from a page of this site. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  // sendBeacon and fetch send Origin on a POST; without it, Fetch Metadata must vouch for the request.
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

/** Reads at most `limit` bytes of the body; null when it is larger (a lying or absent Content-Length included). */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  // A declared length is the body's length (HTTP framing; the runtime reads no more), so it is read in one
  // native call; only a chunked body, whose size nobody declared, is counted chunk by chunk.
  if (request.headers.has('Content-Length') && Number.isSafeInteger(declared) && declared >= 0) return request.text();
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Collects tasks to run after the response (waitUntil on Workers), or to await when there is no execution context. */
function getAfterResponse(c: Context<AppEnv>): { waitUntil: (task: Promise<void>) => void; settle: () => Promise<void> } {
  const tasks: Promise<void>[] = [];
  try {
    const ctx = c.executionCtx;
    return { waitUntil: (task) => ctx.waitUntil(task), settle: async () => undefined };
  } catch {
    // app.request() without an execution context (plain-object tests); a task may add another while it runs.
    return {
      waitUntil: (task) => void tasks.push(task),
      settle: async () => {
        for (let done = 0; done < tasks.length; done = tasks.length) await Promise.all(tasks.slice(done));
      },
    };
  }
}

const logDropped = (message: string, error: unknown) => console.error(message, error);

/** The sink, or null when there is none or it cannot be had (a broken D1 binding): the batch is then dropped and logged. */
function getSinkOrNull(getSink: SinkFactory, env: AppEnv['Bindings']): InsightsSink | null {
  try {
    return getSink(env);
  } catch (error) {
    logDropped('insights: batch dropped, storage unavailable', error);
    return null;
  }
}

/** The batch's counters for `day`, with page views and votes of paths that are no page counted as dropped. */
async function countBatch(env: AppEnv['Bindings'], batch: EventBatch, day: string) {
  const paths = getEventPagePaths(batch.events);
  const pages = paths.length > 0 ? await getExistingPages(env.CONTENT, env.BUILD_ID, paths, batch.build) : new Set<string>();
  return aggregateEvents(batch.events, day, (path) => pages.has(path));
}

/** Batches per client and window the isolate counts itself before it asks the binding (limit-allowance.ts). */
export const LIMIT_ALLOWANCE = 3;

/** How long batches are gathered into one D1 write (README: what it means under load). */
export const COALESCE_MS = 1000;

/** The handler of POST /api/events, registered on that route (the request guard lets POST through only there). */
export function eventHandler(options: { sink?: SinkFactory; now?: () => number; coalesceMs?: number } = {}): Handler<AppEnv> {
  const getSink = options.sink ?? getDefaultSink;
  const now = options.now ?? Date.now;
  const allowance = createLimitAllowance({ allowance: LIMIT_ALLOWANCE, periodMs: EVENTS_RATE_LIMIT.period * 1000, maxKeys: 10_000 });
  const coalesce = createCoalescer(options.coalesceMs ?? COALESCE_MS, logDropped);
  return async (c) => {
    if (!isSameOrigin(c.req.raw)) throw new HttpError(403, 'Event from another origin');
    const limiter = c.env.EVENTS_RATE_LIMITER;
    if (limiter) {
      const key = c.req.header('CF-Connecting-IP') ?? 'unknown';
      const calls = allowance.take(key, now());
      if (calls > 0) {
        const answers = await Promise.all(Array.from({ length: calls }, () => limiter.limit({ key })));
        if (answers.some((a) => !a.success))
          throw new HttpError(429, 'Event rate limit', { 'Retry-After': String(EVENTS_RATE_LIMIT.period) });
      }
    }
    const text = await readBodyWithin(c.req.raw, MAX_EVENTS_BODY_BYTES);
    if (text === null) throw new HttpError(413, 'Event batch over 16 KB');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Event batch is not JSON');
    }
    const batch = parseEventBatch(body);
    if (!batch) throw new HttpError(400, 'Malformed event batch');
    const sink = batch.events.length > 0 ? getSinkOrNull(getSink, c.env) : null;
    if (sink) {
      const after = getAfterResponse(c);
      after.waitUntil(
        countBatch(c.env, batch, getInsightsDay(now())).then(
          (counts) => {
            if (!isEmptyCounts(counts)) coalesce(counts, sink, after.waitUntil);
          },
          (error: unknown) => logDropped('insights: batch dropped, the page check failed', error),
        ),
      );
      await after.settle();
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': CACHE_CONTROL.noStore } });
  };
}
