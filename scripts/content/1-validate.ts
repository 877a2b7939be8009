/**
 * Stage 1 of 3: everything that can be wrong with the sources is found here, all at once, so a
 * build either fails with every `file:line` problem or hands later stages a tree they can trust.
 * The only stage that reads the raw BuildInput: what later stages need of it leaves here parsed.
 */
import { getRoutePath } from '../../core/route-table';
import type { Synonyms } from '../../core/search/postings';
import { getInsightsDay } from '../../core/insights/aggregate';
import type { VerificationSettings } from '../../core/schema/site-config';
import type { ClientAssets, SiteConfig } from '../../core/types';
import { BuildError, BuildErrors, BuildWarning } from './build-error';
import { getBuildId } from './build-id';
import { parseFrontMatter, type ParsedSource, type SourceFile } from './front-matter';
import { type Glossary, parseGlossary } from './glossary';
import { getSvgSize, type ImageSize } from './image-size';
import { collectImages } from './images';
import { resolveImage, resolveLink } from './links';
import { renderMarkdown, type DiagramSizeOf, type RenderedMarkdown } from './markdown';
import { type MenuItem, parseMenuItems } from './menu-items';
import { getDiagramSize, getSvgMetrics } from './svg';
import type { BuildInput } from './pipeline';
import { checkReferences } from './references';
import { getSearchSource } from './search-index';
import { getVocabulary, parseSynonyms } from './search-stats';
import { findOrphans } from './orphans';
import { getJsonKeyLine, parseSiteConfig, parseVerificationSettings } from './site-config';
import { readSiteValues, substituteSiteValues } from './site-values';
import { getHomeWarning, getHttpWarnings, getSourceProblem, getTitleWarning } from './source-checks';
import { getSlugOfFile, isPageFile, NOT_FOUND_SLUG, placePages, type PlacedPage } from './tree';

/** Minimum words of a page body; shorter pages get a warning (an error when strict). */
export const MIN_WORDS = 20;

/** A placed page with its rendered body. */
export interface ValidatedPage extends PlacedPage {
  body: RenderedMarkdown;
  /** Words of the body text. */
  words: number;
  /** Last-change date (YYYY-MM-DD): from git history, else front matter `updated`; absent when neither has one. */
  updated?: string;
}

/** A content tree without errors: what page assembly starts from, and all it reads. */
export interface ValidatedTree {
  /** Digest of the whole input (build-id.ts): equal inputs give equal ids. */
  buildId: string;
  site: SiteConfig;
  /** Hashed client assets from the Vite manifest, as given (nothing in them is content). */
  assets: ClientAssets;
  /** Every page (the not-found page included), in placing order. */
  pages: ValidatedPage[];
  /** The image files to serve under /images/, one per public name. */
  images: SourceFile[];
  /** Menu items that are not pages (site.json `menu`): anchors and external links. */
  menu: MenuItem[];
  /** content/synonyms.yml, parsed and each target checked against the pages' words; empty without the file. */
  synonyms: Synonyms;
  /** site.json `verification`: the defaults of every page's owner and interval, and the deploy gate. */
  verification: VerificationSettings;
  /** content/glossary.yml: its names are claims (glossary.ts); null without the file. */
  glossary: Glossary | null;
  /** Editorial problems that did not fail the build, sorted by file and line. */
  warnings: BuildWarning[];
}

/** Default not-found page used when content/404.md does not exist. */
const DEFAULT_NOT_FOUND: SourceFile = {
  path: '404.md',
  text: [
    '---',
    'id: "404"',
    'title: Pagina niet gevonden',
    'description: De pagina die je zoekt bestaat niet (meer).',
    'labels: [niet gevonden]',
    'order: 0',
    '---',
    '',
    'Deze pagina bestaat niet of is verplaatst. Gebruik het menu of de zoekfunctie om de juiste uitleg te vinden, of ga terug naar [Uitleg](/uitleg/).',
  ].join('\n'),
};

