/** The content build as one pure function: sources in, public values and KV entries out. */
import { imageKey, sitemapKey } from '../../client/model/kv-keys';
import { encodeTinyLink } from '../../client/model/tiny-link';
import type { ClientAssets, PageData, SiteConfig } from '../../client/model/types';
import { BuildError, BuildErrors, BuildWarning, type WarningRule } from './build-error';
import { sha256Hex } from './digest';
import { emitPageValues, emitShellValues, type EmittedValue, type KvEntry, toKvEntries } from './emit';
import { parseFrontMatter, type ParsedSource, type SourceFile } from './front-matter';
import { renderMarkdown, type RenderedMarkdown } from './markdown';
import { checkReferences } from './references';
import { collectImages } from './images';
import { resolveImage, resolveLink } from './links';
import { findOrphans, getChildLinks } from './sections';
import { getJsonKeyLine, parseSiteConfig } from './site-config';
import { readSiteValues, substituteSiteValues } from './site-values';
import { emitSearchValues, toSearchSections, toSearchSource } from './search-index';
import { createRelatedIndex, getMenuOrder, getPrevNext, getRelatedPages, type RelatablePage } from './related';
import { getSitemapXml } from './sitemap';
import { buildNavTree, getPageBreadcrumbs, getParentPageId, NOT_FOUND_SLUG, placePages } from './tree';

/** Bumped when the output format changes, so equal content still gets a new build id. */
export const BUILD_FORMAT = 1;
/** The constant Confluence space code of every page (spec 3). */
export const SPACE_CODE = 'UITLEG';
/** Minimum words of a page body; shorter pages get a warning (an error when strict). */
export const MIN_WORDS = 20;

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
  /** Hashed client assets from the Vite manifest. */
  assets: ClientAssets;
  /** Digest of the build's own code, so a changed output format never reuses a live build id. */
  codeVersion?: string;
  /** Last-change date (YYYY-MM-DD) per source path, from git history; front matter `updated` is the fallback. */
  lastChanged?: Record<string, string>;
  /** Editorial rules that fail the build instead of warning (`--strict`); none by default. */
  strict?: readonly WarningRule[];
}

