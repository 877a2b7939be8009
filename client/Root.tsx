import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Analytics } from './analytics';
import { createBrowserAnalytics } from './analytics-browser';
import { AnalyticsContext } from './analytics-context';
import { flushSync } from 'react-dom';
import { App } from './App';
import type { AppState } from './app-state';
import { BUILD_HASH_META } from './build-hash';
import { applyHead, getHeadValues } from './head';
import { ProgressBar } from './components/ProgressBar';
import type { NavItem } from './model/types';
import { startBrowserRouter } from './router/browser-router';
import { loadTemplate } from './router/chunk-loader';
import type { PageDataLoader } from './router/page-data-loader';
import type { Router } from './router/router';
import { type RouterApi, RouterContext } from './router/use-router';
import type { Template } from './templates/registry';

/** Browser root: owns the current view, the full nav tree and the router; first render equals the server's. */
export function Root({ initial, initialTemplate, loader }: { initial: AppState; initialTemplate: Template; loader: PageDataLoader }) {
  const [view, setView] = useState({ state: initial, Template: initialTemplate });
  const [fullNav, setFullNav] = useState<NavItem | null>(null);
  const [pending, setPending] = useState(false);
  const navRequest = useRef<Promise<void> | null>(null);
  // The tracker exists only in the browser, once the router starts; components get a stable facade
  // that forwards to it (and does nothing before, or when analytics is not configured).
  const tracker = useRef<Analytics | null>(null);
  const analytics = useMemo<Analytics>(
    () => ({
      pageView: (path) => tracker.current?.pageView(path),
      search: (term) => tracker.current?.search(term),
      feedback: (pageId, helpful) => tracker.current?.feedback(pageId, helpful),
    }),
    [],
  );
  const router = useRef<Router | null>(null);
  // Stable for the page's life: components keep it in effects without re-running them.
  const routerApi = useMemo<RouterApi>(() => ({ go: (url) => (router.current ? void router.current.navigate(url) : location.assign(url)) }), []);

  const loadFullNav = useCallback(() => {
    navRequest.current ??= fetch(`/nav/${initial.data.hash}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<NavItem>) : null))
      .then((tree) => {
        if (tree) setFullNav(tree);
      })
      .catch(() => undefined);
  }, [initial.data.hash]);

  useEffect(() => {
    tracker.current = createBrowserAnalytics(initial.site.analyticsId);
    analytics.pageView(initial.path);
    const started = startBrowserRouter({
      loader,
      loadTemplate,
      render: (next) => {
        loadFullNav();
        flushSync(() => setView((v) => ({ state: { ...v.state, data: next.data, path: next.path }, Template: next.Template })));
        applyHead(document.head, getHeadValues({ data: next.data, site: initial.site, path: next.path }), BUILD_HASH_META);
        analytics.pageView(next.path);
      },
      onPending: setPending,
    });
    router.current = started.router;
    // The full tree is immutable per build: fetch it when the browser is idle, off the first-paint path.
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(loadFullNav, { timeout: 3000 }) : setTimeout(loadFullNav, 1500);
    return () => {
      started.stop();
      router.current = null;
      if ('cancelIdleCallback' in window) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [loader, loadFullNav, initial.site, initial.path, analytics]);

  const state = fullNav ? { ...view.state, nav: fullNav } : view.state;
  return (
    <RouterContext.Provider value={routerApi}>
      <AnalyticsContext.Provider value={analytics}>
        <ProgressBar pending={pending} />
        <App state={state} Template={view.Template} onNeedFullNav={loadFullNav} />
      </AnalyticsContext.Provider>
    </RouterContext.Provider>
  );
}
