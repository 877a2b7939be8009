/**
 * `npm start`: build client and content, seed the local KV, serve with `wrangler dev` at
 * http://localhost:8787 (PORT overrides). Safe to re-run: every step overwrites its output.
 */
import { REPO_BUILD_FLAGS } from './lib/content-policy';
import { bin, run, runMain, stopProcessGroup } from './lib/run';
import { readBuildId, seedLocalKv, startWranglerDev } from './lib/wrangler';

const PERSIST = '.wrangler/state';
const port = Number(process.env.PORT ?? 8787);
const started = performance.now();

runMain(async () => {
  await run(bin('vite'), ['build', '--logLevel', 'warn']);
  await run(bin('tsx'), ['scripts/build-content.ts', ...REPO_BUILD_FLAGS]);
  const buildId = readBuildId('dist/content');
  await seedLocalKv('dist/content', PERSIST);
  const server = await startWranglerDev({ port, buildId, persistTo: PERSIST });
  console.log(`\nHelp centre (build ${buildId}) at http://localhost:${port}/ — ready in ${Math.round(performance.now() - started)} ms. Ctrl+C stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stopProcessGroup(server.process).then(() => process.exit(0)));
  }
  server.process.on('exit', (code) => process.exit(code ?? 0));
});
