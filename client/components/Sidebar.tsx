import { useState } from 'react';
import { getChildHref, isGroupOpenByDefault } from '../../core/nav';
import type { NavItem } from '../../core/types';

/** Open/closed choices the visitor made, by group href; they outlive a swap of the nav tree. */
type Toggles = Record<string, boolean>;

interface ItemProps {
  item: NavItem;
  href: string;
  depth: number;
  currentPath: string;
  toggles: Toggles;
  onToggle: (href: string, open: boolean, needsChildren: boolean) => void;
}

/** One tree item: a link, plus a toggle when it is a group. */
function SidebarItem({ item, href, depth, currentPath, toggles, onToggle }: ItemProps) {
  const isGroup = item.children !== undefined;
  const open = isGroup && (toggles[href] ?? isGroupOpenByDefault(href, depth, currentPath));
  const current = href === currentPath;
  const external = Boolean(item.external_link);
  const needsChildren = item.children?.length === 0;
  const listId = `nav-${item.element}`;
  return (
    <li className={isGroup ? 'group' : undefined}>
      <div className={`item${current ? ' current' : ''}`}>
        <a
          href={href}
          aria-current={current ? 'page' : undefined}
          onClick={isGroup ? () => onToggle(href, true, needsChildren) : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.name}
        </a>
        {isGroup && (
          <button
            type="button"
            className="toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${item.name} ${open ? 'inklappen' : 'uitklappen'}`}
            onClick={() => onToggle(href, !open, needsChildren)}
          >
            <span aria-hidden="true" />
          </button>
        )}
      </div>
      {open && !needsChildren && (
        <ul id={listId}>
          {item.children!.map((child) => (
            <SidebarItem
              key={child.element}
              item={child}
              href={getChildHref(href, child)}
              depth={depth + 1}
              currentPath={currentPath}
              toggles={toggles}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The page tree menu (spec 2, Sidebar menu); asks for the full tree when a group not yet sent is opened. */
export function Sidebar({
  nav,
  currentPath,
  open,
  onNeedFullNav,
}: {
  nav: NavItem;
  currentPath: string;
  open: boolean;
  onNeedFullNav: () => void;
}) {
  const [toggles, setToggles] = useState<Toggles>({});
  const onToggle = (href: string, next: boolean, needsChildren: boolean) => {
    setToggles((t) => ({ ...t, [href]: next }));
    if (next && needsChildren) onNeedFullNav();
  };
  return (
    <nav id="sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Onderwerpen">
      <ul>
        <SidebarItem item={nav} href={`/${nav.path}/`} depth={0} currentPath={currentPath} toggles={toggles} onToggle={onToggle} />
      </ul>
    </nav>
  );
}
