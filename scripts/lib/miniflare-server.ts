/**
 * The worker on workerd through Miniflare's API, without `wrangler dev`'s proxy worker and watcher in
 * front: the bundle `wrangler deploy --dry-run` would upload, the same local KV state and the same
 * client assets. Used where the worker process itself is measured (the soak's memory bound).
 */
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_RATE_LIMIT } from '../../core/insights/endpoint';
import { D1_DATABASE_ID } from './d1-local';
import { getInputDigest, runUnlessFresh } from './build-stamp';
import { getLocalAccessOptions } from './local-access';
import { bin, getFreePort, run } from './run';
import { prepareLocalSite } from './wrangler';

/** The KV namespace id in wrangler.toml; local state is stored under it. */
const KV_NAMESPACE_ID = '00000000000000000000000000000000';

/** A running Miniflare instance. */
export interface MiniflareServer {
  url: string;
  dispose(): Promise<void>;
}

/**
 * The local stand-in for Cloudflare's worker version id: a digest of the bundle, so a changed worker
 * (template, headers, CSP) is a new version across restarts on the same state, and an unchanged one
 * keeps its cached pages.
 */
export function getBundleVersion(bundleDir: string): string {
  return `local-${createHash('sha256')
    .update(readFileSync(join(bundleDir, 'index.js')))
    .digest('hex')
    .slice(0, 16)}`;
}

/**
 * How Workers Static Assets routes locally: the worker first for every path, as `run_worker_first = true`
 * in wrangler.toml does on Cloudflare (worker/routes/static-files.ts serves the files through it).
 */
export const ASSETS_ROUTER_CONFIG = { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } as const;

/**
 * The direct socket's entrypoint. With Static Assets configured, Miniflare binds a default-entrypoint socket
 * to its assets proxy, which calls its router, which calls the worker: two more workers on workerd's one
 * thread per request (about 0.1 ms of its CPU each time, bench/request-cost.ts), where on Cloudflare that
 * routing runs in its front line. A named entrypoint is bound to the worker itself, so a module in front of
 * the unchanged deploy bundle names the bundle's handler as one. The ASSETS binding is untouched.
 */
const DIRECT_ENTRYPOINT = 'DirectEntrypoint';
const DIRECT_ENTRY_MODULE = `import { WorkerEntrypoint } from 'cloudflare:workers';
import worker from './index.js';
export default worker;
export class ${DIRECT_ENTRYPOINT} extends WorkerEntrypoint {
  fetch(request) {
    return worker.fetch(request, this.env, this.ctx);
  }
}
`;

/** What the worker bundle is made of (the build id is a binding, not part of the bundle). */
const WORKER_INPUTS = ['worker', 'client', 'core', 'wrangler.toml', 'package-lock.json', 'tsconfig.worker.json'];

/** The last bundle wrangler made, reused while its sources are unchanged. */
const WORKER_BUNDLE_CACHE = 'dist/worker-bundle';

/** Makes the worker bundle a deploy would upload (`wrangler deploy --dry-run`), unless the cached one is of these sources. */
export async function prepareWorkerBundle(): Promise<string> {
  await runUnlessFresh({
    stamp: 'dist/.stamps/worker',
    digest: getInputDigest(WORKER_INPUTS),
    output: join(WORKER_BUNDLE_CACHE, 'index.js'),
    step: async () => {
      rmSync(WORKER_BUNDLE_CACHE, { recursive: true, force: true });
      await run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', WORKER_BUNDLE_CACHE], { quiet: true });
    },
  });
  return WORKER_BUNDLE_CACHE;
}

/** Writes the worker bundle a deploy would upload into `bundleDir`. */
export async function bundleWorker(bundleDir: string): Promise<void> {
  const cache = await prepareWorkerBundle();
  rmSync(bundleDir, { recursive: true, force: true });
  cpSync(cache, bundleDir, { recursive: true });
}

/** Bundles the worker as a deploy would, then serves it on workerd with the KV state under `persistTo`. */
export async function startMiniflare(options: {
  port: number;
  buildId: string;
  persistTo: string;
  bundleDir: string;
  host?: string;
  direct?: boolean;
}): Promise<MiniflareServer> {
  await bundleWorker(options.bundleDir);
  return serveBundle({ ...options, assetsDir: 'dist/client' });
}

