/**
 * The page-specific part of the head, in one place: the server renders it (Document) and the browser
 * updates it on every client navigation (Root), so both always agree.
 */
import { type AppState, getDocumentTitle } from './app-state';
import { isDetailPath } from '../core/paths';
import type { PageData } from '../core/types';

/** The head values that change with the page. */
export interface HeadValues {
  title: string;
  description: string;
  /** 'noindex', or null when the page may be indexed. */
  robots: string | null;
  buildHash: string;
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
}

/** Only documentation pages outside /detail/ are for search engines (the not-found page is not a 'doc'). */
export function isIndexable(data: PageData, path: string): boolean {
  return data.context.template === 'doc' && !isDetailPath(path);
}

/** The head of a page. */
export function getHeadValues(state: Pick<AppState, 'data' | 'site' | 'path'>): HeadValues {
  const { data, site } = state;
  const title = getDocumentTitle(state);
  const canonical = `${site.origin}${data.context.canonical}`;
  return {
    title,
    // The site description is empty (spec 1); a page's own description takes its place, as in VitePress/VuePress.
    description: data.page.description || site.description,
    robots: isIndexable(data, state.path) ? null : 'noindex',
    buildHash: data.hash,
    canonical,
    ogTitle: title,
    ogDescription: data.page.description,
    ogUrl: canonical,
  };
}

/** Sets a `<meta>`'s content, adding the element (before `before`) when it is missing. */
function setMeta(head: HTMLHeadElement, attribute: 'name' | 'property', key: string, content: string, before: Element | null): void {
  let meta = head.querySelector(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    head.insertBefore(meta, before);
  }
  meta.setAttribute('content', content);
}

/** Brings the document's head in line with a page after a client navigation. */
export function applyHead(head: HTMLHeadElement, values: HeadValues, buildHashMeta: string): void {
  document.title = values.title;
  const anchor = head.querySelector('link[rel="canonical"]');
  setMeta(head, 'name', 'description', values.description, anchor);
  setMeta(head, 'name', buildHashMeta, values.buildHash, anchor);
  if (values.robots) setMeta(head, 'name', 'robots', values.robots, anchor);
  else head.querySelector('meta[name="robots"]')?.remove();
  anchor?.setAttribute('href', values.canonical);
  setMeta(head, 'property', 'og:title', values.ogTitle, null);
  setMeta(head, 'property', 'og:description', values.ogDescription, null);
  setMeta(head, 'property', 'og:url', values.ogUrl, null);
}
