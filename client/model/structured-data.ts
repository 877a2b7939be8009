/** schema.org structured data for crawlers. */
import { getVisibleCrumbs } from './breadcrumbs';
import { serializeState } from './escape';
import type { Crumb } from './types';

/** BreadcrumbList JSON-LD (escaped for a script block), or null when no trail is shown. */
export function getBreadcrumbJsonLd(crumbs: Crumb[], origin: string): string | null {
  const visible = getVisibleCrumbs(crumbs);
  if (visible.length === 0) return null;
  return serializeState({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: visible.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  });
}
