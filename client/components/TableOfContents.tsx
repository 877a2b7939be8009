import { useCallback, useEffect, useRef, useState } from 'react';
import { getTocIndent } from '../../core/toc';
import type { TocAnchor } from '../../core/types';
import { getScrollOffset } from '../scroll-offset';

/** How long the heading named by the URL hash stays highlighted before the scroll spy takes over. */
const HASH_PRIORITY_MS = 1000;

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

/**
 * 'Op deze pagina': H2–H7 indented 2…12 units; highlights the hash's heading and the one in view. The
 * same list serves every width: beside the article on wide screens, a closed disclosure above it below 1100 px.
 * Its entries are plain '#anchor' links: the router makes the history entry and scrolls (smoothly,
 * below the sticky header), so Back returns to where the reader was.
 */
export function TableOfContents({ toc }: { toc: TocAnchor[] }) {
  const [active, setActive] = useState<string | null>(null);
  // Right after a hash is chosen the router's smooth scroll is still moving: the hash wins then.
  const hashSetAt = useRef(0);

  useEffect(() => {
    const fromHash = () => {
      hashSetAt.current = performance.now();
      setActive(decodeURIComponent(location.hash.slice(1)) || getHeadingInView(toc));
    };
    fromHash();
    let frame = 0;
    const onScroll = () => {
      if (location.hash && performance.now() - hashSetAt.current < HASH_PRIORITY_MS) return;
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

  // An event handler (never called while rendering): the time marks when the reader chose a heading.
  const choose = useCallback((anchor: string) => {
    hashSetAt.current = performance.now();
    setActive(anchor);
  }, []);

  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      {/* A disclosure closed by default, without script: below 1100 px it sits above the article (styles.css). */}
      <details>
        <summary>
          <h2 id="toc-title">Op deze pagina</h2>
        </summary>
        <ul>
          {toc.map((anchor) => (
            <li
              key={anchor.key}
              className={`toc-indent-${getTocIndent(anchor.heading_size)}`}
              data-indent={getTocIndent(anchor.heading_size)}
            >
              <a
                href={`#${anchor.anchor}`}
                className={active === anchor.anchor ? 'active' : undefined}
                aria-current={active === anchor.anchor ? 'location' : undefined}
                onClick={() => choose(anchor.anchor)}
              >
                {anchor.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
