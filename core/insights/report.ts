/**
 * The content team's report over the daily counters: one set of queries for `npm run insights` and
 * for /beheer/inzichten/, over any SQL runner (D1 in the worker, local D1 through Miniflare, remote D1
 * through wrangler). Runtime-agnostic: the runner is passed in.
 */
import { getDayBefore } from './aggregate';

/** Runs one SELECT with positional parameters (?1, ?2, …) and returns its rows. */
export type RunQuery = (sql: string, params: (string | number)[]) => Promise<Record<string, unknown>[]>;

/** Options of a report. */
export interface ReportOptions {
  /** Last day included (YYYY-MM-DD, the Dutch calendar day). */
  today: string;
  /** Number of days, today included. */
  days: number;
  /** Rows per table. */
  limit: number;
}

export interface SearchRow {
  query: string;
  count: number;
  zeroResults: number;
  opened: number;
  lastDate: string;
}
export interface ZeroResultRow {
  query: string;
  count: number;
  lastDate: string;
}
export interface NoClickRow {
  query: string;
  count: number;
  lastDate: string;
}
export interface FeedbackRow {
  path: string;
  yes: number;
  no: number;
}
export interface PageViewRow {
  path: string;
  views: number;
}
export interface DayTotals {
  day: string;
  pageViews: number;
  searches: number;
  zeroResults: number;
  yes: number;
  no: number;
  /** Page views and votes not counted: their path is a page of no build still kept. */
  dropped: number;
}

/** The report; `--json` prints it as is. */
export interface InsightsReport {
  from: string;
  to: string;
  /** Top searches. */
  searches: SearchRow[];
  /** Searches that found nothing, with when that last happened. */
  zeroResults: ZeroResultRow[];
  /** Searches that showed results of which none was ever opened. */
  noClick: NoClickRow[];
  /** Articles by share of 'nee', least helpful first (every article with a vote; readers of the report apply a minimum). */
  feedback: FeedbackRow[];
  /** Most viewed pages. */
  pageViews: PageViewRow[];
  /** Totals per day, oldest first, every day of the period (zeros included). */
  totals: DayTotals[];
}

const num = (value: unknown): number => Number(value ?? 0);
const str = (value: unknown): string => (value == null ? '' : String(value as string | number));

