/**
 * `npm start [-- --no-build] [--content DIR] [--strict]`: deploy locally (build client and content, write the
 * build's KV values with wrangler's KV commands into the local state, record it as live; the same plan
 * as `npm run deploy`, scripts/deploy/deploy-flow.ts), then serve the live build (the deploy bundle on
 * workerd: production React, no dev proxy) at http://localhost:8787 (PORT overrides). `--no-build`
 * serves the build that is live locally as it is. While it runs, `npm run deploy -- --local` and
 * `npm run rollback -- --local` in another terminal switch what it serves, as a deploy does on
 * Cloudflare. Another tree (`--content DIR` outside this repository) builds with editorial rules as
 * warnings; `--strict` applies this repository's policy. `npm run dev` is the HMR loop.
 */
import { parseArgs } from 'node:util';
import { runDeploy } from './deploy/deploy-flow';
import { LOCAL_STATE } from './deploy/local-versions';
import { serveLive } from './lib/live-server';
import { runMain } from './lib/run';

const started = performance.now();

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
  if (!args['no-build']) {
    await runDeploy({
      mode: 'local',
      dryRun: false,
      content: args.content!,
      strict: args.strict,
      out: 'dist/content',
      state: args.state!,
      buildClient: true,
      log: () => undefined,
    });
  }
  const server = await serveLive({ state: args.state!, port });
  console.log(
    `\nHelp centre (build ${server.build()}) at http://localhost:${port}/ — ready in ${Math.round(performance.now() - started)} ms. Ctrl+C stops.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.dispose().then(() => process.exit(0)));
  }
});
