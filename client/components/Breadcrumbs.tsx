import { getVisibleCrumbs } from '../../core/breadcrumbs';
import type { Crumb } from '../../core/types';

/** Breadcrumb trail: nothing under two crumbs, links except the last, '>' separators. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const visible = getVisibleCrumbs(crumbs);
  if (visible.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Kruimelpad">
      <ol>
        {visible.map((crumb, i) => (
          <li key={crumb.path}>
            {i > 0 && (
              <span className="separator" aria-hidden="true">
                {'>'}
              </span>
            )}
            {i < visible.length - 1 ? <a href={crumb.path}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
