/**
 * Analytics (spec 4, 7, 9): nothing at all unless site.json has an analytics id. When it has one, the
 * provider's script (Google Analytics 4) loads after hydration; page views are sent by us on route
 * changes only (never automatically) and skipped when the path is unchanged; search events on Enter.
 */


/** The events we record. */
export interface Analytics {
  pageView(path: string): void;
  search(term: string): void;
  /** 'Was dit artikel nuttig?' answer. */
  feedback(pageId: string, helpful: boolean): void;
}

/** Sends a page view only when the path differs from the last one sent. */
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
export function createAnalytics(id: string | null, deps: { gtag: (...args: unknown[]) => void; loadScript: (url: string) => void }): Analytics | null {
  if (!id) return null;
  deps.gtag('js', new Date());
  deps.gtag('config', id, { send_page_view: false });
  deps.loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  const pageView = createPageViewFilter((path) => deps.gtag('event', 'page_view', { page_path: path }));
  return {
    pageView: (path) => void pageView(path),
    search: (term) => deps.gtag('event', 'search', { search_term: term }),
    feedback: (pageId, helpful) => deps.gtag('event', 'article_feedback', { page_id: pageId, helpful }),
  };
}
