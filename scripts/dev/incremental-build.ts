/**
 * The content build as the dev server reruns it after every save, around the pure pipeline (it never
 * changes a stage): each page's rendered body is memoized by file and text, so a save re-renders only
 * the files it touched; the cheap tree-wide parts (references, nav, children, related, prev/next)
 * run again in full. Two steps: `build` gives the page, image, nav and shell values a reader sees
 * at once; `finish` adds the slow, tree-wide search index and sitemap from the same assembled site.
 */
import type { ClientAssets, PageLink } from '../../client/model/types';
import { type RenderMemo, validate } from '../content/1-validate';
import { assemble, type AssembledSite, type RelatedMemo } from '../content/2-assemble';
import { emit, emitImageOf, emitPageOf } from '../content/3-emit';
import { BuildError, type BuildWarning, type WarningRule } from '../content/build-error';
import { parseFrontMatter, type ParsedSource, type SourceFile } from '../content/front-matter';
import { emitShellValues, type EmittedValue } from '../content/route-values';
import type { RenderedMarkdown } from '../content/markdown';
import type { BuildInput, BuildOutput } from '../content/pipeline';
import type { ContentInput } from './content-files';

/** Assets of a dev build: the HTML takes the client from Vite (worker/render-page.tsx), so none are named. */
export const DEV_ASSETS: ClientAssets = { script: '', styles: [], preload: [], templates: {} };

/** A build's first step: what a reader sees, ready before the search index. */
export interface FastBuild {
  buildId: string;
  site: AssembledSite;
  /** Page data (with wiki and link variants), images, nav and shell. */
  values: EmittedValue[];
  warnings: BuildWarning[];
  /** Bodies rendered in this build (the rest came from the memo). */
  rendered: number;
  /** Page paths (trailing slash) whose data changed since the previous build, added and removed ones included. */
  changed: string[];
}

/** Options that stay the same for every build of one dev server. */
export interface IncrementalOptions {
  strict?: readonly WarningRule[];
  assets?: ClientAssets;
  codeVersion?: string;
}

/** An incremental builder: keeps rendered bodies between builds. */
export interface IncrementalBuilder {
  /** Validates and assembles the tree; throws BuildErrors as the full build does. */
  build(content: ContentInput): FastBuild;
  /** The complete output of a fast build (search index and sitemap added): equal to a full build of the same tree. */
  finish(fast: FastBuild): BuildOutput;
}

/** A page's values of the previous build and what they were made from. */
interface PageValues {
  signature: string;
  html: string;
  toc: unknown;
  values: EmittedValue[];
}

/** The path of a page as URLs and the HMR event name it. */
const getPagePath = (slug: string) => (slug === '/' ? '/' : `${slug}/`);

/**
 * A value of the previous build under the new build id: its key's prefix and its `hash` (the first
 * field of page data) swapped; null when the value is not shaped like that, and it is emitted anew.
 */
function rebrand(value: EmittedValue, from: string, to: string): EmittedValue | null {
  const head = `{"hash":"${from}"`;
  if (!value.key.startsWith(`${from}/`) || typeof value.body !== 'string' || !value.body.startsWith(head)) return null;
  return { ...value, key: `${to}${value.key.slice(from.length)}`, body: `{"hash":"${to}"${value.body.slice(head.length)}` };
}

