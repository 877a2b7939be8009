import { type MouseEvent, useEffect, useState } from 'react';
import { getTocIndent } from '../model/toc';
import type { TocAnchor } from '../model/types';

/** How long the heading named by the URL hash stays highlighted before the scroll spy takes over. */
const HASH_PRIORITY_MS = 1000;

/** Height above a heading that stays covered: the sticky header plus the breadcrumbs. */
function getScrollOffset(): number {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const crumbs = document.querySelector('.breadcrumbs')?.getBoundingClientRect().height ?? 0;
  return header + crumbs + 8;
}

/** The heading currently at the top of the reading area (scroll spy). */
function getHeadingInView(toc: TocAnchor[]): string | null {
  const offset = getScrollOffset() + 16;
  let active: string | null = null;
  for (const anchor of toc) {
    const element = document.getElementById(anchor.anchor);
    if (element && element.getBoundingClientRect().top <= offset) active = anchor.anchor;
  }
  return active;
}

/** 'Op deze pagina': H2–H7 indented 2…12 units; highlights the hash's heading and the one in view. */
export function TableOfContents({ toc }: { toc: TocAnchor[] }) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    // Right after a hash is set the browser (or our smooth scroll) is still moving: the hash wins then.
    let hashSetAt = 0;
    const fromHash = () => {
      hashSetAt = performance.now();
      setActive(decodeURIComponent(location.hash.slice(1)) || getHeadingInView(toc));
    };
    fromHash();
    let frame = 0;
    const onScroll = () => {
      if (location.hash && performance.now() - hashSetAt < HASH_PRIORITY_MS) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const inView = getHeadingInView(toc);
        if (inView) setActive(inView);
      });
    };
    addEventListener('hashchange', fromHash);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('hashchange', fromHash);
      removeEventListener('scroll', onScroll);
    };
  }, [toc]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const element = document.getElementById(anchor);
    if (!element) return;
    event.preventDefault();
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: element.getBoundingClientRect().top + scrollY - getScrollOffset(), behavior: smooth ? 'smooth' : 'auto' });
    history.pushState(history.state, '', `#${anchor}`);
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    setActive(anchor);
  };

  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">Op deze pagina</h2>
      <ul>
        {toc.map((anchor) => (
          <li key={anchor.key} className={`toc-indent-${getTocIndent(anchor.heading_size)}`} data-indent={getTocIndent(anchor.heading_size)}>
            <a
              href={`#${anchor.anchor}`}
              className={active === anchor.anchor ? 'active' : undefined}
              aria-current={active === anchor.anchor ? 'location' : undefined}
              onClick={(event) => choose(event, anchor.anchor)}
            >
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
