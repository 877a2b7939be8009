import type { SiteConfig } from '../../core/types';
import { SearchBox } from './SearchBox';
import { SiteLinks } from './SiteLinks';

/** Site header: logo to '/', search slot, the three buttons, the sidebar toggle on small screens. */
export function Header({ site, sidebarOpen, onToggleSidebar }: { site: SiteConfig; sidebarOpen: boolean; onToggleSidebar: () => void }) {
  return (
    <header className="site-header">
      <button
        type="button"
        className="hamburger"
        aria-label={sidebarOpen ? 'Menu sluiten' : 'Menu openen'}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true" />
      </button>
      <a className="logo" href="/" aria-label={`${site.documentationName} - home`}>
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>{site.documentationName}</span>
      </a>
      <div className="search-slot">
        <SearchBox />
      </div>
      <nav className="header-links" aria-label="Hulp">
        <SiteLinks links={site.headerLinks} />
      </nav>
    </header>
  );
}
