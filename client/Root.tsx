import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Analytics } from './analytics';
import { AnalyticsContext } from './analytics-context';
import { flushSync } from 'react-dom';
import { App } from './App';
import { type AppState, ROUTER_READY_ATTRIBUTE } from './app-state';
import { ProgressBar } from './components/ProgressBar';
import type { NavItem } from '../core/types';
import type { Router } from './router/router';
import { type RouterApi, RouterContext } from './router-context';
import type { Template } from './templates/registry';
import { reportStartError } from './page-leave';

/** The navigation chunk (router, loaders, the route table): one import site, so the entry carries one preload list. */
const loadNavigation = () => import('./navigation');

/** Browser root: owns the current view, the full nav tree and the router; first render equals the server's. */
export function Root({ initial, initialTemplate }: { initial: AppState; initialTemplate: Template }) {
  const [view, setView] = useState({ state: initial, Template: initialTemplate });
  const [fullNav, setFullNav] = useState<NavItem | null>(null);
  const [pending, setPending] = useState(false);
  const navRequest = useRef<Promise<void> | null>(null);
  // The tracker exists only in the browser, once the router starts; components get this stable ref to it.
  const tracker = useRef<Analytics | null>(null);
  const router = useRef<Router | null>(null);
  // Stable for the page's life: components keep it in effects without re-running them.
  const routerApi = useMemo<RouterApi>(
    () => ({ go: (url) => (router.current ? void router.current.navigate(url) : location.assign(url)) }),
    [],
  );

  const loadFullNav = useCallback(() => {
    // Fetched by the navigation chunk: the URL comes from the route table, which stays out of the entry.
    navRequest.current ??= loadNavigation()
      .then(({ fetchFullNav }) => fetchFullNav(initial.data.hash))
      .then((tree) => {
        if (tree) setFullNav(tree);
      })
      .catch(() => undefined);
  }, [initial.data.hash]);

  useEffect(() => {
    let stopped = false;
    let stop = () => undefined as void;
    // The navigation layer is not needed to show the page: it loads after hydration, in its own chunk.
    loadNavigation()
      .then(({ startNavigation }) => {
        if (stopped) return;
        const started = startNavigation({
          initial,
          initialTemplate,
          render: (next) => {
            loadFullNav();
            flushSync(() => setView((v) => ({ state: { ...v.state, data: next.data, path: next.path }, Template: next.Template })));
            tracker.current?.pageView(next.path, next.data.context.template === 'not-found');
          },
          onPending: setPending,
        });
        tracker.current = started.analytics;
        tracker.current?.pageView(initial.path, initial.data.context.template === 'not-found');
        router.current = started.router;
        stop = started.stop;
        document.documentElement.setAttribute(ROUTER_READY_ATTRIBUTE, 'ready');
      })
      .catch(reportStartError);
    // The full tree is immutable per build: fetch it when the browser is idle, off the first-paint path.
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(loadFullNav, { timeout: 3000 }) : setTimeout(loadFullNav, 1500);
    return () => {
      stopped = true;
      stop();
      router.current = null;
      document.documentElement.removeAttribute(ROUTER_READY_ATTRIBUTE);
      if ('cancelIdleCallback' in window) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [initial, initialTemplate, loadFullNav]);

  const state = fullNav ? { ...view.state, nav: fullNav } : view.state;
  return (
    <RouterContext.Provider value={routerApi}>
      <AnalyticsContext.Provider value={tracker}>
        <ProgressBar pending={pending} />
        <App state={state} Template={view.Template} onNeedFullNav={loadFullNav} />
      </AnalyticsContext.Provider>
    </RouterContext.Provider>
  );
}
