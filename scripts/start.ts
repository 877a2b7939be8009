/**
 * `npm start`: build client and content, seed the local KV, and serve the deploy bundle (what
 * `npm run deploy` ships: production React, no dev proxy) on workerd through Miniflare at
 * http://localhost:8787 (PORT overrides). Safe to re-run: every step overwrites its output.
 * `npm run dev` is the HMR loop.
 */
import { REPO_BUILD_FLAGS } from './lib/content-policy';
import { startMiniflare } from './lib/miniflare-server';
import { bin, run, runMain } from './lib/run';
import { readBuildId, seedLocalKv } from './lib/wrangler';

const PERSIST = '.wrangler/state';
const port = Number(process.env.PORT ?? 8787);
const started = performance.now();

runMain(async () => {
  await run(bin('vite'), ['build', '--logLevel', 'warn']);
  await run(bin('tsx'), ['scripts/content/index.ts', ...REPO_BUILD_FLAGS]);
  const buildId = readBuildId('dist/content');
  await seedLocalKv('dist/content', PERSIST);
  const server = await startMiniflare({ port, buildId, persistTo: PERSIST, bundleDir: 'dist/worker' });
  console.log(`\nHelp centre (build ${buildId}) at http://localhost:${port}/ — ready in ${Math.round(performance.now() - started)} ms. Ctrl+C stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.dispose().then(() => process.exit(0)));
  }
});
