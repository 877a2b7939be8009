/**
 * Prefetch of page data ~250 ms after a link scrolls into view (spec 9), once per path. Links that
 * appear later (a sidebar branch opened, search results, a new page) are picked up by a
 * MutationObserver that feeds them to the IntersectionObserver.
 */

/** Delay after a link becomes visible (spec 9). */
export const PREFETCH_DELAY_MS = 250;
/** IntersectionObserver options (spec 9). */
export const PREFETCH_OBSERVER = { rootMargin: '20px', threshold: 0.1 } as const;

/** Watches links and calls `prefetch(path)` once per path; `start` watches the document, `scan` a subtree. */
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

  function watch(anchor: HTMLAnchorElement) {
    const path = isInternalPage(anchor);
    // The page on screen needs no prefetch.
    if (path && path !== location.pathname && !done.has(path)) observer!.observe(anchor);
  }

  function scan(root: ParentNode = document) {
    if (!observer) return;
    if (root instanceof HTMLAnchorElement && root.hasAttribute('href')) watch(root);
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(watch);
  }

  // Added nodes are collected and scanned once per frame: a new page adds hundreds at once.
  let added: Node[] = [];
  let frame = 0;
  const mutations =
    observer && typeof MutationObserver !== 'undefined'
      ? new MutationObserver((records) => {
          for (const record of records) record.addedNodes.forEach((node) => node.nodeType === Node.ELEMENT_NODE && added.push(node));
          if (added.length === 0 || frame) return;
          frame = requestAnimationFrame(() => {
            frame = 0;
            const roots = added;
            added = [];
            // (Node, not Element: the Workers types give Element an incompatible append.)
            roots.forEach((root) => root.isConnected && scan(root as unknown as ParentNode));
          });
        })
      : null;

  function start() {
    scan();
    mutations?.observe(document.body, { childList: true, subtree: true });
  }

  function stop() {
    mutations?.disconnect();
    cancelAnimationFrame(frame);
    observer?.disconnect();
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
  }

  return { start, scan, stop, done };
}
