/** Components reach the router through this context instead of clicking links on its behalf. */
import { createContext, useContext } from 'react';

/** What components may ask of the router. */
export interface RouterApi {
  /** Goes to a same-site URL: a path (with a search and a hash, e.g. '/uitleg/x/#stap-2'), or '#hash' on this page. */
  go(url: string): void;
}

/**
 * The event the router dispatches on window after every route change it makes, a move to a hash on
 * the same page included: pushState fires no event of its own, and the search box must clear its term
 * on every route change (spec 4), not only when the path changes. Here, in a module the first load has
 * anyway, so neither the router's nor the search's chunk makes a shared chunk the entry must name.
 */
export const ROUTE_CHANGE_EVENT = 'help:routechange';

/** Without a router (the server render, a test): a plain page load. */
const fallback: RouterApi = { go: (url) => location.assign(url) };

export const RouterContext = createContext<RouterApi>(fallback);

/** The router of the page, for `go(url)`. */
export function useRouter(): RouterApi {
  return useContext(RouterContext);
}
