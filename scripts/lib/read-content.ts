/** Reads a content tree from disk into the pure build's input (the build's only file reading). */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../content/front-matter';
import type { BuildInput } from '../content/pipeline';

/**
 * Markdown files and the SVGs next to them under a folder, relative paths with '/', sorted; README.md
 * files are documentation, not pages; content/images/ is read separately.
 */
async function readSources(root: string, dir = root, found: { sources: SourceFile[]; svgs: SourceFile[] } = { sources: [], svgs: [] }) {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    const path = relative(root, full).split(sep).join('/');
    if (entry.isDirectory() && path !== 'images') await readSources(root, full, found);
    else if (entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'README.md') found.sources.push({ path, text: await readFile(full, 'utf8') });
    else if (entry.isFile() && entry.name.endsWith('.svg')) found.svgs.push({ path, text: await readFile(full, 'utf8') });
  }
  return found;
}

async function readImages(dir: string): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.endsWith('.svg')).sort();
  return Promise.all(names.map(async (name) => ({ path: name, text: await readFile(join(dir, name), 'utf8') })));
}

/** Pages, images (content/images and next to pages), site.json (null when absent) and synonyms.yml (when present) of a content folder. */
export async function readContentTree(contentDir: string): Promise<Pick<BuildInput, 'sources' | 'images' | 'pageImages' | 'siteJson' | 'synonymsYaml'>> {
  const { sources, svgs } = await readSources(contentDir);
  const sitePath = join(contentDir, 'site.json');
  const synonymsPath = join(contentDir, 'synonyms.yml');
  return {
    sources,
    images: await readImages(join(contentDir, 'images')),
    pageImages: svgs,
    siteJson: existsSync(sitePath) ? await readFile(sitePath, 'utf8') : null,
    ...(existsSync(synonymsPath) ? { synonymsYaml: await readFile(synonymsPath, 'utf8') } : {}),
  };
}
