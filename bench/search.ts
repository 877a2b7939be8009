/**
 * `npx tsx bench/search.ts [contentDir]`: search figures for a tree — bytes over the wire until the first
 * results (manifest + non-deferred chunks, gzip as stored) and for the whole index, load time of the
 * engine from its parts, and p50/p95 query latency per keystroke (every prefix of ≥ 3 characters of
 * each query). Runs in Node (V8, as in Chromium); see README for the browser figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createSearchEngine, type SearchPart } from '../client/search/search-engine';
import { bin, run } from '../scripts/lib/run';
import { readBuildId } from '../scripts/lib/wrangler';
import { percentile, printTable, saveResults } from './lib/report';

const QUERIES = ['werkorder aanmaken', 'facturen', 'apk', 'kenteken', 'onderdelen bestellen', 'planning', 'bandenhotel', 'grootboek', 'creditfactuur', 'inloggen app', 'btw', 'relatie samenvoegen', 'leenauto', 'tijdsregistratie', 'rollen en rechten'];

const contentDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['content'];
const rows = [];
const figures: Record<string, unknown> = {};
for (const dir of contentDirs) {
  const out = dir === 'content' ? 'dist/content' : `${dir}-out`;
  if (!existsSync(join(out, 'kv.json'))) await run(bin('tsx'), ['scripts/build-content.ts', '--content', dir, '--out', out]);
  const build = readBuildId(out);
  const pages = (JSON.parse(readFileSync(join(out, 'build.json'), 'utf8')) as { pages: number }).pages;
  const manifest = JSON.parse(readFileSync(join(out, 'public/flexsearch/manifest.json'), 'utf8')) as { index: string[]; docs: string[] };
  const names = [...manifest.index, ...manifest.docs];
  const bytes = (name: string) => readFileSync(join(out, 'public/flexsearch', `${name}.json`));
  const firstNames = names.filter((n) => !/-index-body-/.test(n));
  const firstBytes = firstNames.reduce((sum, n) => sum + bytes(n).length, 0) + JSON.stringify(manifest).length;
  const wholeBytes = readFileSync(join(out, 'public/flexsearch.json')).length;
  const parse = (list: string[]) => list.map((n) => JSON.parse(gunzipSync(bytes(n)).toString('utf8')) as SearchPart);
  const started = performance.now();
  const engine = createSearchEngine(parse(firstNames));
  const readyMs = performance.now() - started;
  engine.addParts(parse(names.filter((n) => /-index-body-/.test(n))));
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of QUERIES) {
      for (let i = 3; i <= query.length; i++) {
        const t = performance.now();
        engine.search(query.slice(0, i));
        times.push(performance.now() - t);
      }
    }
  }
  times.sort((a, b) => a - b);
  const row = {
    tree: `${dir} (${pages} pages, build ${build})`,
    'first results gz KB': (firstBytes / 1024).toFixed(1),
    'whole index gz KB': (wholeBytes / 1024).toFixed(1),
    'engine ready ms': readyMs.toFixed(1),
    'keystrokes': times.length,
    'p50 ms': percentile(times, 50).toFixed(3),
    'p95 ms': percentile(times, 95).toFixed(3),
  };
  rows.push(row);
  figures[dir] = row;
}
const table = printTable('Search (Node 24 / V8)', rows);
console.log('Command: npx tsx bench/search.ts content dist/fixture-10k');
saveResults('search', figures, table);
