import type { SiteLink } from '../../core/types';

/** Header/footer link list; other hosts open in a new tab. */
export function SiteLinks({ links }: { links: SiteLink[] }) {
  return (
    <>
      {links.map((link) => {
        const external = /^https?:/.test(link.href);
        return (
          <a key={link.href} className="site-link" href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </a>
        );
      })}
    </>
  );
}
