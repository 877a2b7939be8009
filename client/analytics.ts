/**
 * Analytics (spec 4, 7, 9): nothing at all unless site.json has an analytics id. When it has one, the
 * provider's script (Google Analytics 4) loads after hydration; page views are sent by us on route
 * changes only (never automatically) and skipped when the path is unchanged; search events on Enter.
 * First-party insights (insights-browser.ts) implement the same interface; combineAnalytics feeds both.
 */
import type { SearchOutcome } from '../core/insights/search-reporter';

/** The events we record: the third-party analytics (when configured) and first-party insights alike. */
export interface Analytics {
  /** A page was shown; `notFound` when it is the not-found page. */
  pageView(path: string, notFound?: boolean): void;
  /** Enter in the search box (spec 2): the third-party search event. */
  search(term: string): void;
  /** The final query of a search (after a pause, on leaving the box, or a result opened); may return a way to add the rank opened later. */
  searchOutcome(outcome: SearchOutcome): ((rank: number) => void) | void;
  /** 'Was dit artikel nuttig?' answer for the article whose slug is `path`. */
  feedback(pageId: string, helpful: boolean, path: string): void;
}

/** Both trackers behind one interface (or null when there is none). */
export function combineAnalytics(trackers: (Analytics | null)[]): Analytics | null {
  const active = trackers.filter((t): t is Analytics => t !== null);
  if (active.length === 0) return null;
  return {
    pageView: (path, notFound) => active.forEach((t) => t.pageView(path, notFound)),
    search: (term) => active.forEach((t) => t.search(term)),
    searchOutcome(outcome) {
      const adders = active.map((t) => t.searchOutcome(outcome)).filter((f) => typeof f === 'function');
      return (rank) => adders.forEach((add) => add(rank));
    },
    feedback: (pageId, helpful, path) => active.forEach((t) => t.feedback(pageId, helpful, path)),
  };
} /** Sends a page view only when the path differs from the last one sent. */
export function createPageViewFilter(send: (path: string) => void): (path: string) => boolean {
  let last: string | null = null;
  return (path) => {
    if (path === last) return false;
    last = path;
    send(path);
    return true;
  };
}

/** The analytics of this site, or null when no id is configured (then no script and no cookies). */
export function createAnalytics(
  id: string | null,
  deps: { gtag: (...args: unknown[]) => void; loadScript: (url: string) => void },
): Analytics | null {
  if (!id) return null;
  deps.gtag('js', new Date());
  deps.gtag('config', id, { send_page_view: false });
  deps.loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  const pageView = createPageViewFilter((path) => deps.gtag('event', 'page_view', { page_path: path }));
  return {
    pageView: (path) => void pageView(path),
    search: (term) => deps.gtag('event', 'search', { search_term: term }),
    // The provider gets the spec's Enter event only; outcomes are first-party.
    searchOutcome: () => undefined,
    feedback: (pageId, helpful) => deps.gtag('event', 'article_feedback', { page_id: pageId, helpful }),
  };
}
