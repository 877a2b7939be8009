/**
 * Which page of the export a Confluence link points at, in every form Confluence writes one: the
 * export's own file names (`Title_123.html`), `/pages/viewpage.action?pageId=123`, page links by
 * title (`/display/KEY/Page+title`), Cloud paths (`/wiki/spaces/KEY/pages/123/…`) and tiny links
 * (`/x/<code>`), relative or with the wiki's host in front.
 */
import { decodeTinyLink } from '../../core/tiny-link';
import { getPageIdOfHref } from './parse-page';

/** The page id a link names, or null when it names no page (external sites, attachments, anchors). */
export function getLinkedPageId(href: string, idOfTitle: Map<string, string>): string | null {
  const byFileOrId = getPageIdOfHref(href);
  if (byFileOrId) return byFileOrId;
  const path = href
    .replace(/^https?:\/\/[^/]+/i, '')
    .split('#')[0]!
    .split('?')[0]!;
  const cloud = /\/spaces\/[^/]+\/pages\/(\d+)/.exec(path);
  if (cloud) return cloud[1]!;
  const tiny = /(?:^|\/)x\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (tiny) return decodeTinyLink(tiny[1]!);
  const display = /\/display\/[^/~][^/]*\/([^/]+)\/?$/.exec(path);
  if (display) {
    let title: string;
    try {
      title = decodeURIComponent(display[1]!.replace(/\+/g, ' '));
    } catch {
      return null;
    }
    return idOfTitle.get(title.trim().toLowerCase()) ?? null;
  }
  return null;
}

/** True for links into a Confluence wiki (whether or not the page is in the export). */
export function isConfluenceLink(href: string): boolean {
  return /(\/pages\/viewpage\.action|\/display\/|\/spaces\/[^/]+\/pages\/|(^|\/)x\/[A-Za-z0-9_-]+\/?$|_\d+\.html|^\d+\.html)/.test(
    href.split('#')[0]!,
  );
}
