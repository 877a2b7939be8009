/**
 * `npm run test:soak`: 60 s at 64 concurrent connections over a mix of pages, JSON and assets against
 * `wrangler dev` on loopback. Fails on any failed request, any 5xx, or worker memory growing by more
 * than half between the second and the last quarter of the run. Prints p99 and memory.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { getFreePort, stopProcessGroup } from '../../scripts/lib/run';
import { prepareLocalSite, startWranglerDev } from '../../scripts/lib/wrangler';

const CONTENT = process.env.SOAK_CONTENT ?? 'tests/fixtures/content';
const OUT = 'tests/.out/soak-content';
const STATE = 'tests/.out/soak-state';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);

/** Resident memory (KB) of the workerd processes serving the site. */
function workerdRssKb(): number {
  try {
    return execFileSync('ps', ['-C', 'workerd', '-o', 'rss='], { encoding: 'utf8' }).split('\n').reduce((sum, l) => sum + (Number(l.trim()) || 0), 0);
  } catch {
    return 0;
  }
}

const buildId = await prepareLocalSite({ content: CONTENT, out: OUT, state: STATE });
const server = await startWranglerDev({ port: await getFreePort(), buildId, persistTo: STATE, quiet: true });
let failed = false;
try {
  const html = await (await fetch(`${server.url}/uitleg/`)).text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  const manifest = (await (await fetch(`${server.url}/flexsearch/manifest.json`)).json()) as { index: string[] };
  // SOAK_PATHS=a,b narrows the mix, e.g. to tell SSR from KV reads when memory grows.
  const mix = ['/', '/uitleg/', '/uitleg/werkplaats/', '/uitleg/bestaat-niet/', '/assets/data/uitleg/index.json', '/wiki/x/OgC1rw.json', '/flexsearch/manifest.json', `/flexsearch/${manifest.index[0]}.json`, script, '/favicon-32x32.png'];
  const paths = process.env.SOAK_PATHS ? process.env.SOAK_PATHS.split(',') : mix;
  const memory: number[] = [];
  const sampler = setInterval(() => memory.push(workerdRssKb()), 1000);
  const result = await autocannon({ url: server.url, connections: 64, duration: SECONDS, requests: paths.map((path) => ({ method: 'GET', path })) });
  clearInterval(sampler);
  const quarter = Math.max(1, Math.floor(memory.length / 4));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  // The first quarter is warm-up (JIT, caches); growth is judged between the second and the last quarter.
  const early = avg(memory.slice(quarter, 2 * quarter));
  const late = avg(memory.slice(-quarter));
  const fiveXX = result['5xx'] ?? 0;
  console.log(`requests ${result.requests.total}, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveXX}, 4xx ${result['4xx']} (the not-found page is one of the paths)`);
  console.log(`workerd RSS: second quarter ${(early / 1024).toFixed(0)} MB, last quarter ${(late / 1024).toFixed(0)} MB`);
  if (result.errors > 0 || result.timeouts > 0 || fiveXX > 0) failed = true;
  if (early > 0 && late > early * 1.5) failed = true;
} finally {
  await stopProcessGroup(server.process);
}
console.log(failed ? 'soak: FAILED' : 'soak: passed');
process.exit(failed ? 1 : 0);
