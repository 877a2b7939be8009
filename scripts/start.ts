/**
 * `npm start [-- --no-build] [--content DIR] [--strict]`: deploy locally (build client and content, write the
 * build's KV values with wrangler's KV commands into the local state, record it as live; the same plan
 * as `npm run deploy`, scripts/deploy/deploy-flow.ts), then serve the live build (the deploy bundle on
 * workerd: production React, no dev proxy) at http://localhost:8787 (PORT overrides). A start with
 * nothing changed since the last one serves the live build at once; `--no-build` always does. While it
 * runs, `npm run deploy -- --local` and `npm run rollback -- --local` in another terminal switch what it
 * serves, as a deploy does on Cloudflare. Another tree (`--content DIR` outside this repository) builds
 * with editorial rules as warnings; `--strict` applies this repository's policy. `npm run dev` is the HMR loop.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runDeploy } from './deploy/deploy-flow';
import { hasLocalVersion, LOCAL_STATE, readLiveBuild } from './deploy/local-versions';
import { getInputDigest } from './lib/build-stamp';
import { buildClient } from './lib/client-build';
import { exitWithHelpIfAsked } from './lib/help';
import { serveLive } from './lib/live-server';
import { prepareWorkerBundle } from './lib/miniflare-server';
import { runMain } from './lib/run';

exitWithHelpIfAsked(import.meta.url);

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Prints a stage's start and end, so a first start that takes a while says what it is doing. */
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  console.log(`  ${name} …`);
  const result = await work();
  console.log(`  ${name} ✓ ${seconds(t0)}`);
  return result;
}

/** Everything a local deploy is made of: when none of it changed, the live build is already this one. */
const DEPLOY_INPUTS = ['client', 'core', 'worker', 'scripts', 'migrations', 'wrangler.toml', 'package-lock.json', 'vite.config.ts'];

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      content: { type: 'string', default: 'content' },
      strict: { type: 'boolean', default: false },
      state: { type: 'string', default: LOCAL_STATE },
    },
  });
  const port = Number(process.env.PORT ?? 8787);
  const state = args.state!;
  const stampFile = join(state, 'start-inputs');
  const digest = getInputDigest([...DEPLOY_INPUTS, args.content!], [args.content!, String(args.strict)]);
  const live = readLiveBuild(state);
  const unchanged =
    live !== null && hasLocalVersion(state, live) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === `${digest} ${live}`;
  if (args['no-build'] || unchanged) {
    if (!args['no-build']) console.log(`  nothing changed since the last start: serving build ${live}`);
  } else {
    // The client and the worker bundle do not depend on each other: both at once.
    await Promise.all([stage('client (Vite)', buildClient), stage('worker bundle', prepareWorkerBundle)]);
    let kvStarted = 0;
    let contentStarted = performance.now();
    const { build } = await runDeploy({
      mode: 'local',
      dryRun: false,
      content: args.content!,
      strict: args.strict,
      out: 'dist/content',
      state,
      buildClient: false,
      log: () => undefined,
      onStage: (name) => {
        if (name === 'content') {
          contentStarted = performance.now();
          console.log('  content …');
        } else {
          console.log(`  content ✓ ${seconds(contentStarted)}\n  KV, insights schema and archive (local deploy) …`);
          kvStarted = performance.now();
        }
      },
    });
    console.log(`  KV, insights schema and archive (local deploy) ✓ ${seconds(kvStarted)}`);
    // Stamped with the build it made live: a deploy or rollback from another terminal is not undone by a restart.
    writeFileSync(stampFile, `${digest} ${build}`);
  }
  const server = await stage('server', () => serveLive({ state, port }));
  console.log(
    `\nHelp centre (build ${server.build()}) at http://localhost:${port}/ — ready in ${Math.round(performance.now() - started)} ms. Ctrl+C stops.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.dispose().then(() => process.exit(0)));
  }
});
