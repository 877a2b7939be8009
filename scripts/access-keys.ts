/**
 * `npm run access:keys [-- --state DIR] [--token] [--hours N]`: a local Cloudflare Access test key set, so
 * /beheer/inzichten/ can be tried with `npm start` (docs/insights.md, scripts/lib/local-access-keys.ts),
 * then a token signed with it. `--token` only prints a new token for the key set that exists. The key set
 * lives under the local state (gitignored): test keys only, never real ones.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_STATE } from './deploy/local-versions';
import { getLocalAccessDir } from './lib/local-access';
import { signLocalAccessToken, writeLocalAccessKeys } from './lib/local-access-keys';
import { runMain } from './lib/run';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      state: { type: 'string', default: LOCAL_STATE },
      token: { type: 'boolean', default: false },
      hours: { type: 'string', default: '8' },
    },
  });
  const hours = Number(args.hours);
  if (!Number.isInteger(hours) || hours < 1 || hours > 24)
    throw new Error(`--hours must be a whole number from 1 to 24 (got '${args.hours}')`);
  const dir = getLocalAccessDir(args.state!);
  if (!args.token || !existsSync(join(dir, 'private-key.json'))) {
    const config = await writeLocalAccessKeys(args.state!);
    console.log(`Local Access test key set written to ${dir}/ (team ${config.team}). Restart \`npm start\` to use it.`);
  }
  const token = await signLocalAccessToken(args.state!, hours * 3600);
  console.log(`\nToken (valid ${hours} h):\n${token}\n`);
  console.log(`curl -H 'Cf-Access-Jwt-Assertion: ${token}' http://localhost:${process.env.PORT ?? 8787}/beheer/inzichten/`);
});
