/** Reads a content tree from disk into the pure build's input (the build's only file reading). */
import { existsSync } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BuildError } from '../content/build-error';
import type { SourceFile } from '../content/front-matter';
import type { BuildInput } from '../content/pipeline';

type Found = { sources: SourceFile[]; svgs: SourceFile[]; problems: BuildError[] };

/** Why a file or folder could not be read, in words (ELOOP, EACCES…), for a `file:1:` message. */
function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return 'symbolic link loop (the link points back at itself)';
  if (code === 'ENOENT') return 'broken symbolic link (its target does not exist)';
  if (code === 'EACCES' || code === 'EPERM') return 'no permission to read it';
  return `cannot be read (${code ?? (error as Error).message})`;
}

/**
 * Markdown files and the SVGs next to them under a folder, relative paths with '/', sorted; README.md
 * files are documentation, not pages; content/images/ is read separately. Symbolic links are followed,
 * but a link back into a folder being read is reported instead of walked forever.
 */
async function readSources(
  root: string,
  dir = root,
  found: Found = { sources: [], svgs: [], problems: [] },
  ancestors = new Set<string>(),
) {
  const real = await realpath(dir);
  const inside = new Set([...ancestors, real]);
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    const path = relative(root, full).split(sep).join('/');
    try {
      const info = entry.isSymbolicLink() ? await stat(full) : entry;
      if (info.isDirectory() && path !== 'images') {
        if (inside.has(await realpath(full)))
          found.problems.push(
            new BuildError(
              path,
              1,
              'symbolic link loop: this folder links back to a folder that contains it',
              'remove the link or point it elsewhere',
            ),
          );
        else await readSources(root, full, found, inside);
      } else if (info.isFile() && entry.name.endsWith('.md') && entry.name !== 'README.md')
        found.sources.push({ path, text: await readFile(full, 'utf8') });
      else if (info.isFile() && entry.name.endsWith('.svg')) found.svgs.push({ path, text: await readFile(full, 'utf8') });
    } catch (error) {
      found.problems.push(new BuildError(path, 1, describeFsError(error)));
    }
  }
  return found;
}

async function readImages(dir: string): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.endsWith('.svg')).sort();
  return Promise.all(names.map(async (name) => ({ path: name, text: await readFile(join(dir, name), 'utf8') })));
}

/**
 * Pages, images (content/images and next to pages), site.json (null when absent), synonyms.yml and
 * glossary.yml (when present) of a content folder, plus the files that could not be read (`problems`,
 * reported by the build).
 */
export async function readContentTree(
  contentDir: string,
): Promise<Pick<BuildInput, 'sources' | 'images' | 'pageImages' | 'siteJson' | 'synonymsYaml' | 'glossaryYaml' | 'problems'>> {
  const { sources, svgs, problems } = await readSources(contentDir);
  const sitePath = join(contentDir, 'site.json');
  const synonymsPath = join(contentDir, 'synonyms.yml');
  const glossaryPath = join(contentDir, 'glossary.yml');
  return {
    sources,
    images: await readImages(join(contentDir, 'images')),
    pageImages: svgs,
    siteJson: existsSync(sitePath) ? await readFile(sitePath, 'utf8') : null,
    ...(existsSync(synonymsPath) ? { synonymsYaml: await readFile(synonymsPath, 'utf8') } : {}),
    ...(existsSync(glossaryPath) ? { glossaryYaml: await readFile(glossaryPath, 'utf8') } : {}),
    problems,
  };
}
