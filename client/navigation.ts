/**
 * Everything that only matters after the first render, in its own chunk that Root loads once the page
 * has hydrated: the page-data loader, the router with history, scroll and link prefetch, head updates
 * and analytics (third-party when configured, first-party insights). Until it has arrived a link is an ordinary page load, which is what it is without
 * JavaScript too.
 */
import { combineAnalytics } from './analytics';
import { createBrowserAnalytics } from './analytics-browser';
import type { AppState } from './app-state';
import type { NavItem } from '../core/types';
import { BUILD_HASH_META } from './build-hash';
import { applyHead, getHeadValues } from './head';
import { createBrowserInsights } from './insights-browser';
import { isDetailPath } from '../core/paths';
import { getRoutePath, matchPage, NOT_FOUND_DATA_URL } from '../core/route-table';
import { startBrowserRouter } from './router/browser-router';
import { loadTemplate, rememberTemplate } from './router/chunk-loader';
import { createPageDataLoader } from './router/page-data-loader';
import type { RouteView } from './router/router';
import { getTemplateName, type Template } from './templates/registry';
import { startTocDisclosure } from './toc-disclosure';

/** A build's full navigation tree; null when it cannot be had (the pruned tree of the page stays). */
export const fetchFullNav = (build: string): Promise<NavItem | null> =>
  fetch(getRoutePath('nav', { build }))
    .then((r) => (r.ok ? (r.json() as Promise<NavItem>) : null))
    .catch(() => null);

/** Starts client navigation for the page on screen; `render` shows a new view (synchronously). */
export function startNavigation(options: {
  initial: AppState;
  initialTemplate: Template;
  render: (view: RouteView) => void;
  onPending: (pending: boolean) => void;
}) {
  const { initial } = options;
  const pageHash = document.querySelector(`meta[name="${BUILD_HASH_META}"]`)?.getAttribute('content') ?? '';
  // The page on screen came with its data embedded: the loader answers its own URL without a fetch.
  const url = initial.data.context.template === 'not-found' ? NOT_FOUND_DATA_URL : matchPage(initial.path).dataUrl;
  // Not for a detail page: its embedded data has its links mapped to detail variants (model/framed-links.ts)
  // and would serve the same data URL to the page's own, unframed path.
  const embedded = isDetailPath(initial.path) ? undefined : { url, data: initial.data };
  const loader = createPageDataLoader({ fetch: (input, init) => fetch(input, init), pageHash, embedded });
  // The configured third-party analytics and the first-party insights (none under GPC/DNT), one facade.
  const analytics = combineAnalytics([createBrowserAnalytics(initial.site.analyticsId), createBrowserInsights()]);
  // The entry imported the page's template without the chunk loader (it stays out of the first load).
  rememberTemplate(getTemplateName(initial.data.context), options.initialTemplate);
  const syncToc = startTocDisclosure();
  const started = startBrowserRouter({
    loader,
    loadTemplate,
    render: (view) => {
      options.render(view);
      syncToc();
      applyHead(document.head, getHeadValues({ data: view.data, site: initial.site, path: view.path }), BUILD_HASH_META);
    },
    onPending: options.onPending,
  });
  return { router: started.router, stop: started.stop, analytics };
}
