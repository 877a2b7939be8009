/** The router's scrolling (spec 2, Scrolling and Table of contents); nothing else in the client scrolls the window. */
import type { ScrollTarget } from './router';
import { getScrollOffset } from '../scroll-offset';

/** The element a hash names ('#stap-1' → #stap-1), or null. */
export function getHashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to a saved position, a hash target (below the sticky header, then focused so keyboard and
 * screen reader follow), or the top with main focused. Smooth only for a jump the visitor asked for
 * within the page, and never under reduced motion.
 */
export function applyScroll(scroll: ScrollTarget, smooth = false): void {
  const behavior: ScrollBehavior = smooth && !matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'instant';
  if (scroll.kind === 'saved') {
    window.scrollTo({ left: scroll.position.x, top: scroll.position.y, behavior: 'instant' });
    return;
  }
  const target = scroll.kind === 'hash' ? getHashTarget(scroll.hash) : null;
  if (target) {
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - getScrollOffset(), behavior });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    return;
  }
  window.scrollTo({ top: 0, behavior });
  document.getElementById('main')?.focus({ preventScroll: true });
}
