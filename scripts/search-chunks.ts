/**
 * `npx tsx scripts/search-chunks.ts [contentDir]`: gzip bytes of every search chunk of a built tree
 * (default: the real content), split into what loads automatically and what is fetched later.
 */
import { buildContent } from './content/pipeline';
import { REPO_STRICT_RULES } from './lib/content-policy';
import { readContentTree } from './lib/read-content';
import { getRoutePath } from '../core/route-table';
import { isDeferredChunk, isFirstChunk, parseChunkName } from '../core/search/chunk-names';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

const dir = process.argv[2] ?? 'content';
const tree = await readContentTree(dir);
const output = buildContent({
  ...tree,
  strict: dir === 'content' ? REPO_STRICT_RULES : undefined,
  assets: { script: '', styles: [], preload: [], templates: {} },
} as Parameters<typeof buildContent>[0]);
const value = (url: string) => output.values.find((v) => v.url === url)!.body;
const manifestText = value(getRoutePath('searchManifest')) as string;
const manifest = JSON.parse(manifestText) as { index: string[]; docs: string[]; [k: string]: unknown };
const size = (name: string) => (value(getRoutePath('searchChunk', { chunk: name })) as Uint8Array).length;
/** The chunk's name without its build: 'index-body-9'. */
const label = (name: string) => {
  const c = parseChunkName(name)!;
  return `${c.list}-${c.field}-${c.position}`;
};
const rows: { chunk: string; gzip: number; loads: string }[] = [];
for (const name of manifest.index)
  rows.push({
    chunk: label(name),
    gzip: size(name),
    loads: isFirstChunk(name) ? 'auto (first: ranks)' : isDeferredChunk(name) ? 'auto (background, last)' : 'auto (background)',
  });
for (const name of manifest.docs) rows.push({ chunk: label(name), gzip: size(name), loads: 'for results shown' });
for (const key of Object.keys(manifest))
  if (key !== 'index' && key !== 'docs')
    for (const name of manifest[key] as string[]) rows.push({ chunk: label(name), gzip: size(name), loads: key });
console.table(rows);
const sum = (filter: (r: (typeof rows)[number]) => boolean) => rows.filter(filter).reduce((s, r) => s + r.gzip, 0);
console.log(
  `pages ${tree.sources.length}; manifest ${manifestText.length} B; first chunk ${sum((r) => r.loads.startsWith('auto (first'))} B; auto-loaded ${sum((r) => r.loads.startsWith('auto')) + manifestText.length} B; all chunks ${sum(() => true)} B`,
);
