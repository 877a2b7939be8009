/** `npm run bench`: every benchmark in turn; figures land in bench/results/latest.json and latest.md. */
import { bin, run } from '../scripts/lib/run';
import { exitWithHelpIfAsked } from '../scripts/lib/help';
import { provideBrowsers } from '../scripts/lib/browsers';

exitWithHelpIfAsked(import.meta.url);
// The browser benches find (or install) Chromium the way npm test does; the path reaches them through CHROMIUM_PATH.
await provideBrowsers({ firefox: false, log: (line) => console.log(line) });

for (const script of [
  'bench/build.ts',
  'bench/size.ts',
  'bench/bundle.ts',
  'bench/server.ts',
  'bench/lighthouse.ts',
  'bench/first-visit.ts',
  'bench/navigation.ts',
])
  await run(bin('tsx'), [script]);
await run(bin('tsx'), ['bench/search.ts', 'content', 'dist/fixture-10k']);
console.log('\nAll figures: bench/results/latest.md');
