/**
 * The DOM adapter of the router: history, popstate, scroll, link catching and prefetch. It is the only
 * place that writes history and the window's scroll position (VitePress's model): every entry it makes
 * carries `{ scroll }` in history.state, saved before each push and while scrolling. Not on pagehide:
 * a history write there evicts the page from the back/forward cache (Chromium: IgnoreEventAndEvict).
 */
import { getFramedHref } from '../../core/framed-links';
import { isDetailPath, isFilePath, withTrailingSlash } from '../../core/paths';
import { matchPage } from '../../core/route-table';
import type { TemplateName } from '../templates/registry';
import type { Template } from '../templates/registry';
import { getLinkDecision } from './link-catching';
import type { PageDataLoader } from './page-data-loader';
import { createLinkPrefetcher } from './prefetch';
import { createRouter, type RouteView, type SavedScroll } from './router';
import { ROUTE_CHANGE_EVENT } from '../router-context';
import { applyScroll } from './scroll';

/** Quiet time after the last scroll event before the position is written to history.state. */
const SCROLL_SAVE_DELAY_MS = 100;

/** What the router keeps in history.state. */
interface HistoryState {
  scroll: SavedScroll | null;
}

/** The internal page path an anchor points to, or null (other hosts, files, mailto:…). */
export function getInternalPagePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.origin !== location.origin || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  return isFilePath(anchor.pathname) ? null : withTrailingSlash(anchor.pathname);
}

/** The saved position of a history state, if it is one of ours. */
function readState(state: unknown): HistoryState | null {
  return state && typeof state === 'object' && 'scroll' in state ? (state as HistoryState) : null;
}

/** Whether this document was loaded by a reload or by Back/Forward (not by following a link). */
function isReturnVisit(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Starts the router on window; returns the router and a stop function. */
export function startBrowserRouter(options: {
  loader: PageDataLoader;
  loadTemplate: (name: TemplateName) => Promise<Template>;
  render: (view: RouteView) => void;
  onPending: (pending: boolean) => void;
}) {
  history.scrollRestoration = 'manual';
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveScroll = () => {
    clearTimeout(saveTimer);
    history.replaceState({ ...(history.state as object | null), scroll: { x: scrollX, y: scrollY } } satisfies HistoryState, '');
  };
  // The entry the visitor arrived on is ours too. A reload, or Back to a page the browser did not keep
  // in its back/forward cache, keeps the state: its saved position comes first (spec 2, Scrolling).
  const arrived = readState(history.state);
  if (!arrived) history.replaceState({ ...(history.state as object | null), scroll: null } satisfies HistoryState, '');
  else if (arrived.scroll && isReturnVisit()) applyScroll({ kind: 'saved', position: arrived.scroll });

  const router = createRouter({
    loader: options.loader,
    loadTemplate: options.loadTemplate,
    getLocation: () => ({ pathname: location.pathname, search: location.search, hash: location.hash, origin: location.origin }),
    pushState: (url) => {
      history.pushState({ scroll: null } satisfies HistoryState, '', url);
      dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
    },
    saveScroll,
    scroll: applyScroll,
    assign: (url) => location.assign(url),
    render: (view, scroll) => {
      options.render(view);
      applyScroll(scroll);
      // Links that stayed (the sidebar) may point elsewhere than the new page on screen.
      prefetcher.scan();
    },
    onPending: options.onPending,
  });
  const prefetcher = createLinkPrefetcher((path) => void options.loader.prefetch(matchPage(path).dataUrl), getInternalPagePath);

  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const decision = getLinkDecision(
      {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      location,
    );
    if (decision === 'browser') return;
    event.preventDefault();
    // In the product's frame (a detail page) a link the page data did not map still may not leave it.
    const url = new URL(anchor.href);
    const framed =
      decision === 'router' && isDetailPath(location.pathname) ? getFramedHref(`${url.pathname}${url.search}${url.hash}`) : null;
    if (decision === 'new-tab' || framed?.newTab) window.open(anchor.href, '_blank', 'noopener');
    else void router.navigate(framed?.href ?? anchor.href);
  };
  const onPopState = (event: PopStateEvent) => {
    // The entry has already changed: a pending save would write the old position into it.
    clearTimeout(saveTimer);
    const state = readState(event.state);
    // Every move through history is a route change (spec 4: the search term clears), a hash typed in the
    // address bar included.
    dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
    // An entry without our state is one the browser made for a hash typed in the address bar:
    // it has scrolled there itself. Any other page still goes through the router.
    if (!state && location.pathname + location.search === router.shownPage()) return;
    void router.navigate(location.href, { popstate: true, savedScroll: state?.scroll ?? undefined });
  };
  const onScroll = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveScroll, SCROLL_SAVE_DELAY_MS);
  };
  document.addEventListener('click', onClick);
  addEventListener('popstate', onPopState);
  addEventListener('scroll', onScroll, { passive: true });
  prefetcher.start();
  return {
    router,
    stop() {
      clearTimeout(saveTimer);
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPopState);
      removeEventListener('scroll', onScroll);
      prefetcher.stop();
    },
  };
}
