import { getTocIndent } from '../model/toc';
import type { TocAnchor } from '../model/types';

/** 'Op deze pagina': H2–H7 indented 2…12 units; the active anchor is highlighted. */
export function TableOfContents({ toc, active }: { toc: TocAnchor[]; active: string | null }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">Op deze pagina</h2>
      <ul>
        {toc.map((anchor) => (
          <li key={anchor.key} className={`toc-indent-${getTocIndent(anchor.heading_size)}`} data-indent={getTocIndent(anchor.heading_size)}>
            <a href={`#${anchor.anchor}`} className={active === anchor.anchor ? 'active' : undefined} aria-current={active === anchor.anchor ? 'location' : undefined}>
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
