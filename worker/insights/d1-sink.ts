/** The D1 sink: one upsert per key and day (INSERT … ON CONFLICT DO UPDATE), all of a batch in one round trip. */
import type { DailyCounts } from '../../core/insights/aggregate';
import type { InsightsSink } from './sink';

/** Tables of migrations/, each keyed by (day, …). */
export const INSIGHTS_TABLES = ['page_views', 'referrers', 'searches', 'feedback', 'dropped_events'] as const;

/** Creates the sink over the INSIGHTS database. */
export function createD1Sink(db: D1Database): InsightsSink {
  const pageView = db.prepare(
    'INSERT INTO page_views (day, path, views) VALUES (?1, ?2, ?3) ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views',
  );
  const referrer = db.prepare(
    'INSERT INTO referrers (day, host, views) VALUES (?1, ?2, ?3) ON CONFLICT (day, host) DO UPDATE SET views = views + excluded.views',
  );
  const search = db.prepare(
    'INSERT INTO searches (day, query, searches, zero_results, opened, rank_sum) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (day, query) DO UPDATE SET searches = searches + excluded.searches, zero_results = zero_results + excluded.zero_results, opened = opened + excluded.opened, rank_sum = rank_sum + excluded.rank_sum',
  );
  const feedback = db.prepare(
    'INSERT INTO feedback (day, path, yes, no) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (day, path) DO UPDATE SET yes = yes + excluded.yes, no = no + excluded.no',
  );
  const dropped = db.prepare(
    'INSERT INTO dropped_events (day, reason, events) VALUES (?1, ?2, ?3) ON CONFLICT (day, reason) DO UPDATE SET events = events + excluded.events',
  );
  return {
    async record(counts: DailyCounts) {
      const { day } = counts;
      const statements = [
        ...[...counts.pageViews].map(([path, n]) => pageView.bind(day, path, n)),
        ...[...counts.referrers].map(([host, n]) => referrer.bind(day, host, n)),
        ...[...counts.searches].map(([query, s]) => search.bind(day, query, s.searches, s.zeroResults, s.opened, s.rankSum)),
        ...[...counts.feedback].map(([path, f]) => feedback.bind(day, path, f.yes, f.no)),
        ...[...counts.dropped].map(([reason, n]) => dropped.bind(day, reason, n)),
      ];
      if (statements.length > 0) await db.batch(statements);
    },
    async deleteBefore(day: string) {
      const results = await db.batch(INSIGHTS_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?1`).bind(day)));
      return results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
    },
  };
}
