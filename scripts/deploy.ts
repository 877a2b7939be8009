/**
 * `npm run deploy [-- --dry-run] [--local] [--preview <name>] [--content DIR]`: build client and
 * content, then run the deploy plan (scripts/deploy/deploy-flow.ts) against Cloudflare, the local state
 * `npm start` serves (--local), or as a preview version that leaves the live one untouched (--preview).
 */
import { parseArgs } from 'node:util';
import { runDeploy } from './deploy/deploy-flow';
import { LOCAL_STATE } from './deploy/local-versions';
import { runMain } from './lib/run';

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      local: { type: 'boolean', default: false },
      preview: { type: 'string' },
      content: { type: 'string', default: 'content' },
      state: { type: 'string', default: LOCAL_STATE },
      out: { type: 'string', default: 'dist/content' },
      'skip-client': { type: 'boolean', default: false },
    },
  });
  if (args.local && args.preview !== undefined)
    throw new Error('--local and --preview cannot be combined: a preview is a Cloudflare version');
  const started = performance.now();
  const result = await runDeploy({
    mode: args.local ? 'local' : args.preview !== undefined ? 'preview' : 'remote',
    preview: args.preview,
    dryRun: args['dry-run']!,
    content: args.content!,
    out: args.out!,
    state: args.state!,
    buildClient: !args['skip-client'],
  });
  if (!args['dry-run'])
    console.log(
      `${result.build} (${result.kvWrites} KV values written in ${result.kvRequests} bulk requests, ${result.reused} reused, ${result.deletedValues} deleted, ${Math.round(performance.now() - started)} ms)`,
    );
});
