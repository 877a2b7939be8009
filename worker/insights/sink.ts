/**
 * Where the worker puts reader insights: a small interface, so the storage can change without the
 * endpoint or the cron knowing. D1 now (daily aggregate rows); Workers Analytics Engine when the volume
 * calls for it (README, "Inzichten voor het contentteam").
 */
import type { DailyCounts } from '../../core/insights/aggregate';

/** Storage of the daily counters. */
export interface InsightsSink {
  /** Adds a batch's counters to the rows of its day. */
  record(counts: DailyCounts): Promise<void>;
  /** Deletes every row of a day before `day` (YYYY-MM-DD); returns the number of rows deleted. */
  deleteBefore(day: string): Promise<number>;
}
