/** Stage 6: the FlexSearch index, exported in parts, gzip-compressed once here and stored compressed. */
import { gzipSync } from 'fflate';
import { getChunkName } from '../../client/model/search/chunk-names';
import {
  createRegistry,
  DOCS_PER_CHUNK,
  type ExportedPart,
  packPart,
  type PackedPart,
  splitDocParts,
} from '../../client/model/search/part-codec';
import { createSearchDocument, getPartField, type SearchSource } from '../../client/model/search/search-document';
import type { PageData } from '../../client/model/types';
import { type EmittedValue, jsonRouteValue, routeValue } from './route-values';
import { getSearchStats, type SearchSiteInfo } from './search-stats';
import type { SearchSection, SearchStats } from '../../client/model/search/postings';

/** The manifest (spec 3): chunk names of the index and of the document store. */
export interface SearchManifest {
  index: string[];
  docs: string[];
}

/** Compresses deterministically (no timestamp), at the highest level: done once per build. */
export function gzipJson(value: unknown): Uint8Array {
  return gzipSync(new TextEncoder().encode(JSON.stringify(value)), { level: 9, mtime: 0 });
}

/** What search reads of a page besides its place in the tree. */
export type SearchablePage = Pick<PageData['page'], 'id' | 'title' | 'slug' | 'description' | 'labels'>;

/** The search source of a page's fields; `path` (its parents' titles) is empty before the tree is assembled. */
export function getSearchSource(
  page: SearchablePage,
  text: string,
  aliases: string[] = [],
  path = '',
  headings: string[] = [],
): SearchSource {
  const { id, title, slug, description, labels } = page;
  return {
    id,
    title,
    slug,
    description,
    labels: JSON.stringify(labels),
    body: text,
    path,
    aliases: aliases.join(' | '),
    headings: headings.join(' | '),
  };
}

/** The search source of a page: its parents' titles below 'Uitleg' make its path. */
export function toSearchSource(data: PageData, text: string, aliases: string[] = []): SearchSource {
  return getSearchSource(
    data.page,
    text,
    aliases,
    data.page.breadcrumbs
      .slice(1, -1)
      .map((crumb) => crumb.name)
      .join(' › '),
    toSearchSections(data).map(([, title]) => title),
  );
}

/** The H2/H3 headings of a page, for section results: [anchor, title]. */
export function toSearchSections(data: PageData): SearchSection[] {
  return data.page.toc.filter((t) => t.heading_size <= 3).map((t) => [t.anchor, t.title]);
}

/**
 * Builds and exports the index, packed (part-codec): the index parts (statistics, registry, the fields'
 * postings sorted by key), and the result texts in chunk order: the document store, then the headings,
 * one part each per DOCS_PER_CHUNK pages. `synonyms` are content/synonyms.yml as stage 1 parsed and checked them.
 */
export function exportSearchIndex(
  sources: SearchSource[],
  synonyms: SearchStats['synonyms'] = [],
  sections: Map<string, SearchSection[]> = new Map(),
  site: SearchSiteInfo = {},
): { index: PackedPart[]; docs: PackedPart[] } {
  const registry = createRegistry(sources.map((s) => s.id));
  const document = createSearchDocument();
  const byId = new Map(sources.map((s) => [s.id, s]));
  for (const id of registry) document.add(byId.get(id)!);
  const exported: ExportedPart[] = [];
  void document.export((key: string, data: string) => {
    exported.push({ key, data });
  });
  const isDoc = (part: ExportedPart) => part.key.endsWith('.doc');
  const index = exported.filter((p) => !isDoc(p)).map((part) => packPart(part, registry));
  const docs = splitDocParts(exported.filter(isDoc), registry).map((part) => packPart(part, registry));
  // The statistics travel as one more ranking part, so the first results already weigh words by rarity.
  const stats: PackedPart = {
    key: 'stats',
    data: getSearchStats(
      registry.map((id) => byId.get(id)!),
      synonyms,
      site,
    ),
  };
  // Headings per page, one part per document chunk: fetched with the stored documents of the results shown.
  const sectionParts: PackedPart[] = docs.map((_, i) => ({
    key: `${i}.sec`,
    data: registry.slice(i * DOCS_PER_CHUNK, (i + 1) * DOCS_PER_CHUNK).map((id) => sections.get(id) ?? []),
  }));
  return { index: [stats, ...index.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))], docs: [...docs, ...sectionParts] };
}

/** Values for the manifest, one compressed chunk per part, and the whole index for non-chunked use. */
export function emitSearchValues(
  build: string,
  sources: SearchSource[],
  synonyms: SearchStats['synonyms'] = [],
  sections: Map<string, SearchSection[]> = new Map(),
  site: SearchSiteInfo = {},
): EmittedValue[] {
  const { index, docs } = exportSearchIndex(sources, synonyms, sections, site);
  const values: EmittedValue[] = [];
  // Chunk names carry the build (immutable) and the field, so the client can defer the body.
  const name = (list: 'index' | 'docs', part: PackedPart, position: number) =>
    getChunkName({ build, list, field: getPartField(part.key), position });
  const manifest: SearchManifest = { index: index.map((p, i) => name('index', p, i)), docs: docs.map((p, i) => name('docs', p, i)) };
  const chunk = (chunkName: string, part: PackedPart) => routeValue(build, 'searchChunk', { chunk: chunkName }, gzipJson(part));
  index.forEach((part, i) => values.push(chunk(manifest.index[i]!, part)));
  docs.forEach((part, i) => values.push(chunk(manifest.docs[i]!, part)));
  values.push(jsonRouteValue(build, 'searchManifest', {}, manifest));
  values.push(routeValue(build, 'searchWhole', {}, gzipJson({ index, docs })));
  return values;
}