/** Builds the report over `run`. */
export async function getInsightsReport(run: RunQuery, options: ReportOptions): Promise<InsightsReport> {
  const from = getDayBefore(options.today, options.days - 1);
  const p = [from, options.today, options.limit];
  const period = 'day >= ?1 AND day <= ?2';
  const [searches, zero, noClick, feedback, pages, viewDays, searchDays, feedbackDays, droppedDays] = await Promise.all([
    run(
      `SELECT query, SUM(searches) AS count, SUM(zero_results) AS zero, SUM(opened) AS opened, MAX(day) AS last FROM searches WHERE ${period} GROUP BY query ORDER BY count DESC, query LIMIT ?3`,
      p,
    ),
    run(
      `SELECT query, SUM(zero_results) AS count, MAX(day) AS last FROM searches WHERE ${period} AND zero_results > 0 GROUP BY query ORDER BY count DESC, last DESC, query LIMIT ?3`,
      p,
    ),
    run(
      `SELECT query, SUM(searches) - SUM(zero_results) AS count, MAX(day) AS last FROM searches WHERE ${period} GROUP BY query HAVING SUM(opened) = 0 AND SUM(searches) > SUM(zero_results) ORDER BY count DESC, query LIMIT ?3`,
      p,
    ),
    run(
      `SELECT path, SUM(yes) AS yes, SUM(no) AS no FROM feedback WHERE ${period} GROUP BY path HAVING SUM(yes) + SUM(no) > 0 ORDER BY CAST(SUM(no) AS REAL) / (SUM(yes) + SUM(no)) DESC, SUM(no) DESC, path LIMIT ?3`,
      p,
    ),
    run(`SELECT path, SUM(views) AS views FROM page_views WHERE ${period} GROUP BY path ORDER BY views DESC, path LIMIT ?3`, p),
    run(`SELECT day, SUM(views) AS n FROM page_views WHERE ${period} GROUP BY day`, p.slice(0, 2)),
    run(`SELECT day, SUM(searches) AS n, SUM(zero_results) AS zero FROM searches WHERE ${period} GROUP BY day`, p.slice(0, 2)),
    run(`SELECT day, SUM(yes) AS yes, SUM(no) AS no FROM feedback WHERE ${period} GROUP BY day`, p.slice(0, 2)),
    run(`SELECT day, SUM(events) AS n FROM dropped_events WHERE ${period} GROUP BY day`, p.slice(0, 2)),
  ]);
  const totals = new Map<string, DayTotals>();
  for (let i = options.days - 1; i >= 0; i--) {
    const day = getDayBefore(options.today, i);
    totals.set(day, { day, pageViews: 0, searches: 0, zeroResults: 0, yes: 0, no: 0, dropped: 0 });
  }
  for (const r of viewDays) if (totals.has(str(r.day))) totals.get(str(r.day))!.pageViews = num(r.n);
  for (const r of searchDays) {
    const t = totals.get(str(r.day));
    if (t) Object.assign(t, { searches: num(r.n), zeroResults: num(r.zero) });
  }
  for (const r of feedbackDays) {
    const t = totals.get(str(r.day));
    if (t) Object.assign(t, { yes: num(r.yes), no: num(r.no) });
  }
  for (const r of droppedDays) if (totals.has(str(r.day))) totals.get(str(r.day))!.dropped = num(r.n);
  return {
    from,
    to: options.today,
    searches: searches.map((r) => ({
      query: str(r.query),
      count: num(r.count),
      zeroResults: num(r.zero),
      opened: num(r.opened),
      lastDate: str(r.last),
    })),
    zeroResults: zero.map((r) => ({ query: str(r.query), count: num(r.count), lastDate: str(r.last) })),
    noClick: noClick.map((r) => ({ query: str(r.query), count: num(r.count), lastDate: str(r.last) })),
    feedback: feedback.map((r) => ({ path: str(r.path), yes: num(r.yes), no: num(r.no) })),
    pageViews: pages.map((r) => ({ path: str(r.path), views: num(r.views) })),
    totals: [...totals.values()],
  };
}

/** The least helpful articles with at least `minVotes` votes (the share of 'nee' means little below it). */
export function getLeastHelpful(report: InsightsReport, minVotes: number): FeedbackRow[] {
  return report.feedback.filter((f) => f.yes + f.no >= minVotes);
}

/** Views per page path from `from` to `to` (YYYY-MM-DD, both included), every counted page: for ordering pages by readers. */
export async function getPageViewTotals(run: RunQuery, from: string, to: string): Promise<Map<string, number>> {
  const rows = await run('SELECT path, SUM(views) AS views FROM page_views WHERE day >= ?1 AND day <= ?2 GROUP BY path', [from, to]);
  return new Map(rows.map((r) => [str(r.path), num(r.views)]));
}

/** What a per-row trend line can be drawn of. */
const SERIES_SOURCES = {
  pageViews: { table: 'page_views', key: 'path', value: 'views' },
  searches: { table: 'searches', key: 'query', value: 'searches' },
  zeroResults: { table: 'searches', key: 'query', value: 'zero_results' },
} as const;

/** Per key, its daily counts from `from` to `to` (oldest first, zeros included), for trend lines. */
export async function getDailySeries(
  run: RunQuery,
  source: keyof typeof SERIES_SOURCES,
  keys: string[],
  from: string,
  to: string,
): Promise<Map<string, number[]>> {
  const { table, key, value } = SERIES_SOURCES[source];
  const days: string[] = [];
  for (let day = from; day <= to; day = getDayBefore(day, -1)) days.push(day);
  const series = new Map(keys.map((k) => [k, days.map(() => 0)]));
  if (keys.length === 0) return series;
  const placeholders = keys.map((_, i) => `?${i + 3}`).join(', ');
  const rows = await run(
    `SELECT day, ${key} AS k, SUM(${value}) AS n FROM ${table} WHERE day >= ?1 AND day <= ?2 AND ${key} IN (${placeholders}) GROUP BY day, ${key}`,
    [from, to, ...keys],
  );
  for (const row of rows) {
    const i = days.indexOf(str(row.day));
    const line = series.get(str(row.k));
    if (line && i >= 0) line[i] = num(row.n);
  }
  return series;
}
