/** `npm run dev`: build content (and the client once, for icons), seed the local KV, then Vite with HMR. */
import { existsSync } from 'node:fs';
import { REPO_BUILD_FLAGS } from './lib/content-policy';
import { bin, run, runMain } from './lib/run';
import { readBuildId, seedLocalKv } from './lib/wrangler';
import { spawn } from 'node:child_process';

runMain(async () => {
  if (!existsSync('dist/client/.vite/manifest.json')) await run(bin('vite'), ['build', '--logLevel', 'warn']);
  await run(bin('tsx'), ['scripts/content/index.ts', ...REPO_BUILD_FLAGS]);
  await seedLocalKv('dist/content', '.wrangler/state');
  const vite = spawn(bin('vite'), ['--config', 'vite.dev.config.ts'], { stdio: 'inherit', env: { ...process.env, DEV_BUILD_ID: readBuildId('dist/content') } });
  vite.on('exit', (code) => process.exit(code ?? 0));
});
