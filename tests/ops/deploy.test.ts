/**
 * Ops rehearsal with the real wrangler (issue 20): four local deploys of different content while 16
 * readers load pages and page data through the local live server, then the cleanup, a rollback, the
 * refusals, and a worker-only change across a restart on the same persisted state. Everything runs
 * the commands `npm run deploy -- --local` and `npm run rollback -- --local` run.
 */
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimsList } from '../../scripts/claims/claims-list';
import { runDeploy } from '../../scripts/deploy/deploy-flow';
import { type BuildManifest, getManifestValues } from '../../core/build-manifest';
import { getBuildOfManifestKey, manifestKey, VALUE_PREFIX } from '../../core/kv-keys';
import { listKeys, withContentKv } from '../../scripts/deploy/kv-commands';
import { getLocalVersion, readLiveBuild } from '../../scripts/deploy/local-versions';
import { getBuildOfMarker, getDeployedBuilds } from '../../scripts/deploy/plan';
import { runRollback } from '../../scripts/deploy/rollback-flow';
import { type LiveServer, serveLive } from '../../scripts/lib/live-server';
import { signLocalAccessToken, writeLocalAccessKeys } from '../../scripts/lib/local-access-keys';
import { LOAD_TOKEN_HEADER } from '../../scripts/lib/load-token';
import { serveBundle } from '../../scripts/lib/miniflare-server';
import { bin, getFreePort } from '../../scripts/lib/run';
import { readBootModules } from '../../client/boot-loader';
import { getSoakMix, runSoakLoad } from '../../scripts/lib/soak-run';
import { startLoadLoop } from './load-loop';
import { readInsightsReport } from '../lib/read-insights';
import { rawRequest, rawSocketRequest } from './raw-request';
import { buildClient } from '../../scripts/lib/client-build';

const ROOT = 'tests/.out/ops';
const STATE = join(ROOT, 'state');
const PAGE = '/uitleg/werkplaats/lange-pagina/';
const LOAD_PATHS = [
  '/',
  '/uitleg/',
  '/uitleg/werkplaats/',
  PAGE,
  '/assets/data/uitleg/werkplaats/index.json',
  '/assets/data/uitleg/basics/index.json',
];
const quiet = () => undefined;

/** A copy of the fixture tree whose long page says which deploy it is. */
function contentVersion(n: number): string {
  const dir = join(ROOT, `content-${n}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync('tests/fixtures/content', dir, { recursive: true });
  const file = join(dir, 'uitleg/werkplaats/lange-pagina.md');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nDit is inhoudsversie ${n}.\n`);
  return dir;
}

const deploy = (n: number) =>
  runDeploy({
    mode: 'local',
    dryRun: false,
    content: contentVersion(n),
    out: join(ROOT, `out-${n}`),
    state: STATE,
    buildClient: false,
    log: quiet,
  });

let server: LiveServer | null = null;

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true });
  // A local Access test key set in the state, as `npm run access:keys` makes it: the report page can be tried.
  await writeLocalAccessKeys(STATE);
  await buildClient();
});

afterAll(async () => {
  await server?.dispose();
});

