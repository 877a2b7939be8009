/**
 * Stage 3 of 3: an assembled site becomes the public files and their KV entries: page data (with
 * the wiki and link variants), images, the sitemap, the search index and the shell, each the value of
 * its route in the route table (route-values.ts). Nothing here can fail: synonyms.yml arrives parsed
 * and checked by stage 1.
 */
import { encodeTinyLink } from '../../client/model/tiny-link';
import type { PageData } from '../../client/model/types';
import type { AssembledSite } from './2-assemble';
import { emitClaimsValue, emitPageValues, emitShellValues, type EmittedValue, routeValue, toKvEntries } from './route-values';
import type { BuildOutput } from './pipeline';
import { emitSearchValues, toSearchSections, toSearchSource } from './search-index';
import { getSitemapXml } from './sitemap';
import { getMenuOrder } from './related';

/** A page's values: its data, and the wiki and link variants of the /uitleg pages. */
export function emitPageOf(buildId: string, data: PageData): EmittedValue[] {
  const { id, slug } = data.page;
  // Only the /uitleg pages are reachable by id (the wiki and link routes); the home and not-found pages are not.
  return emitPageValues(buildId, data, data.context.template === 'not-found' || slug === '/' ? null : encodeTinyLink(id));
}

/** The value of one image beside or under content/images. */
export const emitImageOf = (buildId: string, image: { path: string; text: string }): EmittedValue =>
  routeValue(buildId, 'image', { image: image.path }, image.text, 'image/svg+xml');

/** The slow, tree-wide values of a site: the sitemap and the search index (the dev server makes them off its thread). */
export function emitFinishValues(site: AssembledSite): EmittedValue[] {
  const { buildId } = site;
  const pages = site.pages.filter((p) => p.data.context.template !== 'not-found');
  const sitemap = getSitemapXml(
    site.shell.site.origin,
    pages.map((p) => p.data.page.slug),
  );
  const ticket = site.shell.site.headerLinks.find((link) => /ticket/i.test(link.label));
  return [
    routeValue(buildId, 'sitemap', {}, sitemap, 'application/xml; charset=utf-8'),
    ...emitSearchValues(
      buildId,
      pages.map((p) => toSearchSource(p.data, p.text, p.aliases)),
      site.synonyms,
      new Map(pages.map((p) => [p.data.page.id, toSearchSections(p.data)])),
      {
        menuOrder: getMenuOrder(site.nav),
        help: ticket ? [ticket.label, ticket.href] : null,
      },
    ),
  ];
}

/** Writes out an assembled site; `pages` in the output leaves out the not-found page, as search and the sitemap do. */
export function emit(site: AssembledSite): BuildOutput {
  const { buildId } = site;
  const values: EmittedValue[] = site.pages.flatMap(({ data }) => emitPageOf(buildId, data));
  const pages = site.pages.filter((p) => p.data.context.template !== 'not-found');
  values.push(...site.images.map((image) => emitImageOf(buildId, image)));
  values.push(...emitFinishValues(site));
  values.push(...emitShellValues(buildId, site.shell, site.nav), emitClaimsValue(buildId, site.claims));
  return {
    buildId,
    values,
    kv: toKvEntries(values),
    stats: { pages: site.pages.length, words: site.words, values: values.length },
    pages,
    claims: site.claims,
    warnings: site.warnings,
  };
}
