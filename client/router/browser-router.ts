/** The DOM adapter of the router: history, popstate, scroll, link catching and prefetch. */
import { matchRoute } from '../routes';
import type { TemplateName } from '../templates/registry';
import type { Template } from '../templates/registry';
import { getLinkDecision } from './link-catching';
import type { PageDataLoader } from './page-data-loader';
import { createLinkPrefetcher } from './prefetch';
import { createRouter, type RouteView, type SavedScroll, type ScrollTarget } from './router';

/** Scrolls after a render: saved position → hash target (focused) → top, main focused. */
export function applyScroll(scroll: ScrollTarget): void {
  if (scroll.kind === 'saved') {
    window.scrollTo(scroll.position.x, scroll.position.y);
    return;
  }
  if (scroll.kind === 'hash') {
    const target = document.getElementById(decodeURIComponent(scroll.hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
  }
  window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The internal page path an anchor points to, or null (other hosts, files, mailto:…). */
export function getInternalPagePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.origin !== location.origin || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const last = anchor.pathname.split('/').pop() ?? '';
  return last.includes('.') ? null : anchor.pathname.endsWith('/') ? anchor.pathname : `${anchor.pathname}/`;
}

/** Starts the router on window; returns a stop function. */
export function startBrowserRouter(options: {
  loader: PageDataLoader;
  loadTemplate: (name: TemplateName) => Promise<Template>;
  render: (view: RouteView) => void;
  onPending: (pending: boolean) => void;
}) {
  history.scrollRestoration = 'manual';
  const saveScroll = () => history.replaceState({ ...(history.state as object | null), scroll: { x: scrollX, y: scrollY } satisfies SavedScroll }, '');
  const router = createRouter({
    loader: options.loader,
    loadTemplate: options.loadTemplate,
    getLocation: () => ({ pathname: location.pathname, search: location.search, hash: location.hash, origin: location.origin }),
    pushState: (url) => history.pushState({ scroll: null }, '', url),
    saveScroll,
    assign: (url) => location.assign(url),
    render: (view, scroll) => {
      options.render(view);
      applyScroll(scroll);
      prefetcher.scan();
    },
    onPending: options.onPending,
  });
  const prefetcher = createLinkPrefetcher((path) => void options.loader.prefetch(matchRoute(path).dataUrl), getInternalPagePath);

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
    if (decision === 'new-tab') window.open(anchor.href, '_blank', 'noopener');
    else void router.navigate(anchor.href);
  };
  const onPopState = (event: PopStateEvent) => {
    const saved = (event.state as { scroll?: SavedScroll | null } | null)?.scroll ?? undefined;
    void router.navigate(location.href, { popstate: true, savedScroll: saved });
  };
  const onPageHide = () => saveScroll();
  document.addEventListener('click', onClick);
  addEventListener('popstate', onPopState);
  addEventListener('pagehide', onPageHide);
  prefetcher.scan();
  return {
    router,
    stop() {
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPopState);
      removeEventListener('pagehide', onPageHide);
      prefetcher.stop();
    },
  };
}
