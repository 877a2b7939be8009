import { useCallback, useEffect, useRef, useState } from 'react';
import type { Analytics } from './analytics';
import { createBrowserAnalytics } from './analytics-browser';
import { AnalyticsContext } from './analytics-context';
import { flushSync } from 'react-dom';
import { App } from './App';
import { type AppState, getDocumentTitle } from './app-state';
import { ProgressBar } from './components/ProgressBar';
import type { NavItem } from './model/types';
import { startBrowserRouter } from './router/browser-router';
import { loadTemplate } from './router/chunk-loader';
import type { PageDataLoader } from './router/page-data-loader';
import type { Template } from './templates/registry';

/** Browser root: owns the current view, the full nav tree and the router; first render equals the server's. */
export function Root({ initial, initialTemplate, loader }: { initial: AppState; initialTemplate: Template; loader: PageDataLoader }) {
  const [view, setView] = useState({ state: initial, Template: initialTemplate });
  const [fullNav, setFullNav] = useState<NavItem | null>(null);
  const [pending, setPending] = useState(false);
  const navRequest = useRef<Promise<void> | null>(null);
  const [analytics, setAnalytics] = useState<Analytics | null>(null);

  const loadFullNav = useCallback(() => {
    navRequest.current ??= fetch(`/nav/${initial.data.hash}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<NavItem>) : null))
      .then((tree) => {
        if (tree) setFullNav(tree);
      })
      .catch(() => undefined);
  }, [initial.data.hash]);

  useEffect(() => {
    const tracker = createBrowserAnalytics(initial.site.analyticsId);
    tracker?.pageView(initial.path);
    setAnalytics(tracker);
    const { stop } = startBrowserRouter({
      loader,
      loadTemplate,
      render: (next) => {
        loadFullNav();
        flushSync(() => setView((v) => ({ state: { ...v.state, data: next.data, path: next.path }, Template: next.Template })));
        document.title = getDocumentTitle({ data: next.data, site: initial.site });
        document.querySelector('link[rel="canonical"]')?.setAttribute('href', `${initial.site.origin}${next.data.context.canonical}`);
        tracker?.pageView(next.path);
      },
      onPending: setPending,
    });
    // The full tree is immutable per build: fetch it when the browser is idle, off the first-paint path.
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(loadFullNav, { timeout: 3000 }) : setTimeout(loadFullNav, 1500);
    return () => {
      stop();
      if ('cancelIdleCallback' in window) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [loader, loadFullNav, initial.site, initial.path]);

  const state = fullNav ? { ...view.state, nav: fullNav } : view.state;
  return (
    <AnalyticsContext.Provider value={analytics}>
      <ProgressBar pending={pending} />
      <App state={state} Template={view.Template} onNeedFullNav={loadFullNav} />
    </AnalyticsContext.Provider>
  );
}
