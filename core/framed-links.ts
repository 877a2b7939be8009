/**
 * Links inside the product's frame (spec 2: '/detail/' variants exist to be embedded). Only the detail
 * variants allow the product's origins as frame ancestors; every other page answers frame-ancestors
 * 'none', so a link that leads there (followed by the browser as a full load, before the router runs or
 * when it falls back to one) shows the browser's "refused to connect" page in the frame. On a detail
 * page every link therefore leads to the detail variant of its target, and a link that has none opens
 * in a new tab. Applied to the page data (the worker's render and the router's), so the server HTML,
 * the hydrated page and client navigation agree.
 */
import { DETAIL_SEGMENT, isDetailPath, isFilePath, isSlugPath, withTrailingSlash } from './paths';
import type { PageData, PageLink } from './types';

/** Where a link on a detail page goes: the same frame, or a new tab. */
export interface FramedHref {
  href: string;
  newTab: boolean;
}

/** Permanent links have a detail variant of their own (spec 2, Routes). */
const LINK_PAGE = /^\/link\/\d+\/$/;

/** The detail variant of a page path, or null when the page has none (wiki links, files, unknown paths). */
export function getDetailPath(path: string): string | null {
  if (isDetailPath(path)) return path;
  if (isFilePath(path)) return null;
  const page = withTrailingSlash(path);
  if (page === '/' || ((page === '/uitleg/' || page.startsWith('/uitleg/')) && isSlugPath(page)) || LINK_PAGE.test(page))
    return `${page}${DETAIL_SEGMENT}/`;
  return null;
}

/**
 * The href a link gets on a detail page: '#…' stays; a site path becomes its detail variant (search and
 * hash kept); a path without one, or another host, opens in a new tab; mailto:, tel: and the like stay.
 */
export function getFramedHref(href: string): FramedHref {
  const same = { href, newTab: false };
  if (href === '' || href.startsWith('#')) return same;
  // Another host (absolute or protocol-relative): it is not ours to frame.
  if (/^https?:/i.test(href) || href.startsWith('//')) return { href, newTab: true };
  // Another scheme (mailto:, tel:): left alone, it does not load a page into the frame.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return same;
  if (!href.startsWith('/')) return { href, newTab: true };
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const detail = getDetailPath(path);
  return detail === null ? { href, newTab: true } : { href: `${detail}${rest}`, newTab: false };
}

/** One `<a …>` start tag of build-rendered HTML, its href and whether it already names a target. */
const ANCHOR_TAG = /<a\s[^>]*>/g;
const HREF = /\shref="([^"]*)"/;

/**
 * The page body's links rewritten with getFramedHref. The body is the build's sanitized rehype output
 * (double-quoted attributes, '&' as '&#x26;' or '&amp;'), so a start-tag pattern is exact here.
 */
export function getFramedHtml(html: string): string {
  return html.replace(ANCHOR_TAG, (tag) => {
    const match = HREF.exec(tag);
    if (!match) return tag;
    const framed = getFramedHref(match[1]!);
    let next = tag.replace(HREF, ` href="${framed.href}"`);
    if (framed.newTab && !/\starget=/.test(tag)) next = next.replace(/>$/, ' target="_blank" rel="noopener">');
    return next;
  });
}

const framedLink = (link: PageLink): PageLink => ({ ...link, path: getFramedHref(link.path).href });

/** Page data as shown on a detail page: its body, child pages, related and previous/next lead to detail variants (the bare layout shows no breadcrumbs; they stay as they are for the structured data). */
export function getFramedPageData(data: PageData): PageData {
  const { page } = data;
  return {
    ...data,
    page: {
      ...page,
      html: getFramedHtml(page.html),
      related: page.related.map(framedLink),
      ...(page.children ? { children: page.children.map(framedLink) } : {}),
      ...(page.prev ? { prev: framedLink(page.prev) } : {}),
      ...(page.next ? { next: framedLink(page.next) } : {}),
    },
  };
}
