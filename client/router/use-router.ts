/** Components reach the router through this context instead of clicking links on its behalf. */
import { createContext, useContext } from 'react';

/** What components may ask of the router. */
export interface RouterApi {
  /** Goes to a same-site URL: a path (with a search and a hash, e.g. '/uitleg/x/#stap-2'), or '#hash' on this page. */
  go(url: string): void;
}

/** Without a router (the server render, a test): a plain page load. */
const fallback: RouterApi = { go: (url) => location.assign(url) };

export const RouterContext = createContext<RouterApi>(fallback);

/** The router of the page, for `go(url)`. */
export function useRouter(): RouterApi {
  return useContext(RouterContext);
}
