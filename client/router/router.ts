/**
 * Our own small router (DESIGN.md): history mode with trailing slashes, one AbortController per
 * navigation (a newer one cancels the older), spec-4 data loading, not-found with the URL kept,
 * full loads on hash mismatch and chunk failure, and the four failure types.
 */
import { withTrailingSlash } from '../model/paths';
import type { PageData } from '../model/types';
import { matchRoute, NOT_FOUND_DATA_URL } from '../routes';
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
  pushState: (url: string) => void;
  /** Stores the scroll position on the current history entry. */
  saveScroll: () => void;
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

/** Result of a navigation. */
export type NavigationResult = { ok: true; view: RouteView } | NavigationFailure;

/** Normalises a target to path (with trailing slash unless it names a file) + search + hash. */
export function normalizeTarget(href: string, origin: string): { path: string; search: string; hash: string } {
  const url = new URL(href, origin);
  const last = url.pathname.split('/').pop() ?? '';
  return { path: last.includes('.') ? url.pathname : withTrailingSlash(url.pathname), search: url.search, hash: url.hash };
}

/** Creates the router. */
export function createRouter(deps: RouterDeps) {
  let current: AbortController | null = null;

  async function navigate(href: string, options: NavigateOptions = {}): Promise<NavigationResult> {
    const here = deps.getLocation();
    const target = normalizeTarget(href, here.origin);
    const url = `${target.path}${target.search}${target.hash}`;
    // Same page: nothing to load (hash-only changes are left to the browser by link catching).
    if (!options.popstate && target.path === here.pathname && target.search === here.search) return navigationFailure('duplicated', url);
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const pendingTimer = setTimeout(() => deps.onPending?.(true), 0);
    try {
      const route = matchRoute(target.path);
      let data: PageData;
      try {
        data = route.kind === 'not-found' ? await deps.loader.loadNotFound(NOT_FOUND_DATA_URL, controller.signal) : await deps.loader.load(route.dataUrl, controller.signal);
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
      const scroll: ScrollTarget = options.savedScroll ? { kind: 'saved', position: options.savedScroll } : target.hash ? { kind: 'hash', hash: target.hash } : { kind: 'top' };
      const view: RouteView = { path: target.path, hash: target.hash, data, Template };
      deps.render(view, scroll);
      return { ok: true, view };
    } catch (error) {
      if (controller.signal.aborted) return navigationFailure('cancelled', url);
      if (error instanceof LoadError && (error.code === 'INVALID_HASH' || error.code === 'CHUNK')) {
        const currentUrl = `${here.pathname}${here.search}${here.hash}`;
        if (url !== currentUrl || options.popstate) deps.assign(url);
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

  return { navigate };
}

/** The router type. */
export type Router = ReturnType<typeof createRouter>;
