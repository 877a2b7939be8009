/**
 * `npm run rollback [-- --to <build>] [--local] [--dry-run]`: make the previous deployed build (or the
 * named one) live again, refused when KV no longer holds its keys (scripts/deploy/rollback-flow.ts).
 */
import { parseArgs } from 'node:util';
import { LOCAL_STATE } from './deploy/local-versions';
import { runRollback } from './deploy/rollback-flow';
import { runMain } from './lib/run';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      to: { type: 'string' },
      local: { type: 'boolean', default: false },
      state: { type: 'string', default: LOCAL_STATE },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const build = await runRollback({ to: args.to, local: args.local!, state: args.state!, dryRun: args['dry-run']! });
  console.log(build);
});
