/** Retention of reader insights: the Cron Trigger deletes rows older than 400 days (a year and a month of comparison). */
import { getDayBefore, getInsightsDay } from '../../core/insights/aggregate';
import type { InsightsSink } from './sink';

/** Days of insights kept. */
export const RETENTION_DAYS = 400;

/** The first day still kept at `now`. */
export function getRetentionCutoff(now: Date | number): string {
  return getDayBefore(getInsightsDay(now), RETENTION_DAYS);
}

/** Deletes what is older than the retention period; logs what it did (the cron's only output). */
export async function deleteExpiredInsights(sink: InsightsSink, now: Date | number): Promise<number> {
  const cutoff = getRetentionCutoff(now);
  const deleted = await sink.deleteBefore(cutoff);
  console.log(`insights retention: deleted ${deleted} rows before ${cutoff}`);
  return deleted;
}
