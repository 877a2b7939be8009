/** Page data loading exactly as spec 4: cache → embedded state → fetch, hash check, error catalogue. */
import type { PageData } from '../../core/types';
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

/**
 * Prefetches in flight at once. A page full of links puts twenty or more in view together; unbounded,
 * they take every connection to the host and a click's own request queues behind them.
 */
export const MAX_PREFETCHES_IN_FLIGHT = 2;

/** Waits for a promise, but rejects as soon as the signal aborts (with the signal's reason, as fetch does). */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Loads page data by URL; throws LoadErrors from the catalogue. */
export function createPageDataLoader(deps: LoaderDeps) {
  const cache = new Map<string, PageData>();
  let embedded = deps.embedded;
  /** Prefetches started or waiting for a slot, by URL; a navigation to one of them waits for it. */
  const prefetching = new Map<string, Promise<PageData | null>>();
  const waiting: (() => void)[] = [];
  let inFlight = 0;

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
    // A prefetch of this page already under way is reused (it is moved ahead of the queue), not repeated.
    if (!data && prefetching.has(url)) data = (await untilAborted(startNow(url), signal)) ?? undefined;
    if (!data) data = await fetchData(url, signal);
    if (data.hash !== deps.pageHash) throw invalidHashError(deps.pageHash, data.hash);
    cache.set(url, data);
    if (data.context.template === 'not-found') throw notFoundError(url);
    return data;
  }

  /** Loads the not-found page's own data (which carries the not-found flag) without raising. */
  async function loadNotFound(url: string, signal?: AbortSignal): Promise<PageData> {
    try {
      return await load(url, signal);
    } catch (error) {
      const cached = cache.get(url);
      if (cached?.context.template === 'not-found') return cached;
      throw error;
    }
  }

  /** Starts a queued prefetch of the URL at once (a navigation waits for it); returns its result. */
  const starters = new Map<string, () => void>();
  function startNow(url: string): Promise<PageData | null> {
    starters.get(url)?.();
    return prefetching.get(url)!;
  }

  /** Fetches data ahead of a navigation, a few at a time; failures are ignored (spec 7). */
  function prefetch(url: string): Promise<void> {
    if (cache.has(url)) return Promise.resolve();
    if (!prefetching.has(url)) {
      let settle!: (data: PageData | null) => void;
      prefetching.set(url, new Promise<PageData | null>((resolve) => (settle = resolve)));
      let begun = false;
      const begin = () => {
        if (begun) return;
        begun = true;
        starters.delete(url);
        inFlight++;
        void fetchData(url)
          .then(
            (data) => (data.hash === deps.pageHash ? (cache.set(url, data), data) : null),
            () => null,
          )
          .then((data) => {
            prefetching.delete(url);
            inFlight--;
            settle(data);
            // Queued prefetches that a navigation already started are no-ops here and do not use the slot.
            while (inFlight < MAX_PREFETCHES_IN_FLIGHT && waiting.length > 0) waiting.shift()!();
          });
      };
      starters.set(url, begin);
      if (inFlight < MAX_PREFETCHES_IN_FLIGHT) begin();
      else waiting.push(begin);
    }
    return prefetching.get(url)!.then(() => undefined);
  }

  return { load, loadNotFound, prefetch, cache };
}

/** The loader type. */
export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
