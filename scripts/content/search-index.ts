/** Part of stage 3 (3-emit.ts): the FlexSearch index, exported in parts, gzip-compressed once here and stored compressed. */
import { gzipSync } from 'fflate';
import { getChunkName } from '../../core/search/chunk-names';
import { createRegistry, type ExportedPart, getPartKind, packPart, type PackedPart } from '../../core/search/part-codec';
import { createSearchDocument, getPartField, type SearchSource } from '../../core/search/search-document';
import { getDocGroups, packPageTable, SECTION_GROUPS } from '../../core/search/page-table';
import type { PageData } from '../../core/types';
import { type EmittedValue, jsonRouteValue, routeValue } from './route-values';
import { getAllSynonyms, getSearchStats, type SearchSiteInfo } from './search-stats';
import type { SearchSection, Synonyms } from '../../core/search/postings';
import { encodeDutchStems } from '../../core/search/dutch';

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
 * Builds and exports the index (issue 35), packed (part-codec), in the order a visit loads it:
 * - the first part (page-table.ts): registry, titles, places, labels, aliases, synonyms: enough to rank
 *   on the title, slug, label and alias fields and to show every result but its description;
 * - the statistics (document frequencies, suggestions), then the description and headings postings;
 * - the body postings;
 * and the result texts: the descriptions per DOC_GROUP_SIZE pages in slug order (page-table.ts
 * getDocGroups), then the headings per SECTION_GROUPS of those groups.
 * `synonyms` are content/synonyms.yml as stage 1 parsed and checked them.
 */
export function exportSearchIndex(
  sources: SearchSource[],
  synonyms: Synonyms = [],
  sections: Map<string, SearchSection[]> = new Map(),
  site: SearchSiteInfo = {},
): { index: PackedPart[]; docs: PackedPart[] } {
  const registry = createRegistry(sources.map((s) => s.id));
  const byId = new Map(sources.map((s) => [s.id, s]));
  const ordered = registry.map((id) => byId.get(id)!);
  const document = createSearchDocument();
  for (const source of ordered) document.add(source);
  const exported: ExportedPart[] = [];
  void document.export((key: string, data: string) => {
    exported.push({ key, data });
  });
  const first: PackedPart = {
    key: 'first',
    data: packPageTable(
      ordered.map((s) => ({ id: s.id, title: s.title, slug: s.slug, labels: parseLabels(s.labels), aliases: s.aliases, path: s.path })),
      getAllSynonyms(ordered, synonyms),
    ),
  };
  // The statistics travel with the second parts, so results weigh words by rarity before the body is in.
  const stats: PackedPart = { key: 'stats', data: getSearchStats(ordered, site) };
  // Which pages repeat a term in their body (a page about a thing names it again and again).
  const repeated = getRepeatedTerms(ordered.map((s) => s.body));
  const repeats = (term: string, position: number) => repeated[position]!.has(term);
  const maps = exported
    .filter((p) => getPartKind(p.key) === 'map')
    .map((part) => packPart(part, registry, getPartField(part.key) === 'body' ? repeats : undefined));
  const order = (key: string) => ['description', 'headings', 'body'].indexOf(key.split('.')[0]!);
  const groups = getDocGroups(ordered.map((s) => s.slug));
  const groupCount = Math.max(0, ...groups.map((g) => g + 1));
  const inGroups = <T>(count: number, groupOf: (position: number) => number, value: (s: SearchSource) => T): T[][] => {
    const out: T[][] = Array.from({ length: count }, () => []);
    const bySlug = ordered.map((s, position) => ({ s, position })).sort((a, b) => (a.s.slug < b.s.slug ? -1 : a.s.slug > b.s.slug ? 1 : 0));
    for (const { s, position } of bySlug) out[groupOf(position)]!.push(value(s));
    return out;
  };
  const docs: PackedPart[] = inGroups(
    groupCount,
    (p) => groups[p]!,
    (s) => s.description,
  ).map((data, g) => ({ key: `${g}.doc`, data }));
  const sectionParts: PackedPart[] = inGroups(
    Math.ceil(groupCount / SECTION_GROUPS),
    (p) => Math.floor(groups[p]! / SECTION_GROUPS),
    (s) => sections.get(s.id) ?? [],
  ).map((data, g) => ({ key: `${g}.sec`, data }));
  return { index: [first, stats, ...maps.sort((a, b) => order(a.key) - order(b.key))], docs: [...docs, ...sectionParts] };
}

/**
 * A page repeats a term from this many mentions in its body on: a page about a thing names it again and
 * again, one that mentions it in passing once or twice. Marking twice as well would cost about as many
 * bytes again for little: three mentions is where BM25's term frequency has given most of its weight.
 */
export const REPEAT_MIN = 3;

/** Per body, the terms (as the body is indexed: stems) it holds at least REPEAT_MIN times. */
export function getRepeatedTerms(bodies: string[]): Set<string>[] {
  return bodies.map((body) => {
    const counts = new Map<string, number>();
    for (const term of encodeDutchStems(body)) counts.set(term, (counts.get(term) ?? 0) + 1);
    return new Set([...counts].filter(([, count]) => count >= REPEAT_MIN).map(([term]) => term));
  });
}

/** Labels as the source holds them (JSON-encoded); tolerant of bad data. */
function parseLabels(labels: string): string[] {
  try {
    const value: unknown = JSON.parse(labels);
    return Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/** Values for the manifest, one compressed chunk per part, and the whole index for non-chunked use. */
export function emitSearchValues(
  build: string,
  sources: SearchSource[],
  synonyms: Synonyms = [],
  sections: Map<string, SearchSection[]> = new Map(),
  site: SearchSiteInfo = {},
): EmittedValue[] {
  const { index, docs } = exportSearchIndex(sources, synonyms, sections, site);
  const values: EmittedValue[] = [];
  // Chunk names carry the build (immutable) and the field, so the client can defer the body.
  const name = (list: 'index' | 'docs', part: PackedPart, position: number) =>
    getChunkName({ build, list, field: getPartField(part.key), position });
  const manifest: SearchManifest = { index: index.map((p, i) => name('index', p, i)), docs: docs.map((p, i) => name('docs', p, i)) };
  const chunk = (chunkName: string, part: PackedPart) => routeValue('searchChunk', { chunk: chunkName }, gzipJson(part));
  index.forEach((part, i) => values.push(chunk(manifest.index[i]!, part)));
  docs.forEach((part, i) => values.push(chunk(manifest.docs[i]!, part)));
  values.push(jsonRouteValue('searchManifest', {}, manifest));
  values.push(routeValue('searchWhole', {}, gzipJson({ index, docs })));
  return values;
}
