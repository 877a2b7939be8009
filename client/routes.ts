/** The one route table (spec 2, Routes): which template a path shows and where its data lives. */
import { getDataPath, getSlugOfPath, isSlugPath } from './model/paths';

/** A matched route. */
export type RouteMatch =
  | { kind: 'doc'; slug: string; dataUrl: string }
  | { kind: 'wiki'; tiny: string; dataUrl: string }
  | { kind: 'link'; id: string; detail: boolean; dataUrl: string }
  | { kind: 'not-found'; dataUrl: string };

/** Data URL of the not-found page. */
export const NOT_FOUND_DATA_URL = '/assets/data/404/index.json';

/** Matches a page path that ends in '/'. Unknown paths are the catch-all not-found route. */
export function matchRoute(path: string): RouteMatch {
  const notFound: RouteMatch = { kind: 'not-found', dataUrl: NOT_FOUND_DATA_URL };
  if (!path.endsWith('/')) return notFound;
  const wiki = /^\/wiki\/x\/([A-Za-z0-9_-]{1,11})\/$/.exec(path);
  if (wiki) return { kind: 'wiki', tiny: wiki[1]!, dataUrl: `/wiki/x/${wiki[1]}.json` };
  const link = /^\/link\/(\d{1,15})\/(detail\/)?$/.exec(path);
  if (link) return { kind: 'link', id: link[1]!, detail: Boolean(link[2]), dataUrl: `/link/${link[1]}${link[2] ? '/detail' : ''}.json` };
  if (path === '/' || path === '/detail/' || (path.startsWith('/uitleg/') && isSlugPath(path))) {
    return { kind: 'doc', slug: getSlugOfPath(path), dataUrl: getDataPath(path) };
  }
  return notFound;
}
