/**
 * Leaving a page while its client starts cancels the module loads still running (Firefox rejects them
 * with no reason, as soon as the next navigation begins and before the page is hidden): that is the
 * reader moving on, not a failure. A failed start is reported a moment later, so it is reported only if
 * the page is still there: the timers of a page that was left never run.
 */

/** How long a failed start waits: a navigation cancels loads first and replaces the page once the next one answers. */
const LEAVE_GRACE_MS = 3000;

/** Logs an error of the client's start, unless the reader leaves the page meanwhile. */
export function reportStartError(error: unknown): void {
  setTimeout(() => console.error(error), LEAVE_GRACE_MS);
}
