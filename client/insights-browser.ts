/**
 * First-party reader insights in the browser: page views, final search queries and 'nuttig?' answers,
 * batched per page and sent to POST /api/events with sendBeacon (fetch keepalive as fallback) when the
 * page is left, hidden or replaced by a client navigation. Loaded with the navigation chunk, after
 * hydration. Nothing is sent at all when the reader asks not to be tracked (GPC or DNT); no cookie,
 * storage or identifier is used, and queries and paths are masked before they leave the browser.
 */
import { createPageViewFilter, type Analytics } from './analytics';
import { BUILD_HASH_META } from './build-hash';
import { BUILD_ID_PATTERN } from '../core/kv-keys';
import { EVENTS_PATH, MAX_EVENTS_PER_BATCH, MAX_RANK, MAX_RESULTS } from '../core/insights/endpoint';
import { createEventQueue } from '../core/insights/event-queue';
import type { InsightsEvent } from '../core/insights/events';
import { sanitisePagePath, sanitiseQuery, sanitiseReferrerHost } from '../core/insights/privacy';

/** The privacy signals a browser can carry. */
interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when the reader asked not to be tracked: Global Privacy Control or Do Not Track. */
export function isTrackingRefused(nav: PrivacySignals, win: PrivacySignals = {}): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win.doNotTrack === '1';
}

/** Sends one batch without holding up the page: a beacon, or a keepalive fetch where beacons are refused. */
function sendBatch(body: string): void {
  // A string beacon is text/plain, a simple request: the worker parses the JSON whatever the type.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_PATH, body)) return;
  void fetch(EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

/** The host of an external referrer of the first page, else undefined (the full URL never leaves). */
function getReferrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    return host && host !== location.hostname ? (sanitiseReferrerHost(host) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** The first-party tracker, or null when the reader refused tracking. */
export function createBrowserInsights(): Analytics | null {
  if (isTrackingRefused(navigator as PrivacySignals, window as unknown as PrivacySignals)) return null;
  // The page's build: a hash mismatch reloads the page, so it stays the build of every page this tracker sees.
  const build = document.querySelector(`meta[name="${BUILD_HASH_META}"]`)?.getAttribute('content') ?? '';
  const queue = createEventQueue(sendBatch, MAX_EVENTS_PER_BATCH, BUILD_ID_PATTERN.test(build) ? build : undefined);
  addEventListener('pagehide', () => queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  let referrer = getReferrerHost();
  const pageView = createPageViewFilter((path) => {
    // A new page: the previous page's batch goes now.
    queue.flush();
    const counted = sanitisePagePath(path);
    if (counted) queue.push(referrer ? { type: 'pageview', path: counted, referrer } : { type: 'pageview', path: counted });
    referrer = undefined;
  });
  return {
    pageView: (path, notFound) => void pageView(notFound ? '/404/' : path),
    search: () => undefined,
    searchOutcome(outcome) {
      const query = sanitiseQuery(outcome.query)?.query;
      if (!query) return;
      const event: InsightsEvent = { type: 'search', query, results: Math.min(outcome.results, MAX_RESULTS) };
      if (outcome.rank !== undefined) event.rank = Math.min(outcome.rank, MAX_RANK);
      queue.push(event);
      return (rank) => {
        if (queue.has(event)) event.rank = Math.min(rank, MAX_RANK);
      };
    },
    feedback(_pageId, helpful, slug) {
      // The article's slug (its /uitleg/ path, whichever address showed it); the rule adds the trailing slash.
      const counted = sanitisePagePath(slug);
      if (counted) queue.push({ type: 'feedback', path: counted, answer: helpful ? 'ja' : 'nee' });
    },
  };
}
