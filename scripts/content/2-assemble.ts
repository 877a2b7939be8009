/**
 * Stage 2 of 3: a checked tree becomes the site a reader walks: the navigation tree, and per page
 * its breadcrumbs, children, related pages and previous/next. Nothing here can fail, and nothing
 * here reads the raw input: stage 1's ValidatedTree is all it gets.
 */
import { getPathOfSlug } from '../../core/paths';
import type { ClaimsReport } from '../../core/schema/claims-report';
import type { Synonyms } from '../../core/search/postings';
import type { NavItem, PageData, PageLink, ShellData } from '../../core/types';
import type { BuildWarning } from './build-error';
import type { SourceFile } from './front-matter';
import { createRelatedIndex, getMenuOrder, getPrevNext, getRelatedPages, type RelatablePage } from './related';
import { getChildLinks } from './child-links';
import { getClaimsReport } from './claims-report';
import { buildNavTree, getPageBreadcrumbs, getParentPageId, NOT_FOUND_SLUG } from './tree';
import type { ValidatedPage, ValidatedTree } from './1-validate';

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
  /** content/synonyms.yml as stage 1 parsed it, for the search index. */
  synonyms: Synonyms;
  /** Open claims and confirmation dates per page and of the glossary. */
  claims: ClaimsReport;
  warnings: BuildWarning[];
}

/** One page's data, from lookups made once over the whole tree. */
type PageAssembler = (page: ValidatedPage) => PageData;

/**
 * Memoizes a page's related pages (by slug) within one set of relatable pages (titles, descriptions,
 * labels of all pages): the dev server's rebuilds after a body edit reuse them all.
 */
export type RelatedMemo = (slug: string, find: () => PageLink[]) => PageLink[];

const NO_RELATED_MEMO: RelatedMemo = (_slug, find) => find();

/** Caches a caller may lend (the dev server's rebuilds); the site is the same without them. */
export interface AssembleOptions {
  /** Related pages cache for a given set of relatable pages. */
  getRelatedMemo?: (relatableSet: string) => RelatedMemo;
}

/** The tree-wide lookups (parents, children, menu order, related index) every page's data reads. */
function createPageAssembler(pages: ValidatedPage[], nav: NavItem, buildId: string, options: AssembleOptions): PageAssembler {
  const idOfSlug = new Map(pages.map((p) => [p.slug, p.source.meta.id]));
  const relatable = new Map<string, RelatablePage>(
    pages.map((p) => [
      p.slug,
      { slug: p.slug, title: p.source.meta.title, description: p.source.meta.description, labels: p.source.meta.labels },
    ]),
  );
  const childLinks = getChildLinks(pages);
  const menuOrder = getMenuOrder(nav);
  const menuPositions = new Map(menuOrder.map((slug, i) => [slug, i]));
  const relatedIndex = createRelatedIndex([...relatable.values()]);
  const relatedMemo = options.getRelatedMemo?.(JSON.stringify([...relatable.values()])) ?? NO_RELATED_MEMO;
  return (page) => {
    const { meta } = page.source;
    const parent = getParentPageId(page, idOfSlug);
    const isNotFound = page.slug === NOT_FOUND_SLUG;
    return {
      hash: buildId,
      context: { template: isNotFound ? 'not-found' : 'doc', canonical: getPathOfSlug(page.slug) },
      page: {
        id: meta.id,
        title: meta.title,
        space: SPACE_CODE,
        slug: page.slug,
        ...(parent ? { parent_page: parent } : {}),
        description: meta.description,
        labels: meta.labels,
        html: page.body.html,
        ...(page.body.claims.length > 0 ? { claims: page.body.claims.length } : {}),
        toc: page.body.toc,
        breadcrumbs: getPageBreadcrumbs(nav, page.slug),
        ...(meta.children && childLinks.has(page.slug) ? { children: childLinks.get(page.slug) } : {}),
        related:
          isNotFound || page.slug === '/' ? [] : relatedMemo(page.slug, () => getRelatedPages(relatable.get(page.slug)!, relatedIndex)),
        ...getPrevNext(page.slug, menuOrder, relatable, menuPositions),
        ...(page.updated ? { updated: page.updated } : {}),
      },
    };
  };
}

/** Assembles the site from a validated tree, and from nothing else (`options` only lends caches). */
export function assemble(tree: ValidatedTree, options: AssembleOptions = {}): AssembledSite {
  const nav = buildNavTree(tree.pages, tree.menu);
  const { buildId } = tree;
  const assemblePage = createPageAssembler(tree.pages, nav, buildId, options);
  const sorted = [...tree.pages].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return {
    buildId,
    shell: { hash: buildId, site: tree.site, assets: tree.assets, nav: [nav] },
    nav,
    pages: sorted.map((page) => ({ data: assemblePage(page), text: page.body.text, aliases: page.source.meta.aliases ?? [] })),
    words: tree.pages.reduce((sum, page) => sum + page.words, 0),
    images: tree.images,
    synonyms: tree.synonyms,
    claims: getClaimsReport(tree.pages, tree.glossary, tree.verification),
    warnings: tree.warnings,
  };
}
