/**
 * Leaving a page while its client starts cancels the module loads still running (Firefox rejects them
 * with no reason, as soon as the next navigation begins and before the page is hidden): that is the
 * reader moving on, not a failure, so a failed start is reported only if the page is still there a
 * moment later.
 */
let leaving = false;

/** How long a failed start waits to see whether the page is being left: a navigation cancels loads first and hides the page once the next one answers. */
const LEAVE_GRACE_MS = 3000;

/** Starts noting when the reader leaves the page and comes back (bfcache); browser only, call once. */
export function watchPageLeave(): void {
  const note = (event: Event) => (leaving = event.type === 'pagehide');
  addEventListener('pagehide', note);
  addEventListener('pageshow', note);
}

/** Logs an error of the client's start, unless the reader leaves the page (timers of a page that is gone never run). */
export function reportStartError(error: unknown): void {
  setTimeout(() => {
    if (!leaving) console.error(error);
  }, LEAVE_GRACE_MS);
}
