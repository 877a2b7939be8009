/** Content build time and peak memory for the real tree and a generated 10,000-page tree. */
import { existsSync } from 'node:fs';
import { getBuildFlags } from '../scripts/lib/content-policy';
import { bin, run } from '../scripts/lib/run';
import { printTable, saveResults } from './lib/report';

const trees = [
  ['content', 'dist/bench-content'],
  ['dist/fixture-10k', 'dist/fixture-10k-out'],
] as const;
if (!existsSync('dist/fixture-10k')) await run(bin('tsx'), ['scripts/gen-fixture.ts', '--pages', '10000', '--out', 'dist/fixture-10k']);
const rows: Record<string, string | number>[] = [];
for (const [content, out] of trees) {
  const output = await run(
    '/usr/bin/time',
    ['-v', bin('tsx'), 'scripts/content/index.ts', ...getBuildFlags(content), '--content', content, '--out', out],
    { quiet: true },
  );
  const line = /content build (\w+): (\d+) pages, (\d+) words, (\d+) KV entries in (\d+) ms/.exec(output);
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? 0);
  const kvBytes = Number((await run('stat', ['-c%s', `${out}/kv.json`], { quiet: true })).trim());
  rows.push({
    tree: content,
    pages: line?.[2] ?? '?',
    words: line?.[3] ?? '?',
    'build ms': line?.[5] ?? '?',
    'peak RSS MB': (rss / 1024).toFixed(0),
    'kv.json MB': (kvBytes / 1e6).toFixed(2),
  });
}
saveResults('build', rows, printTable('Content build (npx tsx bench/build.ts)', rows));
