/** The one route table of pages (spec 2, Routes): which template a path shows and where its data lives. */
import { API_PARAMS, getApiPath, getDataPath } from './model/api-routes';
import { getSlugOfPath, isSlugPath } from './model/paths';

/** A matched route. */
export type RouteMatch =
  | { kind: 'doc'; slug: string; dataUrl: string }
  | { kind: 'wiki'; tiny: string; dataUrl: string }
  | { kind: 'link'; id: string; detail: boolean; dataUrl: string }
  | { kind: 'not-found'; dataUrl: string };

/** Data URL of the not-found page. */
export const NOT_FOUND_DATA_URL = getApiPath('pageData', { path: '404' });

const WIKI_PAGE = new RegExp(`^/wiki/x/(${API_PARAMS.tiny})/$`);
const LINK_PAGE = new RegExp(`^/link/(${API_PARAMS.id})/(detail/)?$`);

/** Matches a page path that ends in '/'. Unknown paths are the catch-all not-found route. */
export function matchRoute(path: string): RouteMatch {
  const notFound: RouteMatch = { kind: 'not-found', dataUrl: NOT_FOUND_DATA_URL };
  if (!path.endsWith('/')) return notFound;
  const wiki = WIKI_PAGE.exec(path);
  if (wiki) return { kind: 'wiki', tiny: wiki[1]!, dataUrl: getApiPath('wiki', { tiny: wiki[1]! }) };
  const link = LINK_PAGE.exec(path);
  if (link) return { kind: 'link', id: link[1]!, detail: Boolean(link[2]), dataUrl: getApiPath(link[2] ? 'linkDetail' : 'link', { id: link[1]! }) };
  if (path === '/' || path === '/detail/' || (path.startsWith('/uitleg/') && isSlugPath(path))) {
    return { kind: 'doc', slug: getSlugOfPath(path), dataUrl: getDataPath(path) };
  }
  return notFound;
}
