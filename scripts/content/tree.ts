/** The page tree: placing parsed pages (stage 1: slugs, parents, duplicates), then the nav tree and breadcrumbs (stage 2). */
import { getBreadcrumbs } from '../../core/breadcrumbs';
import { DETAIL_SEGMENT, SLUG_SEGMENT } from '../../core/paths';
import type { NavItem } from '../../core/types';
import { BuildError } from './build-error';
import type { ParsedSource } from './front-matter';

/** Id of the root page 'Uitleg' (spec 2, Documentation tree). */
export const ROOT_PAGE_ID = '2064466';
/** Slug of the root documentation page. */
export const ROOT_SLUG = '/uitleg';
/** Slug of the not-found page data. */
export const NOT_FOUND_SLUG = '/404';

/** A page placed in the tree. */
export interface PlacedPage {
  source: ParsedSource;
  slug: string;
  /** Slug of the parent page; null for the root, the home page and the not-found page. */
  parentSlug: string | null;
}

/**
 * The slug of a content path, relative to the content root: a page file (`uitleg/a/b.md` → `/uitleg/a/b`),
 * a folder's `index.md` or the folder itself (`uitleg/a/index.md`, `uitleg/a` → `/uitleg/a`), `index.md` → `/`.
 * The one file → slug rule, for placing pages and for resolving links to them.
 */
export function getSlugOfFile(file: string): string {
  const withoutExt = file.replace(/\.md$/, '');
  if (withoutExt === 'index' || withoutExt === '') return '/';
  return `/${withoutExt.replace(/\/index$/, '')}`;
}

/** True for the files that are pages: everything under uitleg/, and index.md and 404.md at the top (not README.md). */
export function isPageFile(file: string): boolean {
  return file === 'index.md' || file === '404.md' || file.startsWith('uitleg/');
}

/** The parent slug: the slug minus its last segment, inside /uitleg only (a folder's index.md is the parent of its files). */
function getParentSlug(slug: string): string | null {
  if (slug === ROOT_SLUG || !slug.startsWith(`${ROOT_SLUG}/`)) return null;
  return slug.split('/').slice(0, -1).join('/');
}

/** Places every page, reporting invalid names, duplicate ids and slugs and folders without index.md. */
export function placePages(sources: ParsedSource[], errors: BuildError[]): PlacedPage[] {
  const placed: PlacedPage[] = [];
  const byId = new Map<string, ParsedSource>();
  const bySlug = new Map<string, ParsedSource>();
  for (const source of sources) {
    if (!isPageFile(source.file)) {
      errors.push(new BuildError(source.file, 1, "pages live in 'content/uitleg/' (or are 'index.md' / '404.md' at the top)"));
      continue;
    }
    const slug = getSlugOfFile(source.file);
    const badSegment = slug
      .split('/')
      .filter(Boolean)
      .find((s) => !SLUG_SEGMENT.test(s) || s === DETAIL_SEGMENT);
    if (badSegment !== undefined) {
      errors.push(
        new BuildError(
          source.file,
          1,
          `invalid slug segment '${badSegment}': use lowercase a-z, 0-9 and '-' (and not '${DETAIL_SEGMENT}')`,
        ),
      );
      continue;
    }
    const otherId = byId.get(source.meta.id);
    if (otherId) {
      errors.push(new BuildError(source.file, 2, `duplicate id '${source.meta.id}' (also in ${otherId.file})`));
      continue;
    }
    const otherSlug = bySlug.get(slug);
    if (otherSlug) {
      errors.push(new BuildError(source.file, 1, `duplicate slug '${slug}' (also from ${otherSlug.file})`));
      continue;
    }
    byId.set(source.meta.id, source);
    bySlug.set(slug, source);
    placed.push({ source, slug, parentSlug: getParentSlug(slug) });
  }
  const root = bySlug.get(ROOT_SLUG);
  if (!root) errors.push(new BuildError('uitleg/index.md', 1, "the root page 'Uitleg' is missing"));
  else if (root.meta.id !== ROOT_PAGE_ID) errors.push(new BuildError(root.file, 2, `the root page must have id '${ROOT_PAGE_ID}'`));
  for (const page of placed) {
    if (page.parentSlug !== null && !bySlug.has(page.parentSlug)) {
      errors.push(
        new BuildError(page.source.file, 1, `folder '${page.parentSlug.slice(1)}' has no index.md (every folder is a parent page)`),
      );
    }
  }
  return placed;
}

/** Sort order of siblings: `order`, then title, then slug, so equal orders stay deterministic. */
export function compareSiblings(a: PlacedPage, b: PlacedPage): number {
  return (
    a.source.meta.order - b.source.meta.order ||
    a.source.meta.title.localeCompare(b.source.meta.title, 'nl') ||
    a.slug.localeCompare(b.slug)
  );
}

/** The pages under each parent slug, in the order given (callers sort with compareSiblings). */
export function groupByParent(pages: PlacedPage[]): Map<string, PlacedPage[]> {
  const childrenOf = new Map<string, PlacedPage[]>();
  for (const page of pages) {
    if (page.parentSlug === null) continue;
    childrenOf.set(page.parentSlug, [...(childrenOf.get(page.parentSlug) ?? []), page]);
  }
  return childrenOf;
}

/** A menu item that is not a page (site.json `menu`, menu-items.ts): where it goes and what it is. */
export interface ExtraNavItem {
  parent: string;
  order: number;
  item: NavItem;
}

/**
 * Builds the nav tree under the root page (spec 3, Navigation item), children ordered by `order`;
 * `extra` items (anchors, external links) join their parent's pages by their `order`, after the pages
 * of the same order, in the order given.
 */
export function buildNavTree(pages: PlacedPage[], extra: ExtraNavItem[] = []): NavItem {
  const childrenOf = groupByParent(pages);
  const toItem = (page: PlacedPage): NavItem => {
    const ordered = [
      ...(childrenOf.get(page.slug) ?? []).sort(compareSiblings).map((child) => ({ order: child.source.meta.order, item: toItem(child) })),
      ...extra.filter((e) => e.parent === page.slug),
    ];
    // A stable sort: pages (already in their order) before extra items of the same order.
    const children = ordered.sort((a, b) => (a.order === b.order ? 0 : a.order < b.order ? -1 : 1)).map((c) => c.item);
    const item: NavItem = { name: page.source.meta.title, path: page.slug.split('/').pop() ?? '', element: page.source.meta.id };
    return children.length > 0 ? { ...item, children } : item;
  };
  const root = pages.find((p) => p.slug === ROOT_SLUG);
  if (!root) throw new Error('buildNavTree needs the root page; placePages reports it missing');
  return toItem(root);
}

/** The parent_page of a page: its parent's id for child pages, absent for the root and pages outside /uitleg. */
export function getParentPageId(page: PlacedPage, idOfSlug: Map<string, string>): string | undefined {
  return page.parentSlug === null ? undefined : idOfSlug.get(page.parentSlug);
}

/** Breadcrumbs of a slug against the nav tree. */
export function getPageBreadcrumbs(nav: NavItem, slug: string) {
  return getBreadcrumbs([nav], slug);
}
