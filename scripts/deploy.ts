/**
 * `npm run deploy [-- --dry-run] [--local] [--preview <name>] [--content DIR] [--require-confirmed]`: build
 * client and content, then run the deploy plan (scripts/deploy/deploy-flow.ts) against Cloudflare, the
 * local state `npm start` serves (--local), or as a preview version that leaves the live one untouched
 * (--preview). It prints the open claims and overdue pages; --require-confirmed (or site.json
 * verification.requireConfirmed) refuses a production deploy while there are any.
 */
import { parseArgs } from 'node:util';
import { runDeploy } from './deploy/deploy-flow';
import { LOCAL_STATE } from './deploy/local-versions';
import { runMain } from './lib/run';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

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
      'require-confirmed': { type: 'boolean', default: false },
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
    requireConfirmed: args['require-confirmed']!,
  });
  if (!args['dry-run'])
    console.log(
      `${result.build} (${result.kvWrites} KV values written in ${result.kvRequests} bulk requests, ${result.reused} reused, ${result.deletedValues} deleted, ${Math.round(performance.now() - started)} ms)`,
    );
});
