/**
 * The content build as the dev server reruns it after every save, around the pure pipeline (it never
 * changes a stage): each page's rendered body is memoized by file and text, so a save re-renders only
 * the files it touched; the cheap tree-wide parts (references, nav, children, related, prev/next)
 * run again in full. Two steps: `build` gives the page, image, nav and shell values a reader sees
 * at once; `finish` adds the slow, tree-wide search index and sitemap from the same assembled site.
 */
import { getPathOfSlug } from '../../client/model/paths';
import type { ClientAssets, PageData, PageLink } from '../../client/model/types';
import { type RenderMemo, validate } from '../content/1-validate';
import { assemble, type AssembledSite, type RelatedMemo } from '../content/2-assemble';
import { emit, emitImageOf, emitPageOf } from '../content/3-emit';
import { BuildError, type BuildWarning, type WarningRule } from '../content/build-error';
import { parseFrontMatter, type ParsedSource, type SourceFile } from '../content/front-matter';
import { emitClaimsValue, emitShellValues, type EmittedValue } from '../content/route-values';
import type { RenderedMarkdown } from '../content/markdown';
import type { BuildInput, BuildOutput } from '../content/pipeline';
import type { ContentInput } from './content-files';

/** Assets of a dev build: the HTML takes the client from Vite (worker/render-page.tsx), so none are named. */
export const DEV_ASSETS: ClientAssets = { script: '', styles: [], preload: [], templates: {} };

/** A build's first step: what a reader sees, ready before the search index. */
export interface FastBuild {
  buildId: string;
  site: AssembledSite;
  /** Page data (with wiki and link variants), images, nav and shell; made on first read (the dev server reads by key). */
  readonly values: EmittedValue[];
  /** The value under a KV key of this build (as `values` has it), without making the whole list. */
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

/**
 * A page value without its build id: the key after the build prefix, the body after the `{"hash":"…"`
 * head (the first field of page data). Unchanged pages keep these build after build and are branded
 * with the new id only when read, so a save does not copy every page's JSON.
 */
interface Unbranded {
  url: string | null;
  suffix: string;
  tail: string;
  type: string;
}

/** A page's values of the previous build and what they were made from. */
interface PageValues {
  data: PageData;
  /** Null when a value is not shaped as Unbranded expects: `raw` is then emitted anew each build. */
  parts: Unbranded[] | null;
  raw: EmittedValue[];
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
 * Whether a page's data is that of the previous build (its build id aside). Compared in place, not as
 * JSON: serializing every page's data on every save was the largest part of a 10,000-page rebuild.
 */
function isSamePage(a: PageData, b: PageData): boolean {
  const { hash: _a, ...restA } = a;
  const { hash: _b, ...restB } = b;
  return isJsonEqual(restA, restB);
}

/** The head of page data under a build id. */
const getHead = (buildId: string) => `{"hash":"${buildId}"`;

/** A value without its build id (see Unbranded); null when it is not shaped like that. */
function unbrand(value: EmittedValue, buildId: string): Unbranded | null {
  const head = getHead(buildId);
  if (!value.key.startsWith(`${buildId}/`) || typeof value.body !== 'string' || !value.body.startsWith(head)) return null;
  return { url: value.url, suffix: value.key.slice(buildId.length), tail: value.body.slice(head.length), type: value.type };
}

/** An unbranded value under a build id. */
const brand = (part: Unbranded, buildId: string): EmittedValue => ({
  url: part.url,
  key: `${buildId}${part.suffix}`,
  body: `${getHead(buildId)}${part.tail}`,
  type: part.type,
});

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
  // Unbranded page values by key suffix, kept up to date with pageValues: a read of an older build's key
  // finds the newest page under that build's id (only requests in flight during a save read those).
  const index = new Map<string, Unbranded>();

  /**
   * The reader values (page, image, nav and shell values, as 3-emit writes them), with page data serialized only for pages whose data
   * changed: the others keep the previous build's unbranded values.
   */
  function emitChanged(site: AssembledSite): Pick<FastBuild, 'values' | 'get' | 'changed'> {
    const { buildId } = site;
    const next = new Map<string, PageValues>();
    const changed: string[] = [];
    const pages: PageValues[] = [];
    const own = new Map<string, EmittedValue>();
    const forget = (parts: Unbranded[] | null) => {
      for (const part of parts ?? []) if (index.get(part.suffix) === part) index.delete(part.suffix);
    };
    for (const { data } of site.pages) {
      const slug = data.page.slug;
      const before = pageValues.get(slug);
      const same = before !== undefined && isSamePage(before.data, data);
      let entry: PageValues;
      if (before && before.parts && same) {
        entry = before;
      } else {
        if (!same) changed.push(getPathOfSlug(slug));
        const raw = emitPageOf(buildId, data);
        const parts = raw.map((v) => unbrand(v, buildId));
        entry = { data, parts: parts.every((p) => p !== null) ? parts : null, raw };
        if (before) forget(before.parts);
        for (const part of entry.parts ?? []) index.set(part.suffix, part);
      }
      if (!entry.parts) for (const value of entry.raw) own.set(value.key, value);
      next.set(slug, entry);
      pages.push(entry);
    }
    for (const [slug, before] of pageValues) {
      if (next.has(slug)) continue;
      changed.push(getPathOfSlug(slug));
      forget(before.parts);
    }
    pageValues = next;
    const extra = [
      ...site.images.map((image) => emitImageOf(buildId, image)),
      ...emitShellValues(buildId, site.shell, site.nav),
      emitClaimsValue(buildId, site.claims),
    ];
    for (const value of extra) own.set(value.key, value);
    let values: EmittedValue[] | undefined;
    return {
      get values() {
        values ??= [...pages.flatMap((p) => (p.parts ? p.parts.map((part) => brand(part, buildId)) : p.raw)), ...extra];
        return values;
      },
      get(key) {
        const hit = own.get(key);
        if (hit || !key.startsWith(`${buildId}/`)) return hit;
        const part = index.get(key.slice(buildId.length));
        return part && brand(part, buildId);
      },
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
