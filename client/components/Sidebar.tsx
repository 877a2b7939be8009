import { useState } from 'react';
import { getChildHref, isGroupOpenByDefault } from '../model/nav';
import type { NavItem } from '../model/types';

interface ItemProps {
  item: NavItem;
  href: string;
  depth: number;
  currentPath: string;
  /** Asks for the full tree when a group whose children were not sent is opened. */
  onNeedFullNav: () => void;
}

/** One tree item: a link, plus a toggle when it is a group. */
function SidebarItem({ item, href, depth, currentPath, onNeedFullNav }: ItemProps) {
  const isGroup = item.children !== undefined;
  const [open, setOpen] = useState(() => isGroup && isGroupOpenByDefault(href, depth, currentPath));
  const current = href === currentPath;
  const external = Boolean(item.external_link);
  const openGroup = (next: boolean) => {
    setOpen(next);
    if (next && item.children?.length === 0) onNeedFullNav();
  };
  const listId = `nav-${item.element}`;
  return (
    <li className={isGroup ? 'group' : undefined}>
      <div className={`item${current ? ' current' : ''}`}>
        <a
          href={href}
          aria-current={current ? 'page' : undefined}
          onClick={isGroup ? () => openGroup(true) : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.name}
        </a>
        {isGroup && (
          <button type="button" className="toggle" aria-expanded={open} aria-controls={listId} aria-label={`${item.name} ${open ? 'inklappen' : 'uitklappen'}`} onClick={() => openGroup(!open)}>
            <span aria-hidden="true" />
          </button>
        )}
      </div>
      {isGroup && open && (item.children?.length ?? 0) > 0 && (
        <ul id={listId}>
          {item.children!.map((child) => (
            <SidebarItem key={child.element} item={child} href={getChildHref(href, child)} depth={depth + 1} currentPath={currentPath} onNeedFullNav={onNeedFullNav} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The page tree menu (spec 2, Sidebar menu). */
export function Sidebar({ nav, currentPath, open, onNeedFullNav }: { nav: NavItem; currentPath: string; open: boolean; onNeedFullNav: () => void }) {
  return (
    <nav id="sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Onderwerpen">
      <ul>
        <SidebarItem item={nav} href={`/${nav.path}/`} depth={0} currentPath={currentPath} onNeedFullNav={onNeedFullNav} />
      </ul>
    </nav>
  );
}
