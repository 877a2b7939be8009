/**
 * `npm run bench:size`: bytes over the wire (gzip and brotli) for three representative pages of the
 * production build: HTML, first-load JS, CSS, embedded state and search bytes until ready.
 * Needs `npm run build` first (it runs it when dist/ is missing). Renders through the worker app in Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ShellData } from '../core/types';
import { isFirstChunk } from '../core/search/chunk-names';
import type { KvEntry } from '../scripts/content/content-address';
import { getBuildFlags } from '../scripts/lib/content-policy';
import { run, bin } from '../scripts/lib/run';
import { readBuildId } from '../scripts/lib/wrangler';
import { createApp } from '../worker/app';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../scripts/lib/memory-kv';
import { printTable, saveResults } from './lib/report';
import { searchChunkKey } from '../core/kv-keys';
import { createContentStore } from '../worker/content-store';
import { exitWithHelpIfAsked } from '../scripts/lib/help';

exitWithHelpIfAsked(import.meta.url);

/** Budgets of the reading-experience issue (bytes, gzip). */
export const BUDGETS = { html: 20_000, js: 65_000, css: 15_000 } as const;

// BENCH_CONTENT=dir measures another tree (e.g. the 10,000-page one from `npm run gen:fixture`).
const CONTENT = process.env.BENCH_CONTENT ?? 'content';
const OUT = CONTENT === 'content' ? 'dist/content' : `${CONTENT}-out`;
// Always rebuild both: page data names the hashed client files it was built with.
await run(bin('vite'), ['build', '--logLevel', 'warn']);
await run(bin('tsx'), ['scripts/content/index.ts', ...getBuildFlags(CONTENT), '--content', CONTENT, '--out', OUT]);
const build = readBuildId(OUT);
const kv = createMemoryKv(JSON.parse(readFileSync(join(OUT, 'kv.json'), 'utf8')) as KvEntry[]);
const app = createApp();
const env = { CONTENT: kv, BUILD_ID: build };
const ctx = NODE_EXECUTION_CONTEXT;
const fetchText = async (path: string) =>
  (
    await app.fetch(
      new Request(`https://bench.local${path}`, { headers: { 'User-Agent': 'bench', 'Accept-Encoding': 'identity' } }),
      env,
      ctx,
    )
  ).text();
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const br = (s: string | Buffer) => brotliCompressSync(s).length;
const asset = (path: string) => readFileSync(join('dist/client', path));

const store = createContentStore(kv, build);
const shell = (await store.getShell()) as ShellData;
const nav = shell.nav[0]!;
const section = nav.children?.find((c) => (c.children?.length ?? 0) > 0) ?? nav.children![0]!;
let deep = `/uitleg/${section.path}/`;
for (let item = section; item.children?.length;) {
  item = item.children[item.children.length - 1]!;
  deep += `${item.path}/`;
}
const pages = [
  ['home', '/'],
  ['section', `/uitleg/${section.path}/`],
  ['article', deep],
] as const;

const manifest = JSON.parse(await fetchText('/flexsearch/manifest.json')) as { index: string[]; docs: string[] };
// Ready = the engine can rank (the first chunk); description groups follow per query (bench/search.ts counts them for first results).
const searchChunks = manifest.index.filter(isFirstChunk);
let searchGzip = gz(JSON.stringify(manifest));
for (const name of searchChunks) searchGzip += ((await store.get(searchChunkKey(name), true))!.body as ArrayBuffer).byteLength;
const engineChunk = readdirJs().find((f) => f.startsWith('search-engine-'));
const engineGzip = engineChunk ? gz(asset(`assets/js/${engineChunk}`)) : 0;

function readdirJs(): string[] {
  return Object.values(JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>).map((c) =>
    c.file.replace('assets/js/', ''),
  );
}

const rows = [];
const figures: Record<string, unknown> = {};
for (const [name, path] of pages) {
  const html = await fetchText(path);
  const state = /<script id="__HELP_STATE__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  // First-load JS: what the boot loader starts (entry, its imports, the page's template chunk).
  const modules = (/<script data-modules="([^"]+)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const js = Buffer.concat(modules.map(asset));
  // Inline in the head while it is small (then part of the HTML bytes too), else the linked files.
  const css = shell.assets.inlineStyle ? Buffer.from(shell.assets.inlineStyle) : Buffer.concat(shell.assets.styles.map(asset));
  const row = {
    page: `${name} ${path}`,
    'HTML gz': gz(html),
    'HTML br': br(html),
    'JS gz': gz(js),
    'JS br': br(js),
    'CSS gz': gz(css),
    'CSS br': br(css),
    'state gz': gz(state),
    'search until ready gz': searchGzip + engineGzip,
  };
  rows.push(row);
  figures[name] = row;
}
const table = printTable(`Bytes over the wire (build ${build}, ${OUT})`, rows);
console.log(
  `Budgets (gzip): HTML ≤ ${BUDGETS.html} (inline CSS included), JS ≤ ${BUDGETS.js}, CSS ≤ ${BUDGETS.css}. Command: npm run bench:size`,
);
saveResults('size', figures, table);