// Time-outs guard against a hang, not speed: four real deploys under load take minutes on a busy 2-core machine.
describe('local deploys under load', () => {
  const builds: string[] = [];

  it('four deploys while 16 readers load pages and page data: no failed request, each build served after its deploy', async () => {
    builds.push((await deploy(1)).build);
    server = await serveLive({ state: STATE, port: await getFreePort(), host: '127.0.0.1', log: quiet });
    expect(server.build()).toBe(builds[0]);
    const loop = startLoadLoop(server.url, LOAD_PATHS, 16);
    for (const n of [2, 3, 4]) {
      const previous = builds.at(-1)!;
      const oldData = await fetch(`${server.url}/assets/data/uitleg/werkplaats/index.json`);
      const oldEtag = oldData.headers.get('ETag')!;
      await oldData.arrayBuffer();
      const before = n === 2 ? new Set(await listKeys({ kind: 'local', state: STATE }, VALUE_PREFIX)) : null;
      const { build, kvWrites } = await deploy(n);
      expect(build).not.toBe(previous);
      // One page's text changed: a handful of values (the page, the search chunks it touches, the build's shell and search manifest).
      expect(kvWrites).toBeGreaterThan(0);
      expect(kvWrites).toBeLessThanOrEqual(10);
      if (before) {
        const added = (await listKeys({ kind: 'local', state: STATE }, VALUE_PREFIX)).filter((key) => !before.has(key));
        expect(added).toHaveLength(kvWrites);
      }
      builds.push(build);
      await server.waitForBuild(build);
      const page = await fetch(`${server.url}${PAGE}`);
      const html = await page.text();
      expect(page.headers.get('X-Build-Hash')).toBe(build);
      expect(html).toContain(`Dit is inhoudsversie ${n}.`);
      // Version skew: a reader still on the previous build revalidates its page data and gets the new
      // build's data (its hash makes the client load the page fully), and still gets its own menu.
      const skewed = await fetch(`${server.url}/assets/data/uitleg/werkplaats/index.json`, { headers: { 'If-None-Match': oldEtag } });
      expect(skewed.status).toBe(200);
      expect(((await skewed.json()) as { hash: string }).hash).toBe(build);
      const oldNav = await fetch(`${server.url}/nav/${previous}.json`);
      expect(oldNav.status).toBe(200);
      await oldNav.arrayBuffer();
    }
    const seen = await loop.stop();
    console.log(
      `load loop: ${seen.requests} requests across ${builds.length} deploys, ${seen.failures.length} failed, builds seen ${seen.builds.join(' → ')}`,
    );
    expect(seen.failures).toEqual([]);
    expect(seen.requests).toBeGreaterThan(200);
    expect(seen.builds).toEqual(builds);
  }, 900_000);

  it('leaves exactly the last three builds: their manifests, markers, the values they reference and their archived versions', async () => {
    const kept = builds.slice(-3);
    const { keys, referenced } = await withContentKv({ kind: 'local', state: STATE }, async (kv) => {
      const all = await kv.list('');
      const manifests = await Promise.all(kept.map(async (b) => JSON.parse((await kv.get(manifestKey(b)))!) as BuildManifest));
      return { keys: all, referenced: new Set(manifests.flatMap(getManifestValues)) };
    });
    const kinds = new Set(
      keys.map((k) => (getBuildOfMarker(k) ? `marker:${getBuildOfMarker(k)}` : (getBuildOfManifestKey(k) ?? k.split('/')[0]))),
    );
    expect([...kinds].sort()).toEqual([...kept, ...kept.map((b) => `marker:${b}`), 'v'].sort());
    expect(keys.filter((k) => k.startsWith(VALUE_PREFIX)).sort()).toEqual([...referenced].sort());
    expect(getDeployedBuilds(keys)).toEqual([...kept].reverse());
    expect(
      readdirSync(join(STATE, 'deploys'))
        .filter((d) => d !== 'live.json')
        .sort(),
    ).toEqual([...kept].sort());
  }, 180_000);

  it('a rollback serves the previous build again; one to a deleted build, a build missing a value or a non-build is refused', async () => {
    await expect(runRollback({ to: builds[0], local: true, state: STATE, dryRun: false, log: quiet })).rejects.toThrow(
      /Rollback refused: build \w+ was never deployed|Rollback refused/,
    );
    await expect(runRollback({ to: 'not-a-build', local: true, state: STATE, dryRun: false, log: quiet })).rejects.toThrow(
      /not a build id/,
    );
    // A kept build one of whose values has gone from KV: refused, naming the value.
    const gone = await withContentKv({ kind: 'local', state: STATE }, async (kv) => {
      const [own, ...later] = await Promise.all(
        builds.slice(1).map(async (b) => JSON.parse((await kv.get(manifestKey(b)))!) as BuildManifest),
      );
      const shared = new Set(later.flatMap(getManifestValues));
      const value = getManifestValues(own!).find((v) => !shared.has(v))!;
      await kv.delete([value]);
      return value;
    });
    await expect(runRollback({ to: builds[1], local: true, state: STATE, dryRun: false, log: quiet })).rejects.toThrow(
      `Rollback refused: build ${builds[1]} references value ${gone}`,
    );
    expect(readLiveBuild(STATE)).toBe(builds[3]);
    const back = await runRollback({ local: true, state: STATE, dryRun: false, log: quiet });
    expect(back).toBe(builds[2]);
    await server!.waitForBuild(back);
    const page = await fetch(`${server!.url}${PAGE}`);
    expect(page.headers.get('X-Build-Hash')).toBe(builds[2]);
    expect(await page.text()).toContain('Dit is inhoudsversie 3.');
  }, 180_000);

  it('the soak script runs against the live server: the mix it finds exists, and nothing fails (smoke run, with events)', async () => {
    const { paths, script } = await getSoakMix(server!.url);
    expect(paths).toContain(script);
    const result = await runSoakLoad(server!.url, paths, 3, 16, { events: true, loadToken: server!.loadToken });
    expect(result.requests).toBeGreaterThan(100);
    // Every connection's own event list reached the worker, each POST answered 204 (else `unexpected`).
    expect(result.events).toBeGreaterThan(16);
    expect({ errors: result.errors, timeouts: result.timeouts, fiveXX: result.fiveXX, unexpected: result.unexpected }).toEqual({
      errors: 0,
      timeouts: 0,
      fiveXX: 0,
      unexpected: 0,
    });
  }, 180_000);

  it('readers who leave before or while the answer comes hold no connection to the worker: after 400 of them the site still answers', async () => {
    const url = new URL(server!.url);
    // The not-found page is rendered on every request, so the reader is gone before the worker answers.
    const leaveEarly = () =>
      new Promise<void>((resolve) => {
        const request = httpGet({ host: url.hostname, port: url.port, path: '/uitleg/bestaat-niet/' });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        setTimeout(() => request.destroy(), 1);
      });
    for (let round = 0; round < 8; round++) await Promise.all(Array.from({ length: 50 }, leaveEarly));
    const answer = await fetch(`${server!.url}/uitleg/`, { signal: AbortSignal.timeout(5_000) });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
  }, 180_000);

  it('the front plays the edge: it compresses for the client that asks, decompresses a stored chunk for one that cannot take it, gives the worker the client address', async () => {
    const get = (path: string, headers: Record<string, string>, method = 'GET') => rawRequest(server!.url, path, method, headers);
    const brotli = await get(PAGE, { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('Dit is inhoudsversie');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get(PAGE, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Dit is inhoudsversie');
    // HEAD answers as GET does, without a body; a revalidation with the ETag is a 304 that keeps it.
    const head = await get(PAGE, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'gzip', 0]);
    const etag = String(brotli.headers.etag);
    const revalidated = await get(PAGE, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect([revalidated.status, revalidated.headers.etag, revalidated.body.length]).toEqual([304, etag, 0]);
    // Search chunks are stored gzip: passed as they are to a gzip client, decompressed for the others.
    const manifest = JSON.parse((await get('/flexsearch/manifest.json', {})).body.toString()) as { index: string[] };
    const chunk = `/flexsearch/${manifest.index[0]}.json`;
    const gzip = await get(chunk, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await get(chunk, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(gunzipSync(gzip.body))).toBe(true);
    // The rate limit is per client address, so the front must hand the worker one: the socket's, as the edge
    // does (without it every reader shares the key 'unknown'). Counted in 10 s windows: start in a fresh one.
    const post = (headers: Record<string, string> = {}, localAddress?: string) =>
      rawRequest(
        server!.url,
        '/api/events',
        'POST',
        { Origin: server!.url, 'Content-Type': 'application/json', ...headers },
        { body: Buffer.from(JSON.stringify({ events: [{ type: 'pageview', path: '/uitleg/' }] })), localAddress },
      ).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 10_050 - (Date.now() % 10_000)));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push(await post());
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    // A client that names its own address is not believed (issue 38: rotating it bypassed the limit) ...
    expect(await post({ 'CF-Connecting-IP': '198.51.100.7' })).toBe(429);
    expect(await post({ 'CF-Connecting-IP': '198.51.100.8', [LOAD_TOKEN_HEADER]: 'guessed' })).toBe(429);
    // ... another reader (another socket address) goes on, and so does a load generator holding the front's token.
    expect(await post({}, '127.0.0.2')).toBe(204);
    expect(await post({ 'CF-Connecting-IP': '198.51.100.9', [LOAD_TOKEN_HEADER]: server!.loadToken })).toBe(204);
  }, 180_000);

  it('the front answers its own errors like the edge (issue 38): 413 however the body comes, 400 for two Hosts, security headers, the body for identity;q=0', async () => {
    // A body over the endpoint's 16 KB reaches the worker whole and its 413 reaches the client, chunked or not.
    const big = Buffer.alloc(2 * 1024 * 1024, 'x');
    const events = (headers: Record<string, string>, chunks: number) =>
      rawRequest(server!.url, '/api/events', 'POST', { Origin: server!.url, ...headers }, { body: big, chunks, localAddress: '127.0.0.3' });
    for (const answer of [await events({}, 32), await events({ 'Content-Length': String(big.length) }, 1)]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({ error: 'payload_too_large', path: '/api/events' });
    }
    const securityHeaders =
      /^(Strict-Transport-Security|X-Content-Type-Options|Content-Security-Policy|X-Frame-Options|Referrer-Policy): /gim;
    const twoHosts = await rawSocketRequest(
      server!.url,
      'GET /uitleg/ HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
    );
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    expect(twoHosts.match(securityHeaders)).toHaveLength(5);
    const unreadable = await rawSocketRequest(server!.url, 'NOT A REQUEST\r\n\r\n');
    expect(unreadable).toMatch(/^HTTP\/1\.1 400 /);
    expect(unreadable.match(securityHeaders)).toHaveLength(5);
    const huge = await rawSocketRequest(server!.url, `GET /uitleg/ HTTP/1.1\r\nHost: a.example\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.match(securityHeaders)).toHaveLength(5);
    // No acceptable coding named and identity refused: the body as it is (RFC 9110 12.5.3), not a 415.
    const identityRefused = await rawRequest(server!.url, PAGE, 'GET', { 'Accept-Encoding': 'identity;q=0' });
    expect([identityRefused.status, identityRefused.headers['content-encoding']]).toEqual([200, undefined]);
    expect(identityRefused.body.toString()).toContain('Dit is inhoudsversie');
  }, 180_000);

  it('the report page can be tried on the local server with the local Access test key set (issue 38)', async () => {
    const anonymous = await rawRequest(server!.url, '/beheer/inzichten/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Cloudflare-Access /);
    const token = await signLocalAccessToken(STATE, 600);
    const report = await rawRequest(server!.url, '/beheer/inzichten/', 'GET', { 'Cf-Access-Jwt-Assertion': token });
    expect(report.status).toBe(200);
    expect(report.body.toString()).toContain('Inzichten voor het contentteam');
    const forged = await rawRequest(server!.url, '/beheer/inzichten/', 'GET', { 'Cf-Access-Jwt-Assertion': `${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(403);
  }, 180_000);

  it('workerd bound to the worker’s own entrypoint serves what the Static Assets router did: a hashed script with its year-long cache, and events that reach the D1 `npm run insights -- --local` reads', async () => {
    const html = await (await fetch(`${server!.url}/uitleg/`)).text();
    const script = readBootModules(html)[0]!;
    const asset = await rawRequest(server!.url, script, 'GET', { 'Accept-Encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers.etag).toBeTruthy();
    // The entrypoint hands the worker its execution context: the counters are written in waitUntil.
    const query = `zzqvx ${Date.now().toString(36).replace(/\d/g, '')}`;
    const posted = await fetch(`${server!.url}/api/events`, {
      method: 'POST',
      headers: {
        Origin: server!.url,
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '10.9.9.9',
        [LOAD_TOKEN_HEADER]: server!.loadToken,
      },
      body: JSON.stringify({ events: [{ type: 'search', query, results: 0 }] }),
    });
    expect(posted.status).toBe(204);
    let count: number | undefined;
    for (let attempt = 0; attempt < 20 && count === undefined; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      count = (await readInsightsReport(STATE)).zeroResults.find((z) => z.query === query)?.count;
    }
    expect(count).toBe(1);
  }, 180_000);

  it('`npm run content:claims -- --json` orders the pages to confirm by the views that local D1 counted', async () => {
    const path = '/uitleg/facturen/creditfactuur/';
    const events = Array.from({ length: 40 }, () => ({ type: 'pageview', path }));
    const posted = await fetch(`${server!.url}/api/events`, {
      method: 'POST',
      // A reader of its own: the front takes the address from the socket unless the load token names one.
      headers: {
        Origin: server!.url,
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '10.9.9.10',
        [LOAD_TOKEN_HEADER]: server!.loadToken,
      },
      body: JSON.stringify({ events }),
    });
    expect(posted.status).toBe(204);
    // The counters are written a moment after the answer (coalesced in waitUntil): read until they are in.
    const read = async () =>
      JSON.parse(
        (
          await promisify(execFile)(bin('tsx'), [
            'scripts/content-claims.ts',
            '--json',
            '--content',
            'tests/fixtures/content',
            '--state',
            STATE,
          ])
        ).stdout,
      ) as ClaimsList;
    let list = await read();
    for (let attempt = 0; attempt < 5 && !(list.pages.find((p) => p.path === path)!.views! >= 40); attempt++) {
      await new Promise((r) => setTimeout(r, 1000));
      list = await read();
    }
    expect(list.views).toMatchObject({ source: `lokaal: ${STATE}`, days: 30 });
    const views = list.pages.filter((p) => p.path !== null).map((p) => p.views!);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(list.pages.find((p) => p.path === path)).toMatchObject({ status: 'verlopen', views: expect.any(Number) });
    expect(list.pages.find((p) => p.path === path)!.views).toBeGreaterThanOrEqual(40);
    expect(list.pages.find((p) => p.path === '/uitleg/werkplaats/bandenhotel/')!.claims.map((c) => c.at)).toEqual([
      'tests/fixtures/content/uitleg/werkplaats/bandenhotel.md:9',
      'tests/fixtures/content/uitleg/werkplaats/bandenhotel.md:13',
    ]);
  }, 300_000);
});

describe('a worker-only change', () => {
  it('is a new version across a restart on the same state: a new ETag, no 304 for the old one', async () => {
    await server?.dispose();
    server = null;
    const build = readLiveBuild(STATE)!;
    const version = getLocalVersion(STATE, build);
    // One port throughout, as `npm start` restarts on 8787. A free
    // port can be taken by another process before workerd binds it, so the first start may pick again,
    // and a restart waits for the port to be released.
    let port = await getFreePort();
    const serve = async (bundleDir: string, first = false) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await serveOnce(bundleDir);
        } catch (error) {
          if (attempt >= 10 || !/ADDRESS_IN_USE/.test(String((error as { code?: string }).code ?? error))) throw error;
          if (first) port = await getFreePort();
          else await new Promise((r) => setTimeout(r, 500));
        }
      }
    };
    const serveOnce = (bundleDir: string) =>
      serveBundle({ port, buildId: build, persistTo: STATE, bundleDir, assetsDir: version.assetsDir });
    const fetchPage = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${url}${PAGE}`, { headers });
      return { status: res.status, etag: res.headers.get('ETag'), body: await res.text() };
    };

    let running = await serve(version.bundleDir, true);
    const cached = await fetchPage(running.url);
    expect(cached.status).toBe(200);
    await running.dispose();

    // The same worker after a restart: the same ETag, and a 304 for it.
    running = await serve(version.bundleDir);
    const again = await fetchPage(running.url);
    expect(again.etag).toBe(cached.etag);
    expect((await fetchPage(running.url, { 'If-None-Match': cached.etag! })).status).toBe(304);
    await running.dispose();

    // The worker changed (a template fix), content and client did not: same BUILD_ID, new version.
    const patched = join(ROOT, 'patched-worker');
    rmSync(patched, { recursive: true, force: true });
    cpSync(version.bundleDir, patched, { recursive: true });
    const bundle = join(patched, 'index.js');
    const source = readFileSync(bundle, 'utf8');
    expect(source).toContain('Op deze pagina');
    writeFileSync(bundle, source.replaceAll('Op deze pagina', 'Op deze pagina (nieuwe worker)'));
    running = await serve(patched);
    try {
      const fresh = await fetchPage(running.url);
      expect(fresh.body).toContain('Op deze pagina (nieuwe worker)');
      expect(fresh.etag).not.toBe(cached.etag);
      const revalidated = await fetchPage(running.url, { 'If-None-Match': cached.etag! });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body).toContain('Op deze pagina (nieuwe worker)');
    } finally {
      await running.dispose();
    }
  }, 300_000);
});
