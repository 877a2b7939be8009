/**
 * `npm run test:soak`: after a warm-up under the same load, 60 s at 64 concurrent connections over a
 * mix of pages, JSON and assets on loopback. Fails on any failed request, any 5xx, or worker memory
 * growing by more than MAX_GROWTH between the first and the last quarter of the measured run.
 * Prints p99 and memory.
 * The worker runs on workerd through Miniflare (the deploy bundle, no dev proxy in front), so the
 * memory measured is the worker's runtime; SOAK_RUNTIME=wrangler runs it under `wrangler dev` instead.
 * SOAK_URL=http://localhost:8787 runs the mix against a server already running (`npm start`; its event POSTs
 * name their readers with the token of the front serving SOAK_STATE, default .wrangler/state) and
 * prints req/s and p99 per kind of path (SSR page, page data, static asset) from a short run of each.
 * SOAK_EVENTS=1 adds reader event POSTs (POST /api/events) to the mix; SOAK_EVENTS=both runs SECONDS without
 * and SECONDS with them, interleaved in slices, and prints the page requests per second of each side by side.
 * SOAK_DIRECT=1 serves bound to the worker, without Miniflare's entry worker and Static Assets router
 * (scripts/lib/miniflare-server.ts, `direct`, as `npm start` does), to tell what the local emulation of
 * Cloudflare's front line costs from what the worker costs.
 */
import { execFileSync } from 'node:child_process';
import { getFreePort, stopProcessGroup } from '../../scripts/lib/run';
import { startMiniflare } from '../../scripts/lib/miniflare-server';
import { prepareLocalSite, startWranglerDev } from '../../scripts/lib/wrangler';
import { LOCAL_STATE } from '../../scripts/deploy/local-versions';
import { readLoadToken } from '../../scripts/lib/load-token';
import { combineResults, getSoakMix, runSoakLoad, type SoakResult } from '../../scripts/lib/soak-run';
import { exitWithHelpIfAsked } from '../../scripts/lib/help';

exitWithHelpIfAsked(import.meta.url);

const CONTENT = process.env.SOAK_CONTENT ?? 'tests/fixtures/content';
const OUT = 'tests/.out/soak-content';
const STATE = 'tests/.out/soak-state';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/**
 * Load before the measured run. workerd's RSS ramps for about two minutes under this load (V8 grows
 * its heap before collecting; a trivial worker that allocates per request ramps the same way), then
 * levels off; stability is judged on the measured run after that.
 */
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 120);
/** The measured run's last quarter may use at most this much more memory than its first quarter. */
const MAX_GROWTH = 1.15;

/** Resident memory (KB) of the workerd processes serving the site. */
function workerdRssKb(): number {
  try {
    return execFileSync('ps', ['-C', 'workerd', '-o', 'rss='], { encoding: 'utf8' })
      .split('\n')
      .reduce((sum, l) => sum + (Number(l.trim()) || 0), 0);
  } catch {
    return 0;
  }
}

/** The server under load: the one SOAK_URL names, or one started here on the fixture tree. */
async function startServer(): Promise<{ url: string; dispose: () => Promise<void> }> {
  if (process.env.SOAK_URL) return { url: process.env.SOAK_URL.replace(/\/$/, ''), dispose: async () => undefined };
  const buildId = await prepareLocalSite({ content: CONTENT, out: OUT, state: STATE });
  const port = await getFreePort();
  return process.env.SOAK_RUNTIME === 'wrangler'
    ? startWranglerDev({ port, buildId, persistTo: STATE, quiet: true }).then((dev) => ({
        url: dev.url,
        dispose: () => stopProcessGroup(dev.process),
      }))
    : startMiniflare({ port, buildId, persistTo: STATE, bundleDir: 'tests/.out/soak-bundle', direct: process.env.SOAK_DIRECT === '1' });
}

