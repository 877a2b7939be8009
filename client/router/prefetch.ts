/** Prefetch of page data ~250 ms after a link scrolls into view (spec 9), once per path. */

/** Delay after a link becomes visible (spec 9). */
export const PREFETCH_DELAY_MS = 250;
/** IntersectionObserver options (spec 9). */
export const PREFETCH_OBSERVER = { rootMargin: '20px', threshold: 0.1 } as const;

/** Watches links and calls `prefetch(path)` once per path; returns `scan` to pick up new links and `stop`. */
export function createLinkPrefetcher(prefetch: (path: string) => void, isInternalPage: (anchor: HTMLAnchorElement) => string | null) {
  const done = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const observer =
    typeof IntersectionObserver === 'undefined' || saveData
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const anchor = entry.target as HTMLAnchorElement;
            if (entry.isIntersecting) {
              if (timers.has(anchor)) continue;
              timers.set(
                anchor,
                setTimeout(() => {
                  timers.delete(anchor);
                  observer?.unobserve(anchor);
                  const path = isInternalPage(anchor);
                  if (path && !done.has(path)) {
                    done.add(path);
                    prefetch(path);
                  }
                }, PREFETCH_DELAY_MS),
              );
            } else {
              clearTimeout(timers.get(anchor));
              timers.delete(anchor);
            }
          }
        }, PREFETCH_OBSERVER);

  function scan(root: ParentNode = document) {
    if (!observer) return;
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      const path = isInternalPage(a);
      // The page on screen needs no prefetch.
      if (path && path !== location.pathname && !done.has(path)) observer.observe(a);
    });
  }

  function stop() {
    observer?.disconnect();
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
  }

  return { scan, stop, done };
}
