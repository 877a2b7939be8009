/**
 * The dev server's copy of a content tree in memory: read once, then kept up to date one changed file
 * at a time, so a rebuild after a save reads one file instead of the whole tree. It hands the build
 * the same input, in the same order, as scripts/lib/read-content.ts reads from disk.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../content/front-matter';
import type { BuildInput } from '../content/pipeline';
import { readContentTree } from '../lib/read-content';

/** The part of the build input a content tree supplies. */
export type ContentInput = Pick<BuildInput, 'sources' | 'images' | 'pageImages' | 'siteJson' | 'synonymsYaml' | 'glossaryYaml'>;

/** Which part of the build input a content-relative path feeds, or null when the build does not read it. */
export type ContentKind = 'source' | 'image' | 'pageImage' | 'site' | 'synonyms' | 'glossary';

/** Largest file the dev server reads: a page is kilobytes; anything this big is a mistake, reported, not rendered. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The kind of a content-relative path ('/' separated), as read-content.ts sorts files. */
export function getContentKind(path: string): ContentKind | null {
  if (path === 'site.json') return 'site';
  if (path === 'synonyms.yml') return 'synonyms';
  if (path === 'glossary.yml') return 'glossary';
  const parts = path.split('/');
  const name = parts.at(-1)!;
  if (parts[0] === 'images') return parts.length === 2 && name.endsWith('.svg') ? 'image' : null;
  if (name.endsWith('.md') && name !== 'README.md') return 'source';
  if (name.endsWith('.svg')) return 'pageImage';
  return null;
}

/** Orders paths as a depth-first walk with names sorted in each folder (read-content.ts's order). */
export function compareTreePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}

/** A content tree in memory. */
export interface ContentFiles {
  /** The build input of the tree as it is now. */
  getInput(): ContentInput;
  /** Re-reads one changed, added or deleted file (absolute path); false when the build does not read it. */
  update(absolutePath: string): Promise<boolean>;
  /** Reads the whole tree again (folders added, removed or renamed). */
  reload(): Promise<void>;
  /** Files that could not be read, with the reason (a binary, huge or unreadable file). */
  problems(): Map<string, string>;
}

/**
 * Reads a file as text; a problem message instead when it is too large or not text; null when it is
 * gone or reached through a symbolic link (read-content.ts does not follow them either, so a link
 * loop is never walked).
 */
async function readText(file: string, realFile: string): Promise<{ text: string } | { problem: string } | null> {
  try {
    if ((await realpath(file)) !== realFile) return null;
    const info = await stat(file);
    if (!info.isFile()) return null;
    if (info.size > MAX_FILE_BYTES)
      return {
        problem: `file is ${Math.round(info.size / 1024 / 1024)} MB; the dev server reads files up to ${MAX_FILE_BYTES / 1024 / 1024} MB`,
      };
    const bytes = await readFile(file);
    if (bytes.includes(0)) return { problem: 'file is binary (it contains NUL bytes), not text' };
    try {
      return { text: UTF8.decode(bytes) };
    } catch {
      return { problem: 'file is not valid UTF-8: save it as UTF-8 (an editor\'s "Save with encoding")' };
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return null;
    return { problem: `cannot read the file (${code ?? String(error)})` };
  }
}

/** Reads `root` into memory. */
export async function createContentFiles(root: string): Promise<ContentFiles> {
  const files = new Map<string, string>();
  const failed = new Map<string, string>();
  const realRoot = await realpath(root);

  async function reload(): Promise<void> {
    const tree = await readContentTree(root);
    files.clear();
    failed.clear();
    for (const s of tree.sources) files.set(s.path, s.text);
    for (const s of tree.images) files.set(`images/${s.path}`, s.text);
    for (const s of tree.pageImages ?? []) files.set(s.path, s.text);
    if (tree.siteJson !== null) files.set('site.json', tree.siteJson);
    if (tree.synonymsYaml !== undefined) files.set('synonyms.yml', tree.synonymsYaml);
    if (tree.glossaryYaml !== undefined) files.set('glossary.yml', tree.glossaryYaml);
  }

  async function update(absolutePath: string): Promise<boolean> {
    const path = relative(root, absolutePath).split(sep).join('/');
    if (path.startsWith('..') || getContentKind(path) === null) return false;
    const read = await readText(join(root, path), join(realRoot, path));
    failed.delete(path);
    if (read === null) files.delete(path);
    else if ('problem' in read) {
      files.delete(path);
      failed.set(path, read.problem);
    } else files.set(path, read.text);
    return true;
  }

  function getInput(): ContentInput {
    const of = (kind: ContentKind): SourceFile[] =>
      [...files]
        .filter(([path]) => getContentKind(path) === kind)
        .map(([path, text]) => ({ path, text }))
        .sort((a, b) => compareTreePaths(a.path, b.path));
    const synonyms = files.get('synonyms.yml');
    const glossary = files.get('glossary.yml');
    return {
      sources: of('source'),
      images: of('image').map((s) => ({ path: s.path.slice('images/'.length), text: s.text })),
      pageImages: of('pageImage'),
      siteJson: files.get('site.json') ?? null,
      ...(synonyms !== undefined ? { synonymsYaml: synonyms } : {}),
      ...(glossary !== undefined ? { glossaryYaml: glossary } : {}),
    };
  }

  await reload();
  return { getInput, update, reload, problems: () => new Map(failed) };
}

/** What a watcher saw since the last build: files to re-read, or the whole tree when folders came or went. */
export interface PendingChanges {
  paths: Set<string>;
  reload: boolean;
}

/** Reads what `pending` names into `files` (the tree itself on the first call) and clears it. */
export async function applyPendingChanges(root: string, files: ContentFiles | null, pending: PendingChanges): Promise<ContentFiles> {
  const paths = [...pending.paths];
  const reload = pending.reload;
  pending.paths.clear();
  pending.reload = false;
  if (!files) return createContentFiles(root);
  if (reload) await files.reload();
  else for (const path of paths) await files.update(path);
  return files;
}
