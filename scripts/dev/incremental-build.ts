/**
 * The content build as the dev server reruns it after every save, around the pure pipeline (it never
 * changes a stage): each page's rendered body is memoized by file and text, so a save re-renders only
 * the files it touched; the cheap tree-wide parts (references, nav, children, related, prev/next)
 * run again in full. Two steps: `build` gives the page, image, nav and shell values a reader sees
 * at once; `finish` adds the slow, tree-wide search index and sitemap from the same assembled site.
 */
import { getPathOfSlug } from '../../core/paths';
import type { ClientAssets, PageData, PageLink } from '../../core/types';
import { type RenderMemo, validate } from '../content/1-validate';
import { assemble, type AssembledSite, type RelatedMemo } from '../content/2-assemble';
import { emit, emitImageOf, emitPageOf } from '../content/3-emit';
import { BuildError, type BuildWarning, type WarningRule } from '../content/build-error';
import { parseFrontMatter, type ParsedSource, type SourceFile } from '../content/front-matter';
import { emitClaimsValue, emitShellValues, type EmittedValue } from '../content/route-values';
import type { RenderedMarkdown } from '../content/markdown';
import type { BuildInput, BuildOutput } from '../content/pipeline';
import type { ContentInput } from './content-files';

/** Assets of a dev build: the HTML takes the client from Vite (worker/stream-page.tsx), so none are named. */
export const DEV_ASSETS: ClientAssets = { script: '', styles: [], preload: [], templates: {} };

/** A build's first step: what a reader sees, ready before the search index. */
export interface FastBuild {
  buildId: string;
  site: AssembledSite;
  /** Page data, images, nav and shell, as the full build emits them. */
  readonly values: EmittedValue[];
  /** The value under a route key of this build (as `values` has it), without making the whole list. */
  get(key: string): EmittedValue | undefined;
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

/** A page's value of the previous build and the data it was made from. */
interface PageValue {
  data: PageData;
  value: EmittedValue;
}

/** Whether two JSON-shaped values serialize alike (keys in the same order), without serializing them. */
function isJsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const [objA, objB] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return keysA.every((key, i) => key === keysB[i] && isJsonEqual(objA[key], objB[key]));
}

/**
 * Whether a page's data is that of the previous build (its build id aside: a page's value is stored
 * without it, core/page-value.ts). Compared in place, not as JSON: serializing every page's
 * data on every save was the largest part of a 10,000-page rebuild.
 */
function isSamePage(a: PageData, b: PageData): boolean {
  const { hash: _a, ...restA } = a;
  const { hash: _b, ...restB } = b;
  return isJsonEqual(restA, restB);
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

  let pageValues = new Map<string, PageValue>();

  /**
   * The reader values (page, image, nav and shell values, as 3-emit writes them), with page data serialized only for pages whose data
   * changed: the others keep the previous build's value (a page's value does not name its build).
   */
  function emitChanged(site: AssembledSite): Pick<FastBuild, 'values' | 'get' | 'changed'> {
    const { buildId } = site;
    const next = new Map<string, PageValue>();
    const changed: string[] = [];
    const byKey = new Map<string, EmittedValue>();
    for (const { data } of site.pages) {
      const slug = data.page.slug;
      const before = pageValues.get(slug);
      const same = before !== undefined && isSamePage(before.data, data);
      if (!same) changed.push(getPathOfSlug(slug));
      const entry = before && same ? before : { data, value: emitPageOf(data) };
      next.set(slug, entry);
      byKey.set(entry.value.key, entry.value);
    }
    for (const slug of pageValues.keys()) if (!next.has(slug)) changed.push(getPathOfSlug(slug));
    pageValues = next;
    for (const value of [...site.images.map(emitImageOf), ...emitShellValues(buildId, site.shell, site.nav), emitClaimsValue(site.claims)])
      byKey.set(value.key, value);
    let values: EmittedValue[] | undefined;
    return {
      get values() {
        values ??= [...byKey.values()];
        return values;
      },
      get: (key) => byKey.get(key),
      changed: changed.sort(),
    };
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
      const emitted = emitChanged(site);
      return Object.assign(emitted, { buildId: site.buildId, site, warnings: site.warnings, rendered });
    } finally {
      parsed = parsedNext;
    }
  }

  return { build, finish: (fast) => emit(fast.site) };
}
