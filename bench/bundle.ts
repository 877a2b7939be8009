/**
 * `npm run bench:bundle`: what is in the first-load JavaScript, per module, from Vite's own bundle
 * (Rolldown's rendered modules of each chunk). Each module's rendered code is minified on its own and
 * gzipped, so the figures add up to roughly the chunk; the chunk rows are the real files, gzip -9.
 * `BUNDLE_OUT=dir` keeps the build elsewhere (default a scratch dir, so dist/client is not touched).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Plugin, type Rolldown } from 'vite';
import { printTable, saveResults } from './lib/report';
import { exitWithHelpIfAsked } from '../scripts/lib/help';

exitWithHelpIfAsked(import.meta.url);

const OUT = process.env.BUNDLE_OUT ?? 'dist/bundle-report';
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** A module's owner as a reader names it: the npm package, or the source file under client/. */
function ownerOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  return id
    .replace(/\0/g, '')
    .replace(/^.*?\/(client\/)/, '$1')
    .replace(/\?.*$/, '');
}

const chunks: Rolldown.OutputChunk[] = [];
const capture: Plugin = {
  name: 'capture-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.push(item);
  },
};

await build({ logLevel: 'warn', plugins: [capture], build: { outDir: OUT, emptyOutDir: true } });

const entry = chunks.find((c) => c.isEntry);
if (!entry) throw new Error('no entry chunk in the build');
// First load = the entry and every chunk it imports statically (dynamic imports come later).
const firstLoad = new Set<string>();
const visit = (name: string) => {
  if (firstLoad.has(name)) return;
  firstLoad.add(name);
  for (const dep of chunks.find((c) => c.fileName === name)?.imports ?? []) visit(dep);
};
visit(entry.fileName);

const owners = new Map<string, { min: number; gzip: number; code: string }>();
for (const chunk of chunks.filter((c) => firstLoad.has(c.fileName))) {
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code) continue;
    const owner = ownerOf(id);
    const entryOf = owners.get(owner) ?? { min: 0, gzip: 0, code: '' };
    entryOf.code += `${module.code}\n`;
    owners.set(owner, entryOf);
  }
}
for (const figures of owners.values()) {
  const min = (await transform(figures.code, { minify: true, loader: 'js', format: 'esm' })).code;
  figures.min = min.length;
  figures.gzip = gz(min);
}

const moduleRows = [...owners.entries()]
  .sort((a, b) => b[1].gzip - a[1].gzip)
  .map(([owner, f]) => ({ module: owner, 'min bytes': f.min, 'gzip bytes (alone)': f.gzip }));
const chunkRows = chunks.map((c) => {
  const bytes = readFileSync(join(OUT, c.fileName));
  const load = firstLoad.has(c.fileName)
    ? 'first load'
    : /Template-/.test(c.fileName)
      ? 'first load of its page type'
      : 'after hydration / on demand';
  return { chunk: c.fileName, load, bytes: bytes.length, gzip: gz(bytes) };
});
const firstLoadGzip = chunkRows.filter((r) => r.load === 'first load').reduce((sum, r) => sum + r.gzip, 0);
// An article loads the entry plus the largest template chunk (the document template).
const articleGzip = firstLoadGzip + Math.max(...chunkRows.filter((r) => r.load.startsWith('first load of')).map((r) => r.gzip));
const table = [
  printTable('First-load modules (Vite bundle, each minified alone, gzip -9)', moduleRows),
  printTable(`Chunks (first load ${firstLoadGzip} B gzip without the page's template, ${articleGzip} B with the largest one)`, chunkRows),
].join('\n');
saveResults('bundle', { firstLoadGzip, articleGzip, modules: moduleRows, chunks: chunkRows }, table);
