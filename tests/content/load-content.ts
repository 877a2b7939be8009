/** Builds the real content tree in-process (the same pure pipeline and strictness as `npm run build:content`). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../../scripts/content/front-matter';
import { buildContent, type BuildOutput } from '../../scripts/content/pipeline';
import { REPO_STRICT_RULES } from '../../scripts/lib/content-policy';

const CONTENT = 'content';

function readSources(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'images' ? [] : readSources(full);
    if (!entry.name.endsWith('.md') || entry.name === 'README.md') return [];
    return [{ path: relative(CONTENT, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

let cached: { output: BuildOutput; sources: SourceFile[] } | null = null;

/** The built real tree and its sources. */
export function loadRealContent(): { output: BuildOutput; sources: SourceFile[] } {
  if (cached) return cached;
  const sources = readSources(CONTENT);
  const imagesDir = join(CONTENT, 'images');
  let images: SourceFile[];
  try {
    images = readdirSync(imagesDir).filter((n) => n.endsWith('.svg')).map((n) => ({ path: n, text: readFileSync(join(imagesDir, n), 'utf8') }));
  } catch {
    images = [];
  }
  const output = buildContent({ sources, images, siteJson: readFileSync(join(CONTENT, 'site.json'), 'utf8'), synonymsYaml: readFileSync(join(CONTENT, 'synonyms.yml'), 'utf8'), strict: REPO_STRICT_RULES, assets: { script: '', styles: [], preload: [], templates: {} } });
  cached = { output, sources };
  return cached;
}
