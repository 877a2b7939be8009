/**
 * A small allowance per client before the Rate Limiting binding is asked. A reader's visit sends one
 * event batch per page, so nearly every client stays far below the limit (30 per 10 s); asking the
 * binding for each of those batches costs a call per event for nothing (on `npm start` the binding is
 * emulated through a Durable Object and was the larger part of an event's cost). The isolate counts a
 * client's first batches in the window itself and, when the client passes the allowance, owes the binding
 * every call it skipped plus the current one, so the binding's count is what it would have been and the
 * limit holds exactly for a client served by one isolate (a client spread over isolates gets at most the
 * allowance more per isolate). The client's address is a key of this window's map only, never stored.
 */

/** Settings of an allowance. */
export interface AllowanceOptions {
  /** Batches a client sends within a window before the binding is asked. */
  allowance: number;
  /** The binding's period (ms): counts start over with each window. */
  periodMs: number;
  /** Clients tracked per window; any other client goes to the binding at once (bounded memory). */
  maxKeys: number;
}

/** Counts per client; `take` says how many binding calls the current request needs (0 within the allowance). */
export interface LimitAllowance {
  take(key: string, now: number): number;
}

/** Creates an allowance; its map lives as long as the isolate and is emptied every window. */
export function createLimitAllowance({ allowance, periodMs, maxKeys }: AllowanceOptions): LimitAllowance {
  let window = -1;
  const counts = new Map<string, number>();
  return {
    take(key, now) {
      const current = Math.floor(now / periodMs);
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const seen = counts.get(key);
      if (seen === undefined && counts.size >= maxKeys) return 1;
      const count = (seen ?? 0) + 1;
      counts.set(key, count);
      if (count <= allowance) return 0;
      // Past the allowance: the skipped calls once, then one per request as without an allowance.
      return count === allowance + 1 ? allowance + 1 : 1;
    },
  };
}
