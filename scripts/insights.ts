/**
 * `npm run insights -- [--local | --remote] [--days N] [--json] [--state DIR] [--limit N] [--min-votes N]`:
 * what readers searched, missed and found unhelpful, in Dutch for the content team. `--local` (the
 * default) reads the D1 that `npm start` uses (`--state` names another local state, e.g. the e2e
 * server's); `--remote` reads the production D1 through wrangler. `--json` prints one object with
 * searches, zeroResults, noClick, feedback, pageViews (and totals per day).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getInsightsDay } from '../core/insights/aggregate';
import { getInsightsReport } from '../core/insights/report';
import { toVisibleJson } from '../core/insights/visible-text';
import { LOCAL_STATE } from './deploy/local-versions';
import { formatReport } from './insights/format';
import { openLocalRunner, openRemoteRunner } from './insights/runners';
import { runMain } from './lib/run';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

/** Reads a whole number option within bounds, or throws a one-line error naming it. */
function readCount(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max} (got '${value}')`);
  return n;
}

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      local: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      days: { type: 'string' },
      json: { type: 'boolean', default: false },
      state: { type: 'string', default: LOCAL_STATE },
      limit: { type: 'string' },
      'min-votes': { type: 'string' },
    },
  });
  if (args.local && args.remote) throw new Error('choose --local or --remote, not both');
  const days = readCount(args.days, 'days', 30, 400);
  const limit = readCount(args.limit, 'limit', 20, 1000);
  const minVotes = readCount(args['min-votes'], 'min-votes', 3, 1_000_000);
  if (!args.remote && !existsSync(join(args.state!, 'v3', 'd1'))) {
    throw new Error(`no local insights database under ${args.state}: run \`npm start\` first (or pass --state DIR)`);
  }
  const runner = args.remote ? openRemoteRunner() : await openLocalRunner(args.state!);
  try {
    const report = await getInsightsReport(runner.run, { today: getInsightsDay(Date.now()), days, limit });
    if (args.json) console.log(toVisibleJson(report, 2));
    else console.log(formatReport(report, { days, minVotes, source: args.remote ? 'Cloudflare D1' : `lokaal: ${args.state}` }));
  } finally {
    await runner.dispose();
  }
});
