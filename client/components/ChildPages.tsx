import type { PageLink } from '../../core/types';

/**
 * Under a section page's own text: its child pages in sidebar order, with their descriptions. The list
 * comes with the page data and is server-rendered, so it costs no request and shifts nothing.
 */
export function ChildPages({ pages }: { pages: PageLink[] }) {
  return (
    <nav className="child-pages" aria-labelledby="child-pages-title">
      <h2 id="child-pages-title">In dit onderdeel</h2>
      <ul>
        {pages.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.title}</a>
            {link.description && <span>{link.description}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
