/**
 * `npx tsx bench/search.ts [contentDir ...]` (default: `content dist/fixture-10k`). Per tree:
 * - bytes over the wire (gzip) of search data until the first results on a cold visit: the manifest, the
 *   first chunk (all a query waits for) and the description groups of the results of the worst query
 *   ranked from it; the engine's JS chunk beside it; and the index a visit loads by itself;
 * - hit@1, hit@3 and MRR per kind on the development set and (aggregates only) the frozen set, real tree only:
 *   the generated tree has no expected answers;
 * - in Chromium against `wrangler dev` on loopback: time from navigation start to search ready and to
 *   the whole index in (User Timing marks of the page), and p50/p95 of the query per keystroke (the
 *   'search-query' measure the search box records around every query it runs while typing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createSearchEngine, type SearchPart } from '../client/search/search-engine';
import { bin, run } from '../scripts/lib/run';
import { measureSearchBytes } from '../scripts/lib/search-bytes';
import { readBuildId } from '../scripts/lib/wrangler';
import type { KvEntry } from '../scripts/content/content-address';
import type { BuildManifest } from '../core/build-manifest';
import { manifestKey, searchChunkKey, searchManifestKey } from '../core/kv-keys';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { FROZEN_SET_FILE, readDevelopmentSet, readQuerySet } from '../scripts/lib/query-sets';
import { measureRelevance, relevanceRows } from '../scripts/lib/relevance';
import { percentile, printTable, saveResults } from './lib/report';
import { CHROMIUM_LAUNCH } from '../scripts/lib/chromium';

const QUERIES = [
  'werkorder aanmaken',
  'facturen',
  'apk',
  'kenteken',
  'onderdelen bestellen',
  'planning',
  'bandenhotel',
  'grootboek',
  'creditfactuur',
  'inloggen app',
  'btw',
  'relatie samenvoegen',
  'leenauto',
  'tijdsregistratie',
  'rollen en rechten',
];
const KB = (bytes: number) => (bytes / 1024).toFixed(1);

/** The lazily loaded engine chunk (FlexSearch, encoder, query), gzip bytes as a static asset would go. */
function engineChunkBytes(): number {
  const dir = 'dist/client/assets/js';
  const file = readdirSync(dir).find((f) => f.startsWith('search-engine-') && f.endsWith('.js'));
  return file ? gzipSync(readFileSync(join(dir, file)), { level: 9 }).length : 0;
}

/** Byte and relevance figures from the build output (its KV values), computed in Node. */
function measureIndex(out: string, withRelevance: boolean) {
  const build = readBuildId(out);
  const values = new Map(
    (JSON.parse(readFileSync(join(out, 'kv.json'), 'utf8')) as KvEntry[]).map((e) => [
      e.key,
      e.base64 ? Buffer.from(e.value, 'base64') : Buffer.from(e.value),
    ]),
  );
  // Route keys resolve through the build's manifest to the content-addressed values.
  const routes = (JSON.parse(values.get(manifestKey(build))!.toString('utf8')) as BuildManifest).values;
  const routeValue = (key: string) => values.get(routes[key]!)!;
  const manifest = JSON.parse(routeValue(searchManifestKey()).toString('utf8')) as { index: string[]; docs: string[] };
  const bytes = (name: string) => routeValue(searchChunkKey(name));
  const part = (name: string) => JSON.parse(gunzipSync(bytes(name)).toString('utf8')) as SearchPart;
  const { firstResults, ranking } = measureSearchBytes(manifest, bytes, QUERIES);
  const { autoLoaded } = measureSearchBytes(manifest, bytes, []);
  const complete = createSearchEngine([...manifest.index, ...manifest.docs].map(part));
  const slugs = (query: string) => (complete.search(query) ?? []).map((h) => h.slug);
  const frozen = readQuerySet(FROZEN_SET_FILE);
  const relevance = withRelevance
    ? { development: measureRelevance(slugs, readDevelopmentSet()), frozen: frozen && measureRelevance(slugs, frozen) }
    : null;
  return { ranking, firstResults, engine: engineChunkBytes(), autoLoaded, docChunks: manifest.docs.length, relevance };
}

