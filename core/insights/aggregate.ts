/**
 * A batch of events as the counters of one day: what the sink adds to its daily rows. Nothing of an
 * event survives but the counted key (path, host, masked query) and the numbers; the privacy rules are
 * applied here again, whatever the sender did, and only pages that exist are counted: a view or vote of
 * any other path is dropped and counted as dropped, so nobody can put made-up pages into the report.
 */
import type { InsightsEvent } from './events';
import { sanitisePagePath, sanitiseQuery, sanitiseReferrerHost } from './privacy';

/** Counters of one search query on one day. */
export interface SearchCounts {
  searches: number;
  /** Searches that showed no results. */
  zeroResults: number;
  /** Searches after which a result was opened. */
  opened: number;
  /** Sum of the ranks opened (average = rankSum / opened). */
  rankSum: number;
}

/** Why events were not counted (the `reason` of the dropped_events rows). */
export const DROP_REASONS = {
  /** A page view or vote of a path that is a page of no build still kept. */
  unknownPage: 'unknown_page',
} as const;

/** Everything one batch adds to one day. */
export interface DailyCounts {
  day: string;
  pageViews: Map<string, number>;
  referrers: Map<string, number>;
  searches: Map<string, SearchCounts>;
  feedback: Map<string, { yes: number; no: number }>;
  /** Events not counted, by reason (DROP_REASONS). */
  dropped: Map<string, number>;
}

/** True when the counts add nothing. */
export function isEmptyCounts(counts: DailyCounts): boolean {
  return counts.pageViews.size + counts.referrers.size + counts.searches.size + counts.feedback.size + counts.dropped.size === 0;
}

/** The page paths of a batch's page views and votes as they would be counted (for the check that they exist). */
export function getEventPagePaths(events: InsightsEvent[]): string[] {
  const paths = new Set<string>();
  for (const event of events) {
    const path = event.type === 'search' ? null : sanitisePagePath(event.path);
    if (path) paths.add(path);
  }
  return [...paths];
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Adds up a batch for `day`; events whose key is dropped by the privacy rules count nowhere, page views
 * and votes of a path that `isPage` refuses count as dropped (with their referrer).
 */
export function aggregateEvents(events: InsightsEvent[], day: string, isPage: (path: string) => boolean = () => true): DailyCounts {
  const counts: DailyCounts = {
    day,
    pageViews: new Map(),
    referrers: new Map(),
    searches: new Map(),
    feedback: new Map(),
    dropped: new Map(),
  };
  const getPage = (path: string) => {
    const page = sanitisePagePath(path);
    if (page && !isPage(page)) {
      bump(counts.dropped, DROP_REASONS.unknownPage);
      return null;
    }
    return page;
  };
  for (const event of events) {
    if (event.type === 'pageview') {
      const path = getPage(event.path);
      if (!path) continue;
      bump(counts.pageViews, path);
      const host = event.referrer ? sanitiseReferrerHost(event.referrer) : null;
      if (host) bump(counts.referrers, host);
    } else if (event.type === 'search') {
      const query = sanitiseQuery(event.query)?.query;
      if (!query) continue;
      const row = counts.searches.get(query) ?? { searches: 0, zeroResults: 0, opened: 0, rankSum: 0 };
      row.searches++;
      if (event.results === 0) row.zeroResults++;
      if (event.rank !== undefined) {
        row.opened++;
        row.rankSum += event.rank;
      }
      counts.searches.set(query, row);
    } else {
      const path = getPage(event.path);
      if (!path) continue;
      const row = counts.feedback.get(path) ?? { yes: 0, no: 0 };
      if (event.answer === 'ja') row.yes++;
      else row.no++;
      counts.feedback.set(path, row);
    }
  }
  return counts;
}

// One formatter for the isolate: building an Intl.DateTimeFormat costs more than the rest of an event batch.
const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in the Netherlands at `time`: the content team's day, not UTC's. */
export function getInsightsDay(time: Date | number): string {
  return AMSTERDAM_DAY.format(time);
}

/** The day `days` before `day` (both YYYY-MM-DD). */
export function getDayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Adds `from` into `into` (the same day): batches of many readers become one write. */
export function mergeCounts(into: DailyCounts, from: DailyCounts): void {
  for (const [key, n] of from.pageViews) into.pageViews.set(key, (into.pageViews.get(key) ?? 0) + n);
  for (const [key, n] of from.referrers) into.referrers.set(key, (into.referrers.get(key) ?? 0) + n);
  for (const [key, s] of from.searches) {
    const row = into.searches.get(key) ?? { searches: 0, zeroResults: 0, opened: 0, rankSum: 0 };
    into.searches.set(key, {
      searches: row.searches + s.searches,
      zeroResults: row.zeroResults + s.zeroResults,
      opened: row.opened + s.opened,
      rankSum: row.rankSum + s.rankSum,
    });
  }
  for (const [key, f] of from.feedback) {
    const row = into.feedback.get(key) ?? { yes: 0, no: 0 };
    into.feedback.set(key, { yes: row.yes + f.yes, no: row.no + f.no });
  }
  for (const [key, n] of from.dropped) into.dropped.set(key, (into.dropped.get(key) ?? 0) + n);
}
