import { type ReactNode, useEffect, useState } from 'react';
import type { NavItem, PageData, SiteConfig } from '../../core/types';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { TableOfContents } from './TableOfContents';

interface FullLayoutProps {
  data: PageData;
  nav: NavItem;
  site: SiteConfig;
  path: string;
  onNeedFullNav: () => void;
  children: ReactNode;
}

/** Full layout: header, sidebar, breadcrumbs, page, 'Op deze pagina', footer (spec 2, Layouts). */
export function FullLayout({ data, nav, site, path, onNeedFullNav, children }: FullLayoutProps) {
  // The sidebar is open for the page it was opened on: it closes on every route change by itself
  // (spec 4: a boolean, closed at start), without an effect resetting it after the render.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sidebarOpen = openOn === path;
  const setSidebarOpen = (open: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof open === 'function' ? open(current === path) : open) ? path : null));

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      document.querySelector<HTMLButtonElement>('.hamburger')?.focus();
    };
    addEventListener('keydown', onKey);
    document.querySelector<HTMLElement>('#sidebar a')?.focus();
    return () => removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  return (
    <div className={`layout-full${sidebarOpen ? ' sidebar-open' : ''}`}>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <Header site={site} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
      <div className="body">
        <Sidebar nav={nav} currentPath={path} open={sidebarOpen} onNeedFullNav={onNeedFullNav} />
        {sidebarOpen && <div className="scrim" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
        {/* Before main: below 1100 px 'Op deze pagina' stands above the article, and reading order follows. */}
        <aside className="toc-column">
          <TableOfContents key={path} toc={data.page.toc} />
        </aside>
        <main id="main" tabIndex={-1}>
          <Breadcrumbs crumbs={data.page.breadcrumbs} />
          {children}
        </main>
      </div>
      <Footer site={site} />
    </div>
  );
}
