/**
 * Our own small router (DESIGN.md): history mode with trailing slashes, one AbortController per
 * navigation (a newer one cancels the older), spec-4 data loading, not-found with the URL kept,
 * full loads on hash mismatch and chunk failure, and the four failure types. As in VitePress it is
 * the only writer of history and scroll: a jump within the page on screen is a pushed entry with the
 * scroll position saved first, and going back to it restores that position without a reload.
 */
import { getFramedPageData } from '../../core/framed-links';
import { isDetailPath, isFilePath, withTrailingSlash } from '../../core/paths';
import type { PageData } from '../../core/types';
import { matchPage, NOT_FOUND_DATA_URL } from '../../core/route-table';
import { getTemplateName, type Template, type TemplateName } from '../templates/registry';
import { isNotFound, LoadError } from './errors';
import { type NavigationFailure, navigationFailure } from './navigation-failure';
import type { PageDataLoader } from './page-data-loader';

/** Scroll position kept in history.state. */
export interface SavedScroll {
  x: number;
  y: number;
}

/** What a completed navigation shows. */
export interface RouteView {
  /** Path with trailing slash (the URL is kept for not-found). */
  path: string;
  /** Hash including '#', or ''. */
  hash: string;
  data: PageData;
  Template: Template;
}

/** How the view should scroll after it rendered: saved position → hash → top (spec 2, Scrolling). */
export type ScrollTarget = { kind: 'saved'; position: SavedScroll } | { kind: 'hash'; hash: string } | { kind: 'top' };

/** The browser pieces the router uses, injectable for tests. */
export interface RouterDeps {
  loader: PageDataLoader;
  loadTemplate: (name: TemplateName) => Promise<Template>;
  /** Current location (pathname + search + hash) and origin. */
  getLocation: () => { pathname: string; search: string; hash: string; origin: string };
  /** Adds a history entry (its state starts without a saved position). */
  pushState: (url: string) => void;
  /** Stores the scroll position on the current history entry. */
  saveScroll: () => void;
  /** Scrolls within the page on screen (no render): to a saved position, a hash target or the top. */
  scroll: (scroll: ScrollTarget, smooth: boolean) => void;
  /** Full page load. */
  assign: (url: string) => void;
  /** Renders the view synchronously, then scrolls. */
  render: (view: RouteView, scroll: ScrollTarget) => void;
  /** Navigation start/end, for the progress bar. */
  onPending?: (pending: boolean) => void;
  /** Other errors: logged (spec 4.5). */
  onError?: (error: unknown) => void;
}

/** Options of one navigation. */
export interface NavigateOptions {
  /** From popstate: the URL is already current; restore this position. */
  popstate?: boolean;
  savedScroll?: SavedScroll;
}

/** Result of a navigation: a new view, or a move within the page on screen (hash jump, back/forward). */
export type NavigationResult = { ok: true; view: RouteView } | { ok: true; inPage: string } | NavigationFailure;

/** Normalises a target (absolute, or relative to `base`) to path (with trailing slash unless it names a file) + search + hash. */
export function normalizeTarget(href: string, base: string): { path: string; search: string; hash: string } {
  const url = new URL(href, base);
  return { path: isFilePath(url.pathname) ? url.pathname : withTrailingSlash(url.pathname), search: url.search, hash: url.hash };
}

/** Where to scroll: the saved position, else the hash, else the top (spec 2, Scrolling). */
function getScrollTarget(hash: string, saved?: SavedScroll): ScrollTarget {
  return saved ? { kind: 'saved', position: saved } : hash ? { kind: 'hash', hash } : { kind: 'top' };
}

/** Creates the router. */
export function createRouter(deps: RouterDeps) {
  let current: AbortController | null = null;
  // The document on screen (path + search): what "the current URL" means for spec 4.4. On popstate
  // the location has already moved, so the location cannot tell.
  const start = deps.getLocation();
  let shown = `${start.pathname}${start.search}`;

  /** A move within the page on screen: no load, a history entry for a new hash, a scroll. */
  function moveInPage(url: string, hash: string, options: NavigateOptions): NavigationResult {
    current?.abort();
    if (options.popstate) {
      deps.scroll(getScrollTarget(hash, options.savedScroll), false);
      return { ok: true, inPage: url };
    }
    // The URL on screen already: nothing to do, unless a hash asks to be scrolled to again.
    if (hash === deps.getLocation().hash) {
      if (hash) deps.scroll(getScrollTarget(hash), true);
      return navigationFailure('duplicated', url);
    }
    deps.saveScroll();
    deps.pushState(url);
    deps.scroll(getScrollTarget(hash), true);
    return { ok: true, inPage: url };
  }

  async function navigate(href: string, options: NavigateOptions = {}): Promise<NavigationResult> {
    const here = deps.getLocation();
    // Relative to the page on screen, so '#stap-2' and '?q=1' work as they do in an href.
    const target = normalizeTarget(href, `${here.origin}${here.pathname}${here.search}`);
    const url = `${target.path}${target.search}${target.hash}`;
    const targetPage = `${target.path}${target.search}`;
    if (targetPage === shown) return moveInPage(url, target.hash, options);
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const pendingTimer = setTimeout(() => deps.onPending?.(true), 0);
    try {
      const route = matchPage(target.path);
      let data: PageData;
      try {
        data =
          route.kind === 'not-found'
            ? await deps.loader.loadNotFound(NOT_FOUND_DATA_URL, controller.signal)
            : await deps.loader.load(route.dataUrl, controller.signal);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // Catch-all not-found route with the requested path as its parameter; the URL is kept.
        data = await deps.loader.loadNotFound(NOT_FOUND_DATA_URL, controller.signal);
      }
      const Template = await deps.loadTemplate(getTemplateName(data.context));
      if (controller.signal.aborted) return navigationFailure('cancelled', url);
      if (!options.popstate) {
        deps.saveScroll();
        deps.pushState(url);
      }
      // A detail page's links stay in the product's frame, as in the server's render of it.
      const view: RouteView = {
        path: target.path,
        hash: target.hash,
        data: isDetailPath(target.path) ? getFramedPageData(data) : data,
        Template,
      };
      shown = targetPage;
      deps.render(view, getScrollTarget(target.hash, options.savedScroll));
      return { ok: true, view };
    } catch (error) {
      if (controller.signal.aborted) return navigationFailure('cancelled', url);
      if (error instanceof LoadError && (error.code === 'INVALID_HASH' || error.code === 'CHUNK')) {
        // Spec 4.4: a full load only if the target differs from the page on screen.
        if (targetPage !== shown) deps.assign(url);
        return navigationFailure('redirected', url);
      }
      (deps.onError ?? console.error)(error);
      return navigationFailure('aborted', url);
    } finally {
      clearTimeout(pendingTimer);
      if (current === controller) {
        current = null;
        deps.onPending?.(false);
      }
    }
  }

  return {
    navigate,
    /** Path + search of the page on screen. */
    shownPage: () => shown,
  };
}

/** The router type. */
export type Router = ReturnType<typeof createRouter>;