/** Front matter of every source (the default not-found page added when missing); bad files become errors. */
function parseSources(input: BuildInput, today: string, errors: BuildError[], warnings: BuildWarning[]): ParsedSource[] {
  const sources = input.sources.some((s) => s.path === '404.md') ? input.sources : [...input.sources, DEFAULT_NOT_FOUND];
  const parsed: ParsedSource[] = [];
  for (const source of sources) {
    const problem = getSourceProblem(source);
    if (problem) {
      errors.push(problem);
      continue;
    }
    try {
      const page = input.parseMemo ? input.parseMemo(source, warnings) : parseFrontMatter(source, warnings, today);
      parsed.push(page);
      const long = getTitleWarning(source, page.meta.title);
      if (long) warnings.push(long);
    } catch (error) {
      if (error instanceof BuildError) errors.push(error);
      else throw error;
    }
  }
  return parsed;
}

// Counted once per rendered body: the dev server's memo hands back the same body object save after save.
const wordCounts = new WeakMap<RenderedMarkdown, number>();

/** Words of a rendered body's text. */
function getWordCount(body: RenderedMarkdown): number {
  let words = wordCounts.get(body);
  if (words === undefined) wordCounts.set(body, (words = body.text.split(' ').filter(Boolean).length));
  return words;
}

/** Renders one page (site values filled in, links resolved) and warns about a short or sectionless body. */
function renderPage(
  page: PlacedPage,
  pageImages: Map<string, string>,
  sizeOf: DiagramSizeOf,
  siteValues: Record<string, unknown>,
  lastChanged: Record<string, string>,
  errors: BuildError[],
  warnings: BuildWarning[],
  memo: RenderMemo,
): ValidatedPage {
  const { file, body, bodyLine } = page.source;
  const text = substituteSiteValues(body, file, bodyLine, siteValues, errors);
  const rendered = memo(`${file}\n${bodyLine}`, text, () =>
    renderMarkdown(
      text,
      bodyLine,
      (url, kind) => (kind === 'image' ? resolveImage(url, file, pageImages) : resolveLink(url, file)),
      sizeOf,
    ),
  );
  const words = getWordCount(rendered);
  for (const problem of rendered.claimProblems) errors.push(new BuildError(file, problem.line, problem.message));
  for (const removed of rendered.removedHtml) {
    warnings.push(
      new BuildWarning(
        file,
        removed.line,
        'html',
        `raw HTML ${removed.what} is removed from the published page; write it in Markdown or leave it out`,
      ),
    );
  }
  warnings.push(...getHttpWarnings(file, rendered.references));
  // The first line with text: count only the newlines of the leading blank lines.
  const textLine = bodyLine + (body.slice(0, Math.max(0, body.search(/\S/))).match(/\n/g)?.length ?? 0);
  if (words < MIN_WORDS)
    warnings.push(new BuildWarning(file, textLine, 'words', `page body has ${words} words; write at least ${MIN_WORDS}`));
  if (page.slug.startsWith('/uitleg') && !rendered.toc.some((t) => t.heading_size === 2)) {
    warnings.push(
      new BuildWarning(file, textLine, 'h2', 'page has no ## heading: give readers and the table of contents at least one section'),
    );
  }
  const updated = lastChanged[file] ?? page.source.meta.updated;
  return { ...page, body: rendered, words, ...(updated ? { updated } : {}) };
}

/**
 * content/synonyms.yml parsed (SYNONYMS_FILE:line errors): each target must occur in a page search finds,
 * so the words are those of every page but the not-found one, as the search index has them.
 */
function checkSynonyms(yaml: string | undefined, pages: ValidatedPage[], errors: BuildError[]): Synonyms {
  if (yaml === undefined || yaml.trim() === '') return [];
  const findable = pages.filter((p) => p.slug !== NOT_FOUND_SLUG);
  const vocabulary = getVocabulary(
    findable.map((p) => getSearchSource({ ...p.source.meta, slug: p.slug }, p.body.text, p.source.meta.aliases)),
  );
  try {
    return parseSynonyms(yaml, vocabulary);
  } catch (error) {
    if (!(error instanceof BuildErrors)) throw error;
    errors.push(...error.errors);
    return [];
  }
}

/**
 * Memoizes a page's rendered body by what it depends on (place: file and first line; its text),
 * within one image set: the dev server's rebuilds re-render only the files a save touched.
 */
export type RenderMemo = (place: string, text: string, render: () => RenderedMarkdown) => RenderedMarkdown;

const NO_MEMO: RenderMemo = (_place, _text, render) => render();