const server = await startServer();
/** The local front's load token when the soak runs through `npm start` (scripts/lib/load-token.ts). */
const loadToken = process.env.SOAK_URL ? readLoadToken(process.env.SOAK_STATE ?? LOCAL_STATE) : null;
let failed = false;
try {
  const { paths: mix, script } = await getSoakMix(server.url);
  // SOAK_PATHS=a,b narrows the mix, e.g. to tell SSR from KV reads when memory grows.
  const paths = process.env.SOAK_PATHS ? process.env.SOAK_PATHS.split(',') : mix;
  const warmup = WARMUP_SECONDS > 0 ? await runSoakLoad(server.url, paths, WARMUP_SECONDS) : null;
  if (warmup)
    console.log(
      `warm-up ${WARMUP_SECONDS} s: requests ${warmup.requests}, errors ${warmup.errors}, 5xx ${warmup.fiveXX}, unexpected status ${warmup.unexpected}, workerd RSS ${(workerdRssKb() / 1024).toFixed(0)} MB`,
    );
  const withEvents = process.env.SOAK_EVENTS === '1' || process.env.SOAK_EVENTS === 'both';
  const memory: number[] = [];
  const sampler = setInterval(() => memory.push(workerdRssKb()), 1000);
  let baseline: SoakResult | null = null;
  let result: SoakResult;
  if (process.env.SOAK_EVENTS === 'both') {
    // Without and with events in slices, ABBAAB: one run after the other measured mostly how the server
    // drifted between them (two runs without events, back to back, differed by up to 20 %); interleaved,
    // drift falls on both sides alike. Each side gets SECONDS in all.
    const runs: { events: boolean; result: SoakResult }[] = [];
    for (const events of [false, true, true, false, false, true])
      runs.push({ events, result: await runSoakLoad(server.url, paths, SECONDS / 3, 64, { events, loadToken }) });
    baseline = combineResults(runs.filter((r) => !r.events).map((r) => r.result));
    result = combineResults(runs.filter((r) => r.events).map((r) => r.result));
    console.log(
      `without events: requests ${baseline.requests}, pages ${baseline.pageRps} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms, errors ${baseline.errors}, 5xx ${baseline.fiveXX}, unexpected ${baseline.unexpected}`,
    );
    console.log(`page req/s per slice (without | with): ${runs.map((r) => `${r.events ? '+' : '-'}${r.result.pageRps}`).join(' ')}`);
  } else result = await runSoakLoad(server.url, paths, SECONDS, 64, { events: withEvents, loadToken });
  clearInterval(sampler);
  if (withEvents)
    console.log(
      `with events: requests ${result.requests} (${result.events} event POSTs), pages ${result.pageRps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
  if (baseline) {
    console.log(`page req/s with events / without: ${(result.pageRps / Math.max(1, baseline.pageRps)).toFixed(3)}`);
    if (baseline.errors + baseline.timeouts + baseline.fiveXX + baseline.unexpected > 0) failed = true;
  }
  const quarter = Math.max(1, Math.floor(memory.length / 4));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const early = avg(memory.slice(0, quarter));
  const late = avg(memory.slice(-quarter));
  const fiveXX = result.fiveXX + (warmup?.fiveXX ?? 0);
  const unexpected = result.unexpected + (warmup?.unexpected ?? 0);
  console.log(`requests ${result.requests}, ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  console.log(
    `errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveXX}, unexpected status ${unexpected} (the not-found page's 404 is expected)`,
  );
  for (const [what, { count, body }] of Object.entries({ ...warmup?.unexpectedBy, ...result.unexpectedBy }))
    console.log(`unexpected: ${what} ×${count}: ${body}`);
  console.log(`runtime: ${process.env.SOAK_RUNTIME === 'wrangler' ? 'wrangler dev' : 'miniflare (deploy bundle)'}`);
  const trajectory = Array.from(
    { length: 9 },
    (_, i) => memory[Math.min(memory.length - 1, Math.floor((i * (memory.length - 1)) / 8))] ?? 0,
  );
  console.log(`workerd RSS every eighth of the run (MB): ${trajectory.map((kb) => (kb / 1024).toFixed(0)).join(' → ')}`);
  console.log(
    `workerd RSS of the measured run: first quarter ${(early / 1024).toFixed(0)} MB, last quarter ${(late / 1024).toFixed(0)} MB (bound ${MAX_GROWTH}×)`,
  );
  if (result.errors + (warmup?.errors ?? 0) > 0 || result.timeouts + (warmup?.timeouts ?? 0) > 0 || fiveXX > 0 || unexpected > 0)
    failed = true;
  if (early > 0 && late > early * MAX_GROWTH) failed = true;
  if (process.env.SOAK_URL) {
    // Side by side per kind, 10 s each at the same 64 connections: the HTML/static ratio is the figure that matters.
    const kinds = [
      ['HTML (cache hit)', '/uitleg/werkplaats/'],
      ['page data JSON', '/assets/data/uitleg/werkplaats/index.json'],
      ['static asset', script],
    ] as const;
    const rows: { kind: string; rps: number; p99: number; errors: number; fiveXX: number }[] = [];
    for (const [kind, path] of kinds) {
      const r = await runSoakLoad(server.url, [path], 10);
      rows.push({ kind, rps: r.rps, p99: r.p99, errors: r.errors + r.timeouts, fiveXX: r.fiveXX });
      for (const [what, { count, body }] of Object.entries(r.unexpectedBy)) console.log(`unexpected: ${what} ×${count}: ${body}`);
      // Figures, not the gate: the soak mix above is what must hold without a failed request.
    }
    for (const row of rows)
      console.log(
        `${row.kind.padEnd(16)} ${String(row.rps).padStart(6)} req/s  p99 ${row.p99} ms  errors ${row.errors}  5xx ${row.fiveXX}`,
      );
    console.log(`cached HTML/static ${(rows[0]!.rps / rows[2]!.rps).toFixed(2)}, JSON/static ${(rows[1]!.rps / rows[2]!.rps).toFixed(2)}`);
  }
} finally {
  await server.dispose();
}
console.log(failed ? 'soak: FAILED' : 'soak: passed');
process.exit(failed ? 1 : 0);
