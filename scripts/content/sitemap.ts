/** /sitemap.xml: every documentation page (not detail, wiki or link variants), built once per build. */
import { escapeHtml } from '../../core/escape';
import { getPathOfSlug } from '../../core/paths';

/** The sitemap XML for page slugs ('/' or '/uitleg/...') under the site origin. */
export function getSitemapXml(origin: string, slugs: string[]): string {
  const urls = [...slugs]
    .sort()
    .map((slug) => `<url><loc>${escapeHtml(`${origin}${getPathOfSlug(slug)}`)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
