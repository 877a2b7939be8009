/** Shared by the table of contents (first load) and the router's scrolling (navigation chunk): kept apart so the first load carries only this. */
/** Height above a heading that stays covered: the sticky header plus the breadcrumbs, and a little air. */
export function getScrollOffset(): number {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const crumbs = document.querySelector('.breadcrumbs')?.getBoundingClientRect().height ?? 0;
  return header + crumbs + 8;
}
