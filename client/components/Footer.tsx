import type { SiteConfig } from '../../core/types';
import { SiteLinks } from './SiteLinks';

/** Footer: the header's three links, disclaimer and privacy, address, version and build date. */
export function Footer({ site }: { site: SiteConfig }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Voettekst">
        <SiteLinks links={[...site.headerLinks, ...site.footerLinks]} />
      </nav>
      <address>
        {site.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {/* A site without site.json has no version or build date: no empty 'Versie ·' line. */}
      {(site.version || site.buildDate) && (
        <p className="version">{[site.version && `Versie ${site.version}`, site.buildDate].filter(Boolean).join(' · ')}</p>
      )}
    </footer>
  );
}
