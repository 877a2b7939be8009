/**
 * Stage 1 (1-validate.ts): what can be wrong with a file before it is read as Markdown (not text, not
 * UTF-8, too big), and editorial checks on a whole page (title length, plain http links, a home page).
 * Each gives one message a writer can act on, instead of a garbled page or a crash further on.
 */
import { BuildError, BuildWarning } from './build-error';
import type { SourceFile } from './front-matter';
import type { Reference } from './markdown';

/** Largest Markdown file the build reads: far above any help page, far below what would stall it. */
export const MAX_SOURCE_BYTES = 1024 * 1024;
/** Longest title that still fits a search result, a tab and the breadcrumbs. */
export const MAX_TITLE_LENGTH = 120;

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * The problem with a source file as text, or null. A file read as UTF-8 that was not carries U+FFFD
 * where its bytes were (a Latin-1 'café' becomes 'caf\uFFFD'); a NUL byte means it is not text at all.
 */
export function getSourceProblem(source: SourceFile): BuildError | null {
  const { path, text } = source;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_SOURCE_BYTES) {
    return new BuildError(
      path,
      1,
      `file is ${(bytes / 1024 / 1024).toFixed(1)} MB; a page may be at most ${MAX_SOURCE_BYTES / 1024 / 1024} MB`,
      'split it into several pages',
    );
  }
  const nul = text.indexOf('\0');
  if (nul >= 0)
    return new BuildError(
      path,
      lineAt(text, nul),
      'file is not text (it contains NUL bytes)',
      'only Markdown pages and SVG images belong in content/',
    );
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) {
    const line = lineAt(text, bad);
    const column = bad - text.lastIndexOf('\n', bad - 1);
    return new BuildError(
      path,
      line,
      `file is not valid UTF-8 (column ${column})`,
      'save it as UTF-8 in your editor; it was probably saved as Latin-1 or Windows-1252',
    );
  }
  return null;
}

/** A warning for a title too long to read in a search result or a browser tab (at the `title:` line). */
export function getTitleWarning(source: SourceFile, title: string): BuildWarning | null {
  if (title.length <= MAX_TITLE_LENGTH) return null;
  const line = source.text.split('\n').findIndex((l) => /^title\s*:/.test(l)) + 1 || 1;
  return new BuildWarning(
    source.path,
    line,
    'title',
    `title is ${title.length} characters; keep it to ${MAX_TITLE_LENGTH} or fewer and put the rest in the description`,
  );
}

/** Warnings for links to plain `http://` pages: readers get a browser warning or a redirect. */
export function getHttpWarnings(file: string, references: Reference[]): BuildWarning[] {
  return references
    .filter((r) => !r.bare && /^\s*http:\/\//i.test(r.url))
    .map((r) => new BuildWarning(file, r.line, 'http', `link '${r.url.trim()}' uses plain http://; use https:// when the site offers it`));
}

/** A warning when the tree has no home page (content/index.md): '/' would show the not-found page. */
export function getHomeWarning(files: string[]): BuildWarning | null {
  if (files.includes('index.md')) return null;
  return new BuildWarning(
    'index.md',
    1,
    'home',
    "the tree has no home page: add 'index.md' at the top of the content folder, or '/' shows the not-found page",
  );
}
