/** Reads one page of a Confluence HTML space export: id, title, parent, labels and the body element. */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** A parsed export page. */
export interface ConfluencePage {
  /** Export file name, e.g. 'Werkplaats_2947874874.html'. */
  file: string;
  id: string;
  title: string;
  /** Parent page id from the breadcrumbs; null for the space home. */
  parentId: string | null;
  labels: string[];
  /** The wiki-content element. */
  body: Element | null;
}

/**
 * Page id of an export file name or link: 'Title_123.html', '123.html' (Confluence names a page by its
 * id alone when its title has no usable characters) or 'viewpage.action?pageId=123'.
 */
export function getPageIdOfHref(href: string): string | null {
  const match = /_(\d+)\.html(?:#.*)?$/.exec(href) ?? /^(\d+)\.html(?:#.*)?$/.exec(href) ?? /[?&]pageId=(\d+)/.exec(href);
  return match ? match[1]! : null;
}

const hasClass = (el: Element, name: string) => {
  const cls = el.properties?.className;
  return Array.isArray(cls) && cls.includes(name);
};

/** Parses an export page; returns null for files that are not pages (index.html lists, attachments). */
export function parseConfluencePage(file: string, html: string): ConfluencePage | null {
  const id = getPageIdOfHref(file);
  if (!id) return null;
  const tree = unified().use(rehypeParse).parse(html) as Root;
  let title = '';
  let body: Element | null = null;
  const crumbs: string[] = [];
  const labels: string[] = [];
  visit(tree, 'element', (el: Element) => {
    if (el.properties?.id === 'title-text' || (el.tagName === 'title' && !title)) title = toString(el).trim();
    if (el.properties?.id === 'main-content') body = el;
    if (el.properties?.id === 'breadcrumbs') {
      visit(el, 'element', (a: Element) => {
        if (a.tagName === 'a' && typeof a.properties?.href === 'string') crumbs.push(a.properties.href);
      });
    }
    if (
      el.tagName === 'a' &&
      ((Array.isArray(el.properties?.rel) && el.properties.rel.includes('tag')) ||
        hasClass(el, 'aui-label-split-main') ||
        hasClass(el, 'label'))
    ) {
      const label = toString(el).trim();
      if (label) labels.push(label);
    }
  });
  // Export titles read 'Space : Page title'.
  title = title.includes(' : ') ? title.slice(title.indexOf(' : ') + 3) : title;
  const parentHref = [...crumbs].reverse().find((href) => getPageIdOfHref(href) !== null && getPageIdOfHref(href) !== id);
  return { file, id, title, parentId: parentHref ? getPageIdOfHref(parentHref) : null, labels: [...new Set(labels)], body };
}

/** Orders pages as the export's index.html lists them (Confluence's menu order); unlisted pages go last. */
export function orderByIndex(pages: ConfluencePage[], indexHtml: string): ConfluencePage[] {
  const position = (p: ConfluencePage) => {
    const at = indexHtml.indexOf(p.file);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...pages].sort((a, b) => position(a) - position(b) || (a.file < b.file ? -1 : 1));
}
