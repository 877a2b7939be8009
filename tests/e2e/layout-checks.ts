/**
 * The rules every layout must keep at every width (issue 34), checked in the page with whole-element
 * geometry: one call measures everything for the width on screen and returns what breaks, so a sweep
 * costs one round trip per width. Runs inside the browser: it must stay self-contained.
 */

/** What the page on screen breaks; empty when the layout holds. */
export function findLayoutProblems(): string[] {
  const SEARCH_BOX_MIN_PX = 160;
  /** Off-screen on purpose until focused. */
  const OFF_SCREEN_BY_DESIGN = '.skip-link:not(:focus)';
  /** The only things that may scroll sideways: in their own labelled, focusable frame (a table, a diagram). */
  const SCROLL_FRAMES = '.table-scroll, .diagram';
  /** Buttons and button-like links: their whole label must show. */
  const LABELS = 'button, .site-link, .share-bar a, .prev-next a, .toc summary, .chip';
  /** Every control of the header that the reader may need. */
  const HEADER_CONTROLS = '.site-header .hamburger, .site-header .logo, .site-header .search input, .site-header .site-link';

  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const height = innerHeight;
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const px = (n: number) => Math.round(n);
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && el.getClientRects().length > 0;
  const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5 && r.top >= -0.5 && r.bottom <= height + 0.5;

  if (root.scrollWidth > width) problems.push(`the page scrolls sideways by ${root.scrollWidth - width} px`);

  // Every element on screen lies within the screen's width. Whatever scrolls or cuts sideways must be an
  // allowed frame, and what lies inside one may extend past the screen. Hidden subtrees are skipped, and
  // the style is read only where something overflows: the check runs at every width of a sweep.
  const visit = (el: Element) => {
    if (!shown(el)) return;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5) && !el.matches(OFF_SCREEN_BY_DESIGN)) {
      problems.push(`${name(el)} spans ${px(r.left)}–${px(r.right)} px, outside 0–${width}`);
    }
    // A text field scrolls its own text; its width is checked below.
    if (el.scrollWidth > el.clientWidth + 1 && !el.matches('input, textarea') && getComputedStyle(el).overflowX !== 'visible') {
      const labelled = el.matches(SCROLL_FRAMES) && el.hasAttribute('aria-label') && (el as HTMLElement).tabIndex >= 0;
      if (!labelled) problems.push(`${name(el)} cuts or scrolls its content sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
      return;
    }
    for (const child of el.children) visit(child);
  };
  visit(document.body);

  const controls = [...document.querySelectorAll(HEADER_CONTROLS)].filter(shown);
  for (const [i, el] of controls.entries()) {
    const r = el.getBoundingClientRect();
    if (!inside(r)) problems.push(`header control ${name(el)} is off-screen: ${px(r.left)}–${px(r.right)} × ${px(r.top)}–${px(r.bottom)}`);
    for (const other of controls.slice(i + 1)) {
      const o = other.getBoundingClientRect();
      const overlapX = Math.min(r.right, o.right) - Math.max(r.left, o.left);
      const overlapY = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`header controls ${name(el)} and ${name(other)} overlap`);
    }
  }

  const input = document.querySelector('.site-header .search input');
  if (input && shown(input)) {
    const w = input.getBoundingClientRect().width;
    if (w < SEARCH_BOX_MIN_PX) problems.push(`the search box is ${px(w)} px wide (< ${SEARCH_BOX_MIN_PX})`);
  }

  const panel = document.querySelector('.search-panel');
  if (panel && shown(panel)) {
    const r = panel.getBoundingClientRect();
    if (!inside(r))
      problems.push(`the results panel spans ${px(r.left)}–${px(r.right)} × ${px(r.top)}–${px(r.bottom)}, outside ${width} × ${height}`);
  }

  for (const el of document.querySelectorAll(LABELS)) {
    if (!shown(el) || el.clientWidth === 0) continue;
    if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1) {
      problems.push(`the label of ${name(el)} is cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
  }

  // The open phone menu: the header's buttons above the page tree, each whole, none under the tree.
  const menu = document.querySelector('.sidebar-open .header-links');
  const tree = document.querySelector('.sidebar.open');
  if (menu && tree && shown(menu) && shown(tree)) {
    const t = tree.getBoundingClientRect();
    for (const link of menu.querySelectorAll('.site-link')) {
      const r = link.getBoundingClientRect();
      if (!inside(r)) problems.push(`menu button ${name(link)} is off-screen`);
      if (r.bottom > t.top + 0.5) problems.push(`menu button ${name(link)} runs under the page tree (${px(r.bottom)} > ${px(t.top)})`);
    }
    // Under them the tree shows at least its first entry; the rest scrolls inside it.
    const entry = tree.querySelector('.item');
    if (entry && !inside(entry.getBoundingClientRect())) problems.push(`the open page tree shows none of its entries (top ${px(t.top)})`);
  }
  return problems;
}
