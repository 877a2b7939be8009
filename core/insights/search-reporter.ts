/**
 * One search event per query, not per keystroke: a query is final when the reader pauses for a second,
 * leaves the box or opens a result. A result opened after the query settled (the box loses focus on the
 * click, or the reader read the list first) adds its rank to the event already reported, if that event
 * has not been sent yet.
 */

/** What the search box reports about a final query. */
export interface SearchOutcome {
  /** The query as typed (the sender normalises and masks it). */
  query: string;
  /** Number of results shown. */
  results: number;
  /** 1-based rank of the result opened. */
  rank?: number;
}

/** Reports an outcome; may return a function that adds the rank opened later. */
export type ReportSearch = (outcome: SearchOutcome) => ((rank: number) => void) | void;

/** Timer functions (injected so tests control time). */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Pause after which a query counts as final. */
export const SEARCH_PAUSE_MS = 1000;

/** Creates the reporter of one search box. */
export function createSearchReporter(report: ReportSearch, timers: Timers, pauseMs = SEARCH_PAUSE_MS) {
  let pending: { query: string; results: number } | null = null;
  let timer: unknown = null;
  let settled: { query: string; addRank: ((rank: number) => void) | null } | null = null;

  const stopTimer = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  const settle = (rank?: number) => {
    stopTimer();
    if (!pending) return;
    const outcome: SearchOutcome = rank === undefined ? { ...pending } : { ...pending, rank };
    const addRank = report(outcome) || null;
    // A rank is added once: an event that has one is complete.
    settled = { query: pending.query, addRank: rank === undefined ? addRank : null };
    pending = null;
  };

  return {
    /** The box shows `results` for a searchable `query` (again when more of the index arrived). */
    typed(query: string, results: number) {
      if (!pending && settled?.query === query) return;
      pending = { query, results };
      stopTimer();
      timer = timers.set(() => settle(), pauseMs);
    },
    /** The term is too short to search: what was pending was not final. */
    cleared() {
      stopTimer();
      pending = null;
      settled = null;
    },
    /** Focus left the box. */
    left: () => settle(),
    /** The result at `rank` (1-based) was opened. */
    opened(rank: number) {
      if (pending) return settle(rank);
      settled?.addRank?.(rank);
      if (settled) settled.addRank = null;
    },
  };
}

/** The reporter's interface. */
export type SearchReporter = ReturnType<typeof createSearchReporter>;
