/**
 * `npm run import:confluence -- <export.zip|folder> [--out content/uitleg/import] [--images content/images]`:
 * turns a Confluence space HTML export into content/ Markdown with front matter, keeping page ids,
 * titles, hierarchy, labels, internal links (rewritten to relative .md paths, so any --out under
 * content/ works) and SVG images, and prints what it
 * could not convert. Storage-format XML exports are reported as unsupported.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { convertConfluenceExport } from './confluence/convert';
import { type ConfluencePage, orderByIndex, parseConfluencePage } from './confluence/parse-page';
import { runMain } from './lib/run';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

/** All files of the export as path → text (zip or folder). */
function readExport(source: string): Map<string, string> {
  const files = new Map<string, string>();
  if (statSync(source).isDirectory()) {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.set(relative(source, full).split(sep).join('/'), readFileSync(full, 'utf8'));
      }
    };
    walk(source);
  } else {
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(source)))) if (!name.endsWith('/')) files.set(name, strFromU8(bytes));
  }
  // A zip usually holds one top folder: strip it so paths match the links inside the pages.
  const tops = new Set([...files.keys()].map((k) => k.split('/')[0]));
  if (tops.size === 1 && [...files.keys()].every((k) => k.includes('/'))) {
    return new Map([...files].map(([k, v]) => [k.slice(k.indexOf('/') + 1), v]));
  }
  return files;
}

runMain(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: 'content/uitleg/import' }, images: { type: 'string', default: 'content/images' } },
  });
  const source = positionals[0];
  if (!source || !existsSync(source))
    throw new Error('usage: npm run import:confluence -- <export.zip|folder> [--out DIR] [--base /uitleg/slug]');
  const files = readExport(source);
  if ([...files.keys()].some((k) => k.endsWith('entities.xml')))
    throw new Error('This is a storage-format XML export; export the space as HTML and import that instead.');
  const order = files.get('index.html') ?? '';
  const parsed = [...files]
    .filter(([name]) => name.endsWith('.html') && !name.includes('/'))
    .map(([name, html]) => parseConfluencePage(name, html))
    .filter((p): p is ConfluencePage => p !== null);
  const pages = orderByIndex(parsed, order);
  const attachments = new Map([...files].filter(([name]) => name.startsWith('attachments/')));
  const result = convertConfluenceExport(pages, attachments);
  for (const file of result.files) {
    const target = join(values.out!, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  mkdirSync(values.images!, { recursive: true });
  for (const image of result.images) writeFileSync(join(values.images!, image.name), image.source);
  console.log(`imported ${result.files.length} pages and ${result.images.length} images into ${values.out}`);
  if (result.report.length > 0) console.log(`not converted (${result.report.length}):\n${result.report.map((l) => `  - ${l}`).join('\n')}`);
});
