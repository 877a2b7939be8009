/**
 * `npm run dev [-- --content DIR] [--strict]`: Vite with HMR, the worker app, and live content: the
 * tree is built in memory and rebuilt on every save (scripts/dev/live-content.ts); open pages update
 * in place and show content errors as an overlay. content/ is built with this repository's strict
 * policy; another tree (`--content DIR`) with editorial rules as warnings, unless `--strict`.
 * PORT picks the port (the server fails rather than move to another one when it is taken).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bin, runMain } from './lib/run';
import { spawn } from 'node:child_process';
import { exitWithHelpIfAsked } from './lib/help';
import { buildClient } from './lib/client-build';

exitWithHelpIfAsked(import.meta.url);

runMain(async () => {
  const { values: args } = parseArgs({
    options: { content: { type: 'string', default: 'content' }, strict: { type: 'boolean', default: false } },
  });
  const contentDir = resolve(args.content!);
  if (!existsSync(contentDir)) throw new Error(`--content ${args.content}: no such folder`);
  // The production client build provides the icons and logo rendered from the SVG.
  await buildClient();
  const env = {
    ...process.env,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    LIVE_CONTENT_DIR: contentDir,
    ...(args.strict ? { LIVE_CONTENT_STRICT: '1' } : {}),
  };
  const vite = spawn(bin('vite'), ['--config', 'vite.dev.config.ts'], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
  vite.on('exit', (code) => process.exit(code ?? 0));
});
