/** schema.org structured data for crawlers. */
import { getVisibleCrumbs } from './breadcrumbs';
import { serializeState } from './escape';
import type { Crumb, PageData, SiteConfig } from './types';

/** BreadcrumbList JSON-LD (escaped for a script block), or null when no trail is shown. */
export function getBreadcrumbJsonLd(crumbs: Crumb[], origin: string): string | null {
  const visible = getVisibleCrumbs(crumbs);
  if (visible.length === 0) return null;
  return serializeState({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: visible.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  });
}

/** Article JSON-LD for documentation articles (not home, not the not-found page), escaped for a script block. */
export function getArticleJsonLd(data: PageData, site: SiteConfig): string | null {
  if (data.context.template !== 'doc' || !data.page.slug.startsWith('/uitleg')) return null;
  return serializeState({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.page.title,
    description: data.page.description,
    inLanguage: 'nl',
    mainEntityOfPage: `${site.origin}${data.context.canonical}`,
    keywords: data.page.labels.join(', '),
    ...(data.page.updated ? { dateModified: data.page.updated } : {}),
    author: { '@type': 'Organization', name: site.productName },
    publisher: { '@type': 'Organization', name: site.company },
  });
}
