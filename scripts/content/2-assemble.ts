/**
 * Stage 2 of 3: a checked tree becomes the site a reader walks: the build id, the navigation tree,
 * and per page its breadcrumbs, children, related pages and previous/next. Nothing here can fail.
 */
import type { NavItem, PageData, PageLink, ShellData } from '../../client/model/types';
import type { BuildWarning } from './build-error';
import { sha256Hex } from './digest';
import type { SourceFile } from './front-matter';
import type { BuildInput } from './pipeline';
import { createRelatedIndex, getMenuOrder, getPrevNext, getRelatedPages, type RelatablePage } from './related';
import { getChildLinks } from './sections';
import { buildNavTree, getPageBreadcrumbs, getParentPageId, NOT_FOUND_SLUG } from './tree';
import type { ValidatedPage, ValidatedTree } from './1-validate';

/** Bumped when the output format changes, so equal content still gets a new build id. */
export const BUILD_FORMAT = 1;
/** The constant Confluence space code of every page (spec 3). */
export const SPACE_CODE = 'UITLEG';

/** A page's data with its plain text (for search). */
export interface AssembledPage {
  data: PageData;
  text: string;
  /** Front matter aliases: searched, never shown. */
  aliases?: string[];
}

/** The whole site, ready to be written out. */
export interface AssembledSite {
  buildId: string;
  /** The data every HTML page shares (site settings, client assets, navigation). */
  shell: ShellData;
  nav: NavItem;
  /** Every page (the not-found page included), sorted by slug. */
  pages: AssembledPage[];
  /** Words of all page bodies together. */
  words: number;
  /** The image files to serve under /images/. */
  images: SourceFile[];
  /** content/synonyms.yml text, for the search index. */
  synonymsYaml?: string;
  warnings: BuildWarning[];
}

/** The build id: a digest of everything the output depends on, so equal inputs give equal ids. */
function getBuildId(input: BuildInput): string {
  return sha256Hex(
    JSON.stringify([BUILD_FORMAT, input.codeVersion ?? '', input.lastChanged ?? {}, input.siteJson, input.synonymsYaml ?? '', input.assets, [...input.sources, ...input.images, ...(input.pageImages ?? [])].map((s) => [s.path, s.text]).sort()]),
  ).slice(0, 12);
}

/** One page's data, from lookups made once over the whole tree. */
type PageAssembler = (page: ValidatedPage) => PageData;

/**
 * Memoizes a page's related pages (by slug) within one set of relatable pages (titles, descriptions,
 * labels of all pages): the dev server's rebuilds after a body edit reuse them all.
 */
export type RelatedMemo = (slug: string, find: () => PageLink[]) => PageLink[];

const NO_RELATED_MEMO: RelatedMemo = (_slug, find) => find();

/** The tree-wide lookups (parents, children, menu order, related index) every page's data reads. */
function createPageAssembler(pages: ValidatedPage[], nav: NavItem, buildId: string, input: BuildInput): PageAssembler {
  const { lastChanged } = input;
  const idOfSlug = new Map(pages.map((p) => [p.slug, p.source.meta.id]));
  const relatable = new Map<string, RelatablePage>(pages.map((p) => [p.slug, { slug: p.slug, title: p.source.meta.title, description: p.source.meta.description, labels: p.source.meta.labels }]));
  const childLinks = getChildLinks(pages);
  const menuOrder = getMenuOrder(nav);
  const menuPositions = new Map(menuOrder.map((slug, i) => [slug, i]));
  const relatedIndex = createRelatedIndex([...relatable.values()]);
  const relatedMemo = input.getRelatedMemo?.(JSON.stringify([...relatable.values()])) ?? NO_RELATED_MEMO;
  return (page) => {
    const { meta } = page.source;
    const parent = getParentPageId(page, idOfSlug);
    const isNotFound = page.slug === NOT_FOUND_SLUG;
    const updated = lastChanged?.[page.source.file] ?? meta.updated;
    return {
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
        html: page.body.html,
        toc: page.body.toc,
        breadcrumbs: getPageBreadcrumbs(nav, page.slug),
        ...(meta.children && childLinks.has(page.slug) ? { children: childLinks.get(page.slug) } : {}),
        related: isNotFound || page.slug === '/' ? [] : relatedMemo(page.slug, () => getRelatedPages(relatable.get(page.slug)!, relatedIndex)),
        ...getPrevNext(page.slug, menuOrder, relatable, menuPositions),
        ...(updated ? { updated } : {}),
      },
    };
  };
}

/** Assembles the site from a validated tree; `input` supplies what the build id and dates depend on. */
export function assemble(tree: ValidatedTree, input: BuildInput): AssembledSite {
  const nav = buildNavTree(tree.pages, tree.menu);
  const buildId = getBuildId(input);
  const assemblePage = createPageAssembler(tree.pages, nav, buildId, input);
  const sorted = [...tree.pages].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return {
    buildId,
    shell: { hash: buildId, site: tree.site, assets: input.assets, nav: [nav] },
    nav,
    pages: sorted.map((page) => ({ data: assemblePage(page), text: page.body.text, aliases: page.source.meta.aliases ?? [] })),
    words: tree.pages.reduce((sum, page) => sum + page.words, 0),
    images: tree.images,
    synonymsYaml: input.synonymsYaml,
    warnings: tree.warnings,
  };
}
