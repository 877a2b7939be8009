/**
 * The content build as one pure function of three stages, in the order their files are numbered:
 * validate (every source mistake, with file and line) → assemble (the site a reader walks) →
 * emit (public values and KV entries). Each stage reads only the one before it: the raw input
 * reaches stage 1 alone. Sources in, output out; all I/O lives in index.ts.
 */
import type { ClaimsReport } from '../../core/schema/claims-report';
import type { ClientAssets, PageData } from '../../core/types';
import { validate } from './1-validate';
import { assemble } from './2-assemble';
import { emit } from './3-emit';
import type { BuildError, BuildWarning, WarningRule } from './build-error';
import type { BuildManifest } from '../../core/build-manifest';
import type { KvEntry } from './content-address';
import type { EmittedValue } from './route-values';
import type { ParsedSource, SourceFile } from './front-matter';
import type { RenderMemo } from './1-validate';

export { MIN_WORDS } from './1-validate';
export { BUILD_FORMAT } from './build-id';
export { SPACE_CODE } from './2-assemble';

/** Everything the build reads. */
export interface BuildInput {
  /** Markdown files, paths relative to the content root. */
  sources: SourceFile[];
  /** SVG files from content/images, paths relative to that folder. */
  images: SourceFile[];
  /** SVG files elsewhere under content/ (next to their pages), paths relative to the content root. */
  pageImages?: SourceFile[];
  /** content/site.json text; null when the tree has none (every setting takes its default). */
  siteJson: string | null;
  /** content/synonyms.yml text (search synonyms), when the tree has one. */
  synonymsYaml?: string;
  /** content/glossary.yml text (menu, screen and button names: claims to confirm), when the tree has one. */
  glossaryYaml?: string;
  /** The day the build runs (YYYY-MM-DD, the Dutch day): a later `confirmed` date is an error. Default: today. */
  today?: string;
  /** Hashed client assets from the Vite manifest. */
  assets: ClientAssets;
  /** Digest of the build's own code, so a changed output format never reuses a live build id. */
  codeVersion?: string;
  /** Last-change date (YYYY-MM-DD) per source path, from git history; front matter `updated` is the fallback. */
  lastChanged?: Record<string, string>;
  /** Problems found while reading the tree (symlink loops, unreadable files), reported with the rest. */
  problems?: BuildError[];
  /** Editorial rules that fail the build instead of warning (`--strict`); none by default. */
  strict?: readonly WarningRule[];
  /** Per-file render cache for a given image set (the dev server's rebuilds); the output is the same without it. */
  getRenderMemo?: (imageSet: string) => RenderMemo;
  /** Per-file front matter cache (the dev server's rebuilds): parseFrontMatter's result and warnings, or its BuildError. */
  parseMemo?: (source: SourceFile, warnings: BuildWarning[]) => ParsedSource;
}

/** What the build produces. */
export interface BuildOutput {
  buildId: string;
  /** Every route's value, by route key. */
  values: EmittedValue[];
  /** What KV holds: each value once under its digest, then the manifest (under `manifest/<build>`). */
  kv: KvEntry[];
  /** The build's manifest: route key → value key. */
  manifest: BuildManifest;
  /** Counts for build.json and the log. */
  stats: { pages: number; words: number; values: number };
  /** Built pages with their plain text, for the search index stage. */
  pages: { data: PageData; text: string }[];
  /** Open claims and confirmation dates per page and of the glossary (also stored for the worker). */
  claims: ClaimsReport;
  /** Editorial problems that did not fail the build, sorted by file and line. */
  warnings: BuildWarning[];
}

/** Runs every stage; throws BuildErrors listing all content mistakes with file and line. */
export function buildContent(input: BuildInput): BuildOutput {
  return emit(assemble(validate(input)));
}
