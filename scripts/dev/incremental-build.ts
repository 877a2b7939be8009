/**
 * The content build as the dev server reruns it after every save, around the pure pipeline (it never
 * changes a stage): each page's rendered body is memoized by file and text, so a save re-renders only
 * the files it touched; the cheap tree-wide parts (references, nav, children, related, prev/next)
 * run again in full. Two steps: `build` gives the page, image, nav and shell values a reader sees
 * at once; `finish` adds the slow, tree-wide search index and sitemap from the same assembled site.
 */
import type { ClientAssets } from '../../client/model/types';
import { encodeTinyLink } from '../../client/model/tiny-link';
import { imageKey } from '../../client/model/kv-keys';
import { type RenderMemo, validate } from '../content/1-validate';
import { assemble, type AssembledSite } from '../content/2-assemble';
import { emit } from '../content/3-emit';
import type { BuildWarning, WarningRule } from '../content/build-error';
import { emitPageValues, emitShellValues, type EmittedValue } from '../content/emit';
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

/** The values 3-emit.ts writes for pages, images, nav and shell (everything but search and the sitemap). */
export function emitReaderValues(site: AssembledSite): EmittedValue[] {
  const values: EmittedValue[] = [];
  for (const { data } of site.pages) {
    const { id, slug } = data.page;
    values.push(...emitPageValues(site.buildId, data, data.context.notFound || slug === '/' ? null : encodeTinyLink(id)));
  }
  for (const image of site.images) {
    values.push({ url: `/images/${image.path}`, key: imageKey(site.buildId, image.path), body: image.text, type: 'image/svg+xml' });
  }
  values.push(...emitShellValues(site.buildId, site.shell, site.nav));
  return values;
}

/** Creates a builder whose memo lives as long as it does. */
export function createIncrementalBuilder(options: IncrementalOptions = {}): IncrementalBuilder {
  let memoSet = '';
  let memo = new Map<string, RenderedMarkdown>();
  let rendered = 0;

  function getRenderMemo(imageSet: string): RenderMemo {
    // Another image set (an SVG added, removed or resized) can change any body: start over.
    const previous = imageSet === memoSet ? memo : new Map<string, RenderedMarkdown>();
    memoSet = imageSet;
    // Only this build's bodies are kept, so deleted and edited files do not pile up.
    memo = new Map();
    return (key, render) => {
      let body = previous.get(key) ?? memo.get(key);
      if (!body) {
        body = render();
        rendered++;
      }
      memo.set(key, body);
      return body;
    };
  }

  function build(content: ContentInput): FastBuild {
    rendered = 0;
    const input: BuildInput = { ...content, assets: options.assets ?? DEV_ASSETS, codeVersion: options.codeVersion ?? 'dev', strict: options.strict ?? [], getRenderMemo };
    const site = assemble(validate(input), input);
    return { buildId: site.buildId, site, values: emitReaderValues(site), warnings: site.warnings, rendered };
  }

  return { build, finish: (fast) => emit(fast.site) };
}
