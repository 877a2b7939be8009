import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { NavItem, PageData, SiteConfig } from '../model/types';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { TableOfContents } from './TableOfContents';

/** Full layout: header, sidebar, breadcrumbs, page, 'Op deze pagina', footer (spec 2, Layouts). */
export function FullLayout({ data, nav, site, path, children }: { data: PageData; nav: NavItem; site: SiteConfig; path: string; children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [fullNav, setFullNav] = useState<NavItem | null>(null);
  const [activeAnchor, setActiveAnchor] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setActiveAnchor(decodeURIComponent(location.hash.slice(1)) || null);
    update();
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  const loadFullNav = useCallback(() => {
    if (fullNav) return;
    fetch(`/nav/${data.hash}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<NavItem>) : null))
      .then((tree) => tree && setFullNav(tree))
      .catch(() => undefined);
  }, [fullNav, data.hash]);

  return (
    <div className={`layout-full${sidebarOpen ? ' sidebar-open' : ''}`}>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <Header site={site} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
      <div className="body">
        <Sidebar nav={fullNav ?? nav} currentPath={path} open={sidebarOpen} onNeedFullNav={loadFullNav} />
        {sidebarOpen && <div className="scrim" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
        <main id="main" tabIndex={-1}>
          <Breadcrumbs crumbs={data.page.breadcrumbs} />
          {children}
        </main>
        <aside className="toc-column">
          <TableOfContents toc={data.page.toc} active={activeAnchor} />
        </aside>
      </div>
      <Footer site={site} />
    </div>
  );
}
