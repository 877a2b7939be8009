/**
 * The keyboard over the search results' options (spec 2, Search box): ArrowDown and ArrowUp move the
 * highlight and wrap around; Enter opens the highlighted option. Escape is the input's own: it needs no
 * results, so it works before the results code has arrived.
 */

/** What a key does with `count` options and option `active` highlighted (-1: none); null when it does nothing. */
export function getOptionKeyAction(key: string, active: number, count: number): { move: number } | { open: number } | null {
  if (active < 0 || count === 0) return null;
  if (key === 'ArrowDown') return { move: (active + 1) % count };
  if (key === 'ArrowUp') return { move: (active - 1 + count) % count };
  return key === 'Enter' ? { open: active } : null;
}