/** Ready times and per-keystroke query cost in Chromium, typing every query into the real search box. */
async function measureBrowser(content: string, out: string) {
  const server = await serveLocalSite({ content, out, state: `${out}-state` });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const ready: number[] = [];
    const complete: number[] = [];
    const durations: number[] = [];
    for (let round = 0; round < 3; round++) {
      const page = await browser.newPage();
      await page.goto(`${server.url}/uitleg/`);
      await page.locator('.search[data-index="complete"]').waitFor({ timeout: 60_000 });
      // Strings, not functions: tsx would add helpers the page does not have.
      ready.push((await page.evaluate(`performance.getEntriesByName('search-ready')[0].startTime`)) as number);
      complete.push((await page.evaluate(`performance.getEntriesByName('search-complete')[0].startTime`)) as number);
      await page.evaluate(`performance.clearMeasures('search-query')`);
      const box = page.getByRole('combobox');
      for (const query of QUERIES) {
        await box.focus();
        await page.keyboard.type(query);
        await page.keyboard.press('Escape');
      }
      durations.push(...((await page.evaluate(`performance.getEntriesByName('search-query').map((e) => e.duration)`)) as number[]));
      await page.close();
    }
    durations.sort((a, b) => a - b);
    const median = (list: number[]) =>
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      );
    return {
      readyMs: median(ready),
      completeMs: median(complete),
      queries: durations.length,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
    };
  } finally {
    await browser.close();
    await server.dispose();
  }
}

const contentDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['content', 'dist/fixture-10k'];
const rows = [];
let relevanceTable: Record<string, string | number>[] = [];
let frozenTable: Record<string, string | number>[] = [];
const figures: Record<string, unknown> = {};
for (const dir of contentDirs) {
  if (dir === 'dist/fixture-10k' && !existsSync(dir)) await run(bin('tsx'), ['scripts/gen-fixture.ts', '--pages', '10000', '--out', dir]);
  const out = dir === 'content' ? 'dist/search-bench-content' : `${dir}-out`;
  const browser = await measureBrowser(dir, out);
  const pages = (JSON.parse(readFileSync(join(out, 'build.json'), 'utf8')) as { pages: number }).pages;
  const index = measureIndex(out, dir === 'content');
  const row = {
    tree: `${dir} (${pages} pages)`,
    'first chunk + manifest gz KB': KB(index.ranking),
    'search data until first results gz KB': KB(index.firstResults),
    'engine JS gz KB': KB(index.engine),
    'auto-loaded index gz KB': KB(index.autoLoaded),
    'doc chunks': index.docChunks,
    'ready ms': browser.readyMs.toFixed(0),
    'complete ms': browser.completeMs.toFixed(0),
    keystrokes: browser.queries,
    'p50 ms': browser.p50.toFixed(2),
    'p95 ms': browser.p95.toFixed(2),
    'dev hit@3':
      index.relevance === null
        ? 'n/a'
        : `${(index.relevance.development.all.hit3 * 100).toFixed(1)}% of ${index.relevance.development.all.queries}`,
  };
  rows.push(row);
  figures[dir] = row;
  if (index.relevance) {
    relevanceTable = relevanceRows(index.relevance.development);
    figures['development set per kind'] = relevanceTable;
    if (index.relevance.frozen) {
      frozenTable = relevanceRows(index.relevance.frozen);
      figures['frozen set per kind (aggregates)'] = frozenTable;
    }
  }
}
const table =
  printTable('Search (Chromium per keystroke; bytes gzip as stored)', rows) +
  (relevanceTable.length > 0 ? `\n${printTable('Development set on the real tree (every chunk loaded)', relevanceTable)}` : '') +
  (frozenTable.length > 0 ? `\n${printTable('Frozen set on the real tree (aggregates only)', frozenTable)}` : '');
console.log('Command: npx tsx bench/search.ts content dist/fixture-10k');
saveResults('search', figures, table);