/** Creates a builder whose memo lives as long as it does. */
export function createIncrementalBuilder(options: IncrementalOptions = {}): IncrementalBuilder {
  // Keyed by place, checked by text: an unchanged file's text is the same string object build after
  // build (content-files.ts keeps it), so the check is a pointer compare, not a hash of the whole text.
  type Rendered = { text: string; body: RenderedMarkdown };
  let memoSet = '';
  let memo = new Map<string, Rendered>();
  let rendered = 0;

  function getRenderMemo(imageSet: string): RenderMemo {
    // Another image set (an SVG added, removed or resized) can change any body: start over.
    const previous = imageSet === memoSet ? memo : new Map<string, Rendered>();
    memoSet = imageSet;
    // Only this build's bodies are kept, so deleted and edited files do not pile up.
    memo = new Map();
    return (place, text, render) => {
      let hit = previous.get(place) ?? memo.get(place);
      if (hit?.text !== text) {
        hit = { text, body: render() };
        rendered++;
      }
      memo.set(place, hit);
      return hit.body;
    };
  }

  type Parsed = { text: string } & ({ source: ParsedSource; warnings: BuildWarning[] } | { error: BuildError });
  let parsed = new Map<string, Parsed>();
  let parsedNext = new Map<string, Parsed>();
  function parseMemo(source: SourceFile, warnings: BuildWarning[]): ParsedSource {
    let hit = parsed.get(source.path) ?? parsedNext.get(source.path);
    if (hit?.text !== source.text) {
      const own: BuildWarning[] = [];
      try {
        hit = { text: source.text, source: parseFrontMatter(source, own), warnings: own };
      } catch (error) {
        if (!(error instanceof BuildError)) throw error;
        hit = { text: source.text, error };
      }
    }
    parsedNext.set(source.path, hit);
    if ('error' in hit) throw hit.error;
    warnings.push(...hit.warnings);
    return hit.source;
  }

  let relatedSet = '';
  let related = new Map<string, PageLink[]>();
  function getRelatedMemo(relatableSet: string): RelatedMemo {
    // Any title, description, label or page added or removed can change any page's related list: start over.
    if (relatableSet !== relatedSet) related = new Map();
    relatedSet = relatableSet;
    return (slug, find) => {
      let links = related.get(slug);
      if (!links) related.set(slug, (links = find()));
      return links;
    };
  }

  let pageValues = new Map<string, PageValues>();
  let pageValuesBuild = '';

  /**
   * The reader values (as emitReaderValues), with page data re-serialized only for pages whose data
   * changed: the others are the previous build's values under the new build id.
   */
  function emitChanged(site: AssembledSite): { values: EmittedValue[]; changed: string[] } {
    const next = new Map<string, PageValues>();
    const changed: string[] = [];
    const values: EmittedValue[] = [];
    for (const { data } of site.pages) {
      const { hash: _hash, page, ...rest } = data;
      const signature = JSON.stringify({ ...rest, page: { ...page, html: '', toc: [] } });
      const before = pageValues.get(page.slug);
      let reused: EmittedValue[] | null = null;
      if (before && before.signature === signature && before.html === page.html && before.toc === page.toc) {
        const moved = before.values.map((v) => rebrand(v, pageValuesBuild, site.buildId));
        if (moved.every((v) => v !== null)) reused = moved as EmittedValue[];
      }
      if (!reused) {
        if (before?.signature !== signature || before.html !== page.html || JSON.stringify(before.toc) !== JSON.stringify(page.toc))
          changed.push(getPagePath(page.slug));
        reused = emitPageOf(site.buildId, data);
      }
      next.set(page.slug, { signature, html: page.html, toc: page.toc, values: reused });
      values.push(...reused);
    }
    for (const slug of pageValues.keys()) if (!next.has(slug)) changed.push(getPagePath(slug));
    pageValues = next;
    pageValuesBuild = site.buildId;
    values.push(...site.images.map((image) => emitImageOf(site.buildId, image)));
    values.push(...emitShellValues(site.buildId, site.shell, site.nav));
    return { values, changed: changed.sort() };
  }

  function build(content: ContentInput): FastBuild {
    rendered = 0;
    parsedNext = new Map();
    const input: BuildInput = {
      ...content,
      assets: options.assets ?? DEV_ASSETS,
      codeVersion: options.codeVersion ?? 'dev',
      strict: options.strict ?? [],
      getRenderMemo,
      parseMemo,
    };
    try {
      const site = assemble(validate(input), { getRelatedMemo });
      const { values, changed } = emitChanged(site);
      return { buildId: site.buildId, site, values, warnings: site.warnings, rendered, changed };
    } finally {
      parsed = parsedNext;
    }
  }

  return { build, finish: (fast) => emit(fast.site) };
}