/** Checks every source; throws BuildErrors listing all content mistakes with file and line. */
export function validate(input: BuildInput): ValidatedTree {
  const errors: BuildError[] = [...(input.problems ?? [])];
  const warnings: BuildWarning[] = [];
  const home = getHomeWarning(input.sources.map((s) => s.path));
  if (home) warnings.push(home);
  // A BOM (Windows editors add one) is accepted in site.json as it is in Markdown.
  const siteJson = input.siteJson === null ? null : input.siteJson.replace(/^\uFEFF/, '');
  const siteProblem = siteJson === null ? null : getSourceProblem({ path: 'site.json', text: siteJson });
  if (siteProblem) errors.push(siteProblem);
  const site = parseSiteConfig(siteJson, errors);
  const verification = parseVerificationSettings(siteJson, errors);
  const today = input.today ?? getInsightsDay(Date.now());
  const glossary = input.glossaryYaml === undefined ? null : parseGlossary(input.glossaryYaml, today, errors);
  const parsed = parseSources(input, today, errors, warnings);
  const { images, pageImages, publicImages } = collectImages(input.images, input.pageImages ?? [], errors);
  const placed = placePages(parsed, errors);
  const siteValues = (siteJson !== null && readSiteValues(siteJson)) || {};
  // The drawn size of each SVG by its public URL: a diagram gets a width it never shrinks below (its
  // smallest text stays readable on a phone), any other SVG its own size; either way its box is
  // reserved before the lazy file arrives, so nothing below it moves.
  const sizes = new Map<string, ImageSize>();
  for (const image of publicImages) {
    const metrics = getSvgMetrics(image.text);
    const size = metrics ? getDiagramSize(metrics) : getSvgSize(image.text);
    if (size) sizes.set(getRoutePath('image', { image: image.path }), size);
  }
  const lastChanged = input.lastChanged ?? {};
  // Rendering reads the image set (paths, sizes), so a memo is only reused while that set is the same.
  const memo =
    input.getRenderMemo?.([...pageImages].join('\n') + [...sizes].map(([src, s]) => `${src}=${JSON.stringify(s)}`).join('\n')) ?? NO_MEMO;
  const pages = placed.map((page) =>
    renderPage(page, pageImages, (src) => sizes.get(src), siteValues, lastChanged, errors, warnings, memo),
  );
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const anchorsOfSlug = new Map(pages.map((p) => [p.slug, new Set(p.body.toc.map((t) => t.anchor))]));
  // A page whose file exists but failed (bad front matter, duplicate id) already has its own error:
  // links to it are not reported again as 'no such page' in every file that names it.
  const failed = new Set(
    input.sources
      .filter((s) => isPageFile(s.path))
      .map((s) => getSlugOfFile(s.path))
      .filter((slug) => !bySlug.has(slug)),
  );
  const fileOfSlug = new Map(pages.map((p) => [p.slug, p.source.file]));
  const targets = { anchorsOfSlug, images, failed, fileOfSlug };
  for (const page of pages) checkReferences(page.source.file, page.slug, page.body.references, targets, errors);
  if (site && siteJson !== null) {
    for (const field of ['headerLinks', 'footerLinks'] as const) {
      const line = getJsonKeyLine(siteJson, field);
      checkReferences(
        'site.json',
        '/',
        site[field].map((l) => ({ url: l.href, line, kind: 'link' as const })),
        targets,
        errors,
      );
    }
  }
  const menu = parseMenuItems(siteJson, anchorsOfSlug, errors);
  const synonyms = checkSynonyms(input.synonymsYaml, pages, errors);
  warnings.push(...findOrphans(placed, (slug) => bySlug.get(slug)?.body.references ?? []));
  const strict = new Set(input.strict ?? []);
  errors.push(...warnings.filter((w) => strict.has(w.rule)).map((w) => w.toError()));
  if (errors.length > 0 || !site) throw new BuildErrors(errors);
  const kept = sortWarnings(warnings.filter((w) => !strict.has(w.rule)));
  return {
    buildId: getBuildId(input),
    site,
    assets: input.assets,
    pages,
    images: publicImages,
    menu,
    synonyms,
    verification,
    glossary,
    warnings: kept,
  };
}

/** Warnings in file and line order, like errors. */
function sortWarnings(warnings: BuildWarning[]): BuildWarning[] {
  return [...warnings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
