/**
 * Batches of many readers become one D1 write: the first batch of a window schedules a write `delayMs`
 * later (kept alive by its request's waitUntil); batches arriving meanwhile in the same isolate are
 * added to it. Under load this turns hundreds of writes per second into about one per isolate per
 * second. What a window holds is lost only if that write fails (then it is logged, as any D1 failure).
 */
import { type DailyCounts, mergeCounts } from '../../core/insights/aggregate';
import type { InsightsSink } from './sink';

/** Adds a batch to the pending write; `waitUntil` keeps the invocation alive until that write is done. */
export type Coalescer = (counts: DailyCounts, sink: InsightsSink, waitUntil: (task: Promise<void>) => void) => void;

/** Creates the coalescer of an isolate; `delayMs` 0 writes every batch at once. */
export function createCoalescer(delayMs: number, log: (message: string, error: unknown) => void): Coalescer {
  let pending: { counts: DailyCounts; sink: InsightsSink } | null = null;
  const write = (counts: DailyCounts, sink: InsightsSink) =>
    sink.record(counts).catch((error: unknown) => log('insights: batch dropped, storage failed', error));
  return (counts, sink, waitUntil) => {
    if (delayMs <= 0) return waitUntil(write(counts, sink));
    if (pending && pending.counts.day === counts.day) return mergeCounts(pending.counts, counts);
    const mine = { counts, sink };
    pending = mine;
    waitUntil(
      new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => {
        if (pending === mine) pending = null;
        return write(mine.counts, mine.sink);
      }),
    );
  };
}
