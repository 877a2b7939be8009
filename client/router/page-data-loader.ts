/** Page data loading exactly as spec 4: cache → embedded state → fetch, hash check, error catalogue. */
import type { PageData } from '../model/types';
import { httpError, invalidHashError, networkError, noHashError, notFoundError, parseError } from './errors';

/** What the loader needs from its surroundings (injected so it is testable without a browser). */
export interface LoaderDeps {
  /** fetch (credentials are always included). */
  fetch: typeof fetch;
  /** The hash published in the page head. */
  pageHash: string;
  /** Data embedded in the server-rendered page, by data URL; used once. */
  embedded?: { url: string; data: PageData };
}

/** Loads page data by URL; throws LoadErrors from the catalogue. */
export function createPageDataLoader(deps: LoaderDeps) {
  const cache = new Map<string, PageData>();
  let embedded = deps.embedded;

  async function fetchData(url: string, signal?: AbortSignal): Promise<PageData> {
    let response: Response;
    try {
      response = await deps.fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError(error);
    }
    if (response.status === 404) throw notFoundError(url);
    if (!response.ok) throw httpError(url, response.status);
    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      throw parseError(error);
    }
    if (typeof data !== 'object' || data === null || typeof (data as PageData).hash !== 'string') throw noHashError();
    return data as PageData;
  }

  /** Loads and checks the data of a route; not-found data raises NOT_FOUND. */
  async function load(url: string, signal?: AbortSignal): Promise<PageData> {
    let data = cache.get(url);
    if (!data && embedded?.url === url) {
      data = embedded.data;
      embedded = undefined;
    }
    if (!data) data = await fetchData(url, signal);
    if (data.hash !== deps.pageHash) throw invalidHashError(deps.pageHash, data.hash);
    cache.set(url, data);
    if (data.context.notFound) throw notFoundError(url);
    return data;
  }

  /** Loads the not-found page's own data (which carries the not-found flag) without raising. */
  async function loadNotFound(url: string, signal?: AbortSignal): Promise<PageData> {
    try {
      return await load(url, signal);
    } catch (error) {
      const cached = cache.get(url);
      if (cached?.context.notFound) return cached;
      throw error;
    }
  }

  /** Fetches data ahead of a navigation; failures are ignored. */
  async function prefetch(url: string): Promise<void> {
    if (cache.has(url)) return;
    try {
      const data = await fetchData(url);
      if (data.hash === deps.pageHash) cache.set(url, data);
    } catch {
      // Prefetch failures are ignored (spec 7).
    }
  }

  return { load, loadNotFound, prefetch, cache };
}

/** The loader type. */
export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
