/**
 * `npm run browsers [-- --chromium-only]`: finds Chromium and Firefox ESR for the browser tests
 * (CHROMIUM_PATH / FIREFOX_PATH, then Debian's binaries, then Playwright's own Chromium), installs the
 * missing ones with apt-get where it can (root on Debian), and prints their paths. Otherwise it stops
 * with one line naming the command to run. `npm test` does the same first (scripts/lib/browsers.ts).
 */
import { parseArgs } from 'node:util';
import { provideBrowsers } from './lib/browsers';
import { exitWithHelpIfAsked } from './lib/help';
import { runMain } from './lib/run';

exitWithHelpIfAsked(import.meta.url);

runMain(async () => {
  const { values } = parseArgs({ options: { 'chromium-only': { type: 'boolean', default: false } } });
  const paths = await provideBrowsers({ firefox: !values['chromium-only'], log: (line) => console.log(line) });
  for (const [name, path] of Object.entries(paths)) console.log(`${name}: ${path}`);
});