/** What the build produces. */
export interface BuildOutput {
  buildId: string;
  values: EmittedValue[];
  kv: KvEntry[];
  /** Counts for build.json and the log. */
  stats: { pages: number; words: number; values: number };
  /** Built pages with their plain text, for the search index stage. */
  pages: { data: PageData; text: string }[];
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

/** Runs every stage; throws BuildErrors listing all content mistakes with file and line. */
export function buildContent(input: BuildInput): BuildOutput {
  const errors: BuildError[] = [];
  const warnings: BuildWarning[] = [];
  const site = parseSiteConfig(input.siteJson, errors);
  const sources = input.sources.some((s) => s.path === '404.md') ? input.sources : [...input.sources, DEFAULT_NOT_FOUND];
  const parsed: ParsedSource[] = [];
  for (const source of sources) {
    try {
      parsed.push(parseFrontMatter(source, warnings));
    } catch (error) {
      if (error instanceof BuildError) errors.push(error);
      else throw error;
    }
  }
  const { images, pageImages, publicImages } = collectImages(input.images, input.pageImages ?? [], errors);
  const placed = placePages(parsed, errors);
  const rendered = new Map<string, RenderedMarkdown>();
  const siteValues = (input.siteJson !== null && readSiteValues(input.siteJson)) || {};
  for (const page of placed) {
    const { file } = page.source;
    const result = renderMarkdown(substituteSiteValues(page.source.body, file, page.source.bodyLine, siteValues, errors), page.source.bodyLine, (url, kind) => (kind === 'image' ? resolveImage(url, file, pageImages) : resolveLink(url, file)));
    rendered.set(page.slug, result);
    const words = result.text.split(' ').filter(Boolean).length;
    const { body } = page.source;
    // The first line with text: count only the newlines of the leading blank lines.
    const textLine = page.source.bodyLine + (body.slice(0, Math.max(0, body.search(/\S/))).match(/\n/g)?.length ?? 0);
    if (words < MIN_WORDS) warnings.push(new BuildWarning(file, textLine, 'words', `page body has ${words} words; write at least ${MIN_WORDS}`));
    if (page.slug.startsWith('/uitleg') && !result.toc.some((t) => t.heading_size === 2)) {
      warnings.push(new BuildWarning(file, textLine, 'h2', 'page has no ## heading: give readers and the table of contents at least one section'));
    }
  }
  const anchorsOfSlug = new Map([...rendered].map(([slug, r]) => [slug, new Set(r.toc.map((t) => t.anchor))]));
  for (const page of placed) checkReferences(page.source.file, page.slug, rendered.get(page.slug)!.references, { anchorsOfSlug, images }, errors);
  if (site && input.siteJson !== null) {
    for (const field of ['headerLinks', 'footerLinks'] as const) {
      const line = getJsonKeyLine(input.siteJson, field);
      checkReferences('site.json', '/', site[field].map((l) => ({ url: l.href, line, kind: 'link' as const })), { anchorsOfSlug, images }, errors);
    }
  }
  warnings.push(...findOrphans(placed, (slug) => rendered.get(slug)?.references ?? []));
  const strict = new Set(input.strict ?? []);
  errors.push(...warnings.filter((w) => strict.has(w.rule)).map((w) => w.toError()));
  if (errors.length > 0 || !site) throw new BuildErrors(errors);

  const nav = buildNavTree(placed);
  const buildId = sha256Hex(
    JSON.stringify([BUILD_FORMAT, input.codeVersion ?? '', input.lastChanged ?? {}, input.siteJson, input.synonymsYaml ?? '', input.assets, [...input.sources, ...input.images, ...(input.pageImages ?? [])].map((s) => [s.path, s.text]).sort()]),
  ).slice(0, 12);
  const idOfSlug = new Map(placed.map((p) => [p.slug, p.source.meta.id]));
  const relatable = new Map<string, RelatablePage>(placed.map((p) => [p.slug, { slug: p.slug, title: p.source.meta.title, description: p.source.meta.description, labels: p.source.meta.labels }]));
  const childLinks = getChildLinks(placed);
  const menuOrder = getMenuOrder(nav);
  const menuPositions = new Map(menuOrder.map((slug, i) => [slug, i]));
  const relatedIndex = createRelatedIndex([...relatable.values()]);
  const values: EmittedValue[] = [];
  const pages: BuildOutput['pages'] = [];
  let words = 0;
  for (const page of [...placed].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
    const { meta } = page.source;
    const body = rendered.get(page.slug)!;
    const parent = getParentPageId(page, idOfSlug);
    const isNotFound = page.slug === NOT_FOUND_SLUG;
    const data: PageData = {
      hash: buildId,
      context: { template: isNotFound ? 'not-found' : 'doc', canonical: page.slug === '/' ? '/' : `${page.slug}/`, ...(isNotFound ? { notFound: true } : {}) },
      page: {
        id: meta.id,
        title: meta.title,
        space: SPACE_CODE,
        slug: page.slug,
        ...(parent ? { parent_page: parent } : {}),
        description: meta.description,
        labels: meta.labels,
        html: body.html,
        toc: body.toc,
        breadcrumbs: getPageBreadcrumbs(nav, page.slug),
        ...(meta.children && childLinks.has(page.slug) ? { children: childLinks.get(page.slug) } : {}),
        related: isNotFound || page.slug === '/' ? [] : getRelatedPages(relatable.get(page.slug)!, relatedIndex),
        ...getPrevNext(page.slug, menuOrder, relatable, menuPositions),
        ...((input.lastChanged?.[page.source.file] ?? meta.updated) ? { updated: input.lastChanged?.[page.source.file] ?? meta.updated } : {}),
      },
    };
    values.push(...emitPageValues(buildId, data, isNotFound || page.slug === '/' ? null : encodeTinyLink(meta.id)));
    if (!isNotFound) pages.push({ data, text: body.text });
    words += body.text.split(' ').filter(Boolean).length;
  }
  for (const image of publicImages) {
    values.push({ url: `/images/${image.path}`, key: imageKey(buildId, image.path), body: image.text, type: 'image/svg+xml' });
  }
  values.push({ url: '/sitemap.xml', key: sitemapKey(buildId), body: getSitemapXml(site.origin, pages.map((p) => p.data.page.slug)), type: 'application/xml; charset=utf-8' });
  values.push(...emitSearchValues(buildId, pages.map((p) => toSearchSource(p.data, p.text)), input.synonymsYaml, new Map(pages.map((p) => [p.data.page.id, toSearchSections(p.data)]))));
  values.push(...emitShellValues(buildId, { hash: buildId, site, assets: input.assets, nav: [nav] }, nav));
  return { buildId, values, kv: toKvEntries(values), stats: { pages: placed.length, words, values: values.length }, pages, warnings: sortWarnings(warnings.filter((w) => !strict.has(w.rule))) };
}

/** Warnings in file and line order, like errors. */
function sortWarnings(warnings: BuildWarning[]): BuildWarning[] {
  return [...warnings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