/**
 * Serves an existing worker bundle and client directory for `buildId` on workerd. `direct` answers on a
 * socket bound to the worker itself (DIRECT_ENTRYPOINT), without Miniflare's entry worker, which emulates
 * Cloudflare's front line (the `cf` object, CF-Connecting-IP, compression by Accept-Encoding), and without
 * its Static Assets proxy and router: all of it on the worker's own thread, where on Cloudflare it never runs. `npm start`'s front (live-server.ts) serves it that way and does the
 * front line's work itself; the soak's SOAK_DIRECT and bench/request-cost.ts's COST_DIRECT measure it.
 */
export async function serveBundle(options: {
  port: number;
  buildId: string;
  persistTo: string;
  bundleDir: string;
  assetsDir: string;
  host?: string;
  direct?: boolean;
}): Promise<MiniflareServer> {
  const host = options.host ?? '127.0.0.1';
  const access = getLocalAccessOptions(options.persistTo);
  // Miniflare 5 takes a new option shape; the v4 one (what wrangler itself passes) is converted.
  // Miniflare loads in seconds: only a command that starts a server pays for it.
  const { convertV4MiniflareOptions, Miniflare } = await import('miniflare');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'autoflex-help-centre',
      ...(options.direct
        ? {
            modules: [
              { type: 'ESModule', path: join(options.bundleDir, 'direct-entry.mjs'), contents: DIRECT_ENTRY_MODULE },
              { type: 'ESModule', path: join(options.bundleDir, 'index.js') },
            ],
          }
        : { modules: true, scriptPath: join(options.bundleDir, 'index.js') }),
      compatibilityDate: '2026-08-01',
      compatibilityFlags: ['nodejs_compat'],
      // The version_metadata binding's shape, with the bundle digest as the version id.
      bindings: {
        BUILD_ID: options.buildId,
        CF_VERSION_METADATA: { id: getBundleVersion(options.bundleDir), tag: '', timestamp: '' },
        ...access.bindings,
      },
      // /beheer/ behind Access, with the local test key set (local-access.ts).
      ...(access.outboundService ? { outboundService: access.outboundService } : {}),
      kvNamespaces: { CONTENT: KV_NAMESPACE_ID },
      // Reader insights: the D1 the local deploy migrated (same id, same state) and the events rate limit of wrangler.toml.
      d1Databases: { INSIGHTS: D1_DATABASE_ID },
      ratelimits: { EVENTS_RATE_LIMITER: { namespace_id: '1001', simple: EVENTS_RATE_LIMIT } },
      // The same state root wrangler dev --persist-to uses (it keeps KV under <persistTo>/v3).
      resourcePersistencePath: join(options.persistTo, 'v3'),
      assets: {
        directory: options.assetsDir,
        binding: 'ASSETS',
        routerConfig: { ...ASSETS_ROUTER_CONFIG },
      },
      host,
      port: options.port,
      ...(options.direct ? { unsafeDirectSockets: [{ host, port: await getFreePort(), entrypoint: DIRECT_ENTRYPOINT }] } : {}),
    }),
  );
  const ready = await mf.ready;
  const url = (options.direct ? await mf.unsafeGetDirectURL(undefined, DIRECT_ENTRYPOINT) : ready).toString().replace(/\/$/, '');
  return { url, dispose: () => mf.dispose() };
}

/** A content tree built, seeded into a fresh local KV and served from the deploy bundle on a free port. */
export interface LocalSite extends MiniflareServer {
  buildId: string;
}

/** Builds client and `content` into `out`, seeds `state`, and serves it (benches, e2e, soak). */
export async function serveLocalSite(options: { content: string; out: string; state: string; direct?: boolean }): Promise<LocalSite> {
  const buildId = await prepareLocalSite(options);
  const server = await startMiniflare({
    port: await getFreePort(),
    buildId,
    persistTo: options.state,
    bundleDir: `${options.out}-worker`,
    direct: options.direct,
  });
  return { ...server, buildId };
}
