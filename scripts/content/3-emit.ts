/**
 * Stage 3 of 3: an assembled site becomes the public files and their KV entries: page data (stored once,
 * served by the wiki and link routes too), images, the sitemap, the search index and the shell, each
 * the value of its route in the route table (route-values.ts), then stored by digest with the build's
 * manifest (content-address.ts). Nothing here can fail: synonyms.yml arrives parsed and checked by stage 1.
 */
import type { PageData } from '../../core/types';
import type { AssembledSite } from './2-assemble';
import { addressValues, toManifestEntry } from './content-address';
import { emitClaimsValue, emitPageValue, emitShellValues, type EmittedValue, routeValue } from './route-values';
import type { BuildOutput } from './pipeline';
import { emitSearchValues, toSearchSections, toSearchSource } from './search-index';
import { getSitemapXml } from './sitemap';
import { getMenuOrder } from './related';

/** A page's value: its data, which the wiki and link routes of the /uitleg pages serve too. */
export function emitPageOf(data: PageData): EmittedValue {
  // Only the /uitleg pages are reachable by id (the wiki and link routes); the home and not-found pages are not.
  return emitPageValue(data, data.context.template !== 'not-found' && data.page.slug !== '/');
}

/** The value of one image beside or under content/images. */
export const emitImageOf = (image: { path: string; text: string }): EmittedValue =>
  routeValue('image', { image: image.path }, image.text, 'image/svg+xml');

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
    routeValue('sitemap', {}, sitemap, 'application/xml; charset=utf-8'),
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
  // The search index first: its working memory is freed before every page's JSON is made (peak memory at 10,000 pages).
  const finish = emitFinishValues(site);
  const values: EmittedValue[] = site.pages.map(({ data }) => emitPageOf(data));
  const pages = site.pages.filter((p) => p.data.context.template !== 'not-found');
  values.push(...site.images.map(emitImageOf));
  values.push(...finish);
  values.push(...emitShellValues(buildId, site.shell, site.nav), emitClaimsValue(site.claims));
  const { entries, manifest } = addressValues(buildId, values);
  return {
    buildId,
    values,
    kv: [...entries, toManifestEntry(manifest)],
    manifest,
    stats: { pages: site.pages.length, words: site.words, values: entries.length },
    pages,
    claims: site.claims,
    warnings: site.warnings,
  };
}
