/**
 * Stage 3 of 3: an assembled site becomes the public files and their KV entries: page data (with
 * the wiki and link variants), images, the sitemap, the search index and the shell. Nothing here can
 * fail: synonyms.yml arrives parsed and checked by stage 1.
 */
import { imageKey, sitemapKey } from '../../client/model/kv-keys';
import { encodeTinyLink } from '../../client/model/tiny-link';
import type { AssembledSite } from './2-assemble';
import { emitPageValues, emitShellValues, type EmittedValue, toKvEntries } from './emit';
import type { BuildOutput } from './pipeline';
import { emitSearchValues, toSearchSections, toSearchSource } from './search-index';
import { getSitemapXml } from './sitemap';
import { getMenuOrder } from './related';

/** Writes out an assembled site; `pages` in the output leaves out the not-found page, as search and the sitemap do. */
export function emit(site: AssembledSite): BuildOutput {
  const { buildId } = site;
  const values: EmittedValue[] = [];
  for (const { data } of site.pages) {
    const { id, slug } = data.page;
    // Only the /uitleg pages are reachable by id (/wiki/x/, /link/); the home and not-found pages are not.
    values.push(...emitPageValues(buildId, data, data.context.notFound || slug === '/' ? null : encodeTinyLink(id)));
  }
  const pages = site.pages.filter((p) => !p.data.context.notFound);
  for (const image of site.images) {
    values.push({ url: `/images/${image.path}`, key: imageKey(buildId, image.path), body: image.text, type: 'image/svg+xml' });
  }
  values.push({ url: '/sitemap.xml', key: sitemapKey(buildId), body: getSitemapXml(site.shell.site.origin, pages.map((p) => p.data.page.slug)), type: 'application/xml; charset=utf-8' });
  const ticket = site.shell.site.headerLinks.find((link) => /ticket/i.test(link.label));
  values.push(
    ...emitSearchValues(buildId, pages.map((p) => toSearchSource(p.data, p.text, p.aliases)), site.synonyms, new Map(pages.map((p) => [p.data.page.id, toSearchSections(p.data)])), {
      menuOrder: getMenuOrder(site.nav),
      help: ticket ? [ticket.label, ticket.href] : null,
    }),
  );
  values.push(...emitShellValues(buildId, site.shell, site.nav));
  return { buildId, values, kv: toKvEntries(values), stats: { pages: site.pages.length, words: site.words, values: values.length }, pages, warnings: site.warnings };
}
