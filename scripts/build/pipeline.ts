/** The content build as one pure function: sources in, public values and KV entries out. */
import { encodeTinyLink } from '../../client/model/tiny-link';
import type { ClientAssets, PageData, SiteConfig } from '../../client/model/types';
import { BuildError, BuildErrors } from './build-error';
import { sha256Hex } from './digest';
import { emitPageValues, emitShellValues, type EmittedValue, type KvEntry, toKvEntries } from './emit';
import { parseFrontMatter, type ParsedSource, type SourceFile } from './front-matter';
import { renderMarkdown, type RenderedMarkdown } from './markdown';
import { checkReferences } from './references';
import { parseSiteConfig } from './site-config';
import { emitSearchValues, toSearchSections, toSearchSource } from './search-index';
import { createRelatedIndex, getMenuOrder, getPrevNext, getRelatedPages, type RelatablePage } from './related';
import { getSitemapXml } from './sitemap';
import { getSvgProblem } from './svg';
import { buildNavTree, getPageBreadcrumbs, getParentPageId, NOT_FOUND_SLUG, placePages } from './tree';

/** Bumped when the output format changes, so equal content still gets a new build id. */
export const BUILD_FORMAT = 1;
/** The constant Confluence space code of every page (spec 3). */
export const SPACE_CODE = 'UITLEG';
/** Minimum words of a page body; shorter pages fail the build. */
export const MIN_WORDS = 20;

/** Everything the build reads. */
export interface BuildInput {
  /** Markdown files, paths relative to the content root. */
  sources: SourceFile[];
  /** SVG files from content/images. */
  images: SourceFile[];
  /** content/site.json text. */
  siteJson: string;
  /** content/synonyms.yml text (search synonyms), when the tree has one. */
  synonymsYaml?: string;
  /** Hashed client assets from the Vite manifest. */
  assets: ClientAssets;
  /** Digest of the build's own code, so a changed output format never reuses a live build id. */
  codeVersion?: string;
  /** Last-change date (YYYY-MM-DD) per source path, from git history; front matter `updated` is the fallback. */
  lastChanged?: Record<string, string>;
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
  const site = parseSiteConfig(input.siteJson, errors);
  const sources = input.sources.some((s) => s.path === '404.md') ? input.sources : [...input.sources, DEFAULT_NOT_FOUND];
  const parsed: ParsedSource[] = [];
  for (const source of sources) {
    try {
      parsed.push(parseFrontMatter(source));
    } catch (error) {
      if (error instanceof BuildError) errors.push(error);
      else throw error;
    }
  }
  const images = new Set<string>();
  for (const image of input.images) {
    const problem = getSvgProblem(image.text);
    if (problem) errors.push(new BuildError(`images/${image.path}`, 1, problem));
    else images.add(image.path);
  }
  const placed = placePages(parsed, errors);
  const rendered = new Map<string, RenderedMarkdown>();
  for (const page of placed) {
    const result = renderMarkdown(page.source.body, page.source.bodyLine);
    rendered.set(page.slug, result);
    const words = result.text.split(' ').filter(Boolean).length;
    if (words < MIN_WORDS) errors.push(new BuildError(page.source.file, page.source.bodyLine, `page body has ${words} words; write at least ${MIN_WORDS}`));
  }
  const anchorsOfSlug = new Map([...rendered].map(([slug, r]) => [slug, new Set(r.toc.map((t) => t.anchor))]));
  for (const page of placed) checkReferences(page.source.file, page.slug, rendered.get(page.slug)!.references, { anchorsOfSlug, images }, errors);
  if (site) {
    const links = [...site.headerLinks, ...site.footerLinks].map((l) => ({ url: l.href, line: 1, kind: 'link' as const }));
    checkReferences('site.json', '/', links, { anchorsOfSlug, images }, errors);
  }
  if (errors.length > 0 || !site) throw new BuildErrors(errors);

  const nav = buildNavTree(placed);
  const buildId = sha256Hex(
    JSON.stringify([BUILD_FORMAT, input.codeVersion ?? '', input.lastChanged ?? {}, input.siteJson, input.synonymsYaml ?? '', input.assets, [...input.sources, ...input.images].map((s) => [s.path, s.text]).sort()]),
  ).slice(0, 12);
  const idOfSlug = new Map(placed.map((p) => [p.slug, p.source.meta.id]));
  const relatable = new Map<string, RelatablePage>(placed.map((p) => [p.slug, { slug: p.slug, title: p.source.meta.title, description: p.source.meta.description, labels: p.source.meta.labels }]));
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
        related: isNotFound || page.slug === '/' ? [] : getRelatedPages(relatable.get(page.slug)!, relatedIndex),
        ...getPrevNext(page.slug, menuOrder, relatable, menuPositions),
        ...((input.lastChanged?.[page.source.file] ?? meta.updated) ? { updated: input.lastChanged?.[page.source.file] ?? meta.updated } : {}),
      },
    };
    values.push(...emitPageValues(buildId, data, isNotFound || page.slug === '/' ? null : encodeTinyLink(meta.id)));
    if (!isNotFound) pages.push({ data, text: body.text });
    words += body.text.split(' ').filter(Boolean).length;
  }
  for (const image of input.images) {
    values.push({ url: `/images/${image.path}`, key: `${buildId}/image/${image.path}`, body: image.text, type: 'image/svg+xml' });
  }
  values.push({ url: '/sitemap.xml', key: `${buildId}/sitemap`, body: getSitemapXml(site.origin, pages.map((p) => p.data.page.slug)), type: 'application/xml; charset=utf-8' });
  values.push(...emitSearchValues(buildId, pages.map((p) => toSearchSource(p.data, p.text)), input.synonymsYaml, new Map(pages.map((p) => [p.data.page.id, toSearchSections(p.data)]))));
  values.push(...emitShellValues(buildId, { hash: buildId, site, assets: input.assets, nav: [nav] }, nav));
  return { buildId, values, kv: toKvEntries(values), stats: { pages: placed.length, words, values: values.length }, pages };
}
