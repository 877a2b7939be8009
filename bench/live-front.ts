/**
 * What the live front of `npm start` costs: the live local build served on workerd's own socket (bound to
 * the worker, without Miniflare's entry worker and Static Assets router, as the front's backend runs) and
 * through the front (scripts/lib/live-server.ts), 10 s each at 64 connections per kind of path. Needs a
 * local deploy first (`npm start` once, or `npm run deploy -- --local`).
 */
import autocannon from 'autocannon';
import { readBootModules } from '../client/boot-loader';
import { getLocalVersion, LOCAL_STATE, readLiveBuild } from '../scripts/deploy/local-versions';
import { serveLive } from '../scripts/lib/live-server';
import { serveBundle } from '../scripts/lib/miniflare-server';
import { getFreePort } from '../scripts/lib/run';
import { printTable, saveResults } from './lib/report';

const build = readLiveBuild(LOCAL_STATE);
if (!build) throw new Error('no local build is live: run `npm start` once first');
const version = getLocalVersion(LOCAL_STATE, build);
const direct = await serveBundle({
  port: await getFreePort(),
  buildId: build,
  persistTo: LOCAL_STATE,
  bundleDir: version.bundleDir,
  assetsDir: version.assetsDir,
  direct: true,
});
const front = await serveLive({ state: LOCAL_STATE, port: await getFreePort(), host: '127.0.0.1', log: () => undefined });
try {
  const script = readBootModules(await (await fetch(`${direct.url}/uitleg/`)).text())[0]!;
  const kinds = [
    ['HTML (cache hit)', '/uitleg/werkplaats/'],
    ['page data JSON', '/assets/data/uitleg/werkplaats/index.json'],
    ['static asset', script],
  ] as const;
  const rows: Record<string, number | string>[] = [];
  for (const [kind, path] of kinds) {
    for (const [via, url] of [
      ['direct', direct.url],
      ['front', front.url],
    ] as const) {
      await fetch(`${url}${path}`).then((r) => r.arrayBuffer());
      const r = await autocannon({ url: `${url}${path}`, connections: 64, duration: 10 });
      rows.push({
        kind,
        via,
        rps: Math.round(r.requests.average),
        p99: r.latency.p99,
        failed: r.errors + r.timeouts + (r['5xx'] ?? 0) + r.non2xx,
      });
    }
  }
  saveResults('live-front', { rows }, printTable('npm start: direct workerd vs through the live front (64 connections, 10 s each)', rows));
} finally {
  await front.dispose();
  await direct.dispose();
}
