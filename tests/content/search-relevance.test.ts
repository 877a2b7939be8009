import { describe, expect, it } from 'vitest';
import { loadRealContent } from '../../scripts/lib/real-content';
import { createRealSearch } from '../../scripts/lib/real-search';
import { FROZEN_SET_FILE, readDevelopmentSet, readQuerySet } from '../../scripts/lib/query-sets';
import { findMisses, measureRelevance, type RelevanceFigures } from '../../scripts/lib/relevance';
import { gunzipSync } from 'node:zlib';
import type { PageTable } from '../../core/search/page-table';
import { measureSearchBytes, type SearchManifestFile } from '../../scripts/lib/search-bytes';

/**
 * Search data a cold visit needs before the first results (issue 35), at the real tree: the manifest,
 * the first chunk and the description groups of the results of the worst development query, ranked
 * from the first chunk alone (what a visitor who types at once gets), gzip.
 */
const INDEX_BUDGET_UNTIL_FIRST_RESULTS = 15_000;
/**
 * What every visit loads by itself (issue 23): the manifest and every index chunk, the body included,
 * at the real tree's 322 pages; the result texts (stored documents, headings) come only for results shown.
 */
const INDEX_BUDGET_AUTO_LOADED = 100_000;

/**
 * The frozen set's targets (issue 35). Only aggregates are asserted and shown on failure: the frozen
 * set's queries and misses are never looked at while the engine changes (docs/search.md, Evaluation).
 */
const FROZEN_TARGETS = { hit1: 0.85, hit3: 0.97, mrr: 0.92, kindHit3: 0.9 } as const;
/**
 * What the test asserts: the engine does not reach the targets yet (84.2 % / 92.9 % / 0.889, everyday
 * 75 % hit@3 on 2026-11-28), so this is what it reaches, rounded down: no change may make it worse.
 * Raise it to FROZEN_TARGETS as the engine gets there.
 */
const FROZEN_ASSERTED: { [K in keyof typeof FROZEN_TARGETS]: number } = { hit1: 0.84, hit3: 0.92, mrr: 0.88, kindHit3: 0.75 };

/**
 * The development set's figures per kind before issue 35 (scripts/relevance.ts, rounded down): no figure
 * may fall below them. 'phrase' was called 'fact' then. One exception: phrase hit@3 was 1, but the
 * content pass of issue 36 removed the PF prefix from the proformafactuur page (an unsourced default),
 * so 'voorvoegsel PF' names nothing the content says any more; its floor is 36 of 37 (0.972).
 */
const DEVELOPMENT_FLOORS: Record<string, Omit<RelevanceFigures, 'queries'>> = {
  keyword: { hit1: 0.839, hit3: 0.988, mrr: 0.914 },
  question: { hit1: 0.8, hit3: 0.975, mrr: 0.874 },
  typo: { hit1: 0.95, hit3: 0.99, mrr: 0.966 },
  prefix: { hit1: 0.97, hit3: 1, mrr: 0.985 },
  inflection: { hit1: 0.911, hit3: 1, mrr: 0.951 },
  phrase: { hit1: 0.837, hit3: 0.972, mrr: 0.918 },
  short: { hit1: 0.983, hit3: 1, mrr: 0.991 },
  everyday: { hit1: 0.781, hit3: 0.921, mrr: 0.848 },
  situation: { hit1: 0.727, hit3: 0.909, mrr: 0.818 },
  gibberish: { hit1: 1, hit3: 1, mrr: 1 },
  all: { hit1: 0.871, hit3: 0.975, mrr: 0.921 },
};

/** The first part the build ships: the page table, with the synonyms. */
async function getFirstPart(): Promise<PageTable> {
  const { output } = await loadRealContent();
  const value = output.values.find((v) => /\/flexsearch\/.*-index-first-\d+\.json$/.test(v.url ?? ''))!;
  return (JSON.parse(gunzipSync(value.body as Uint8Array).toString('utf8')) as { data: PageTable }).data;
}

const development = readDevelopmentSet();

describe('search bytes on the real tree', () => {
  it('the index a client needs until the first results of any relevance query stays within budget', async () => {
    const { output } = await loadRealContent();
    const value = (url: string) => output.values.find((v) => v.url === url)!.body;
    const manifest = JSON.parse(value('/flexsearch/manifest.json') as string) as SearchManifestFile;
    const bytes = measureSearchBytes(
      manifest,
      (name) => value(`/flexsearch/${name}.json`) as Uint8Array,
      development.map((entry) => entry.q),
    );
    expect(bytes.firstResults).toBeGreaterThan(bytes.ranking);
    expect(bytes.firstResults).toBeLessThanOrEqual(INDEX_BUDGET_UNTIL_FIRST_RESULTS);
  });

  it('the index a visit loads by itself stays within 100 KB gzip at the real tree (about 320 pages)', async () => {
    const { output } = await loadRealContent();
    const value = (url: string) => output.values.find((v) => v.url === url)!.body;
    const manifest = JSON.parse(value('/flexsearch/manifest.json') as string) as SearchManifestFile;
    expect(output.pages.length).toBeGreaterThanOrEqual(300);
    const bytes = measureSearchBytes(manifest, (name) => value(`/flexsearch/${name}.json`) as Uint8Array, []);
    expect(bytes.autoLoaded).toBeLessThanOrEqual(INDEX_BUDGET_AUTO_LOADED);
  });
});

const engine = { search: await createRealSearch() };
const slugs = (query: string) => engine.search(query).map((h) => h.slug);

describe('search relevance on the development set', () => {
  const figures = measureRelevance(slugs, development);
  const byKind = new Map([...figures.perKind, ['all', figures.all]]);
  const misses = findMisses(slugs, development);

  it.each(Object.keys(DEVELOPMENT_FLOORS))('%s: no figure below the one before issue 35', (kind) => {
    const floor = DEVELOPMENT_FLOORS[kind]!;
    const got = byKind.get(kind)!;
    const ofKind = misses.filter((m) => kind === 'all' || m.query.kind === kind).map((m) => m.query.q);
    expect(
      { hit1: got.hit1 >= floor.hit1, hit3: got.hit3 >= floor.hit3, mrr: got.mrr >= floor.mrr },
      `${JSON.stringify(got)}; misses: ${ofKind.join(' | ')}`,
    ).toEqual({
      hit1: true,
      hit3: true,
      mrr: true,
    });
  });

  it('never shows an empty list for a query that has an answer (only gibberish gets none)', () => {
    expect(figures.empty).toBe(0);
  });
});

const frozen = readQuerySet(FROZEN_SET_FILE);

describe.skipIf(frozen === null)('search relevance on the frozen set (aggregates only)', () => {
  const figures = measureRelevance(slugs, frozen ?? []);

  it(`hit@1 ≥ ${FROZEN_ASSERTED.hit1}, hit@3 ≥ ${FROZEN_ASSERTED.hit3}, MRR ≥ ${FROZEN_ASSERTED.mrr} (targets ${FROZEN_TARGETS.hit1}, ${FROZEN_TARGETS.hit3}, ${FROZEN_TARGETS.mrr})`, () => {
    expect.soft(figures.all.hit1, 'frozen set hit@1').toBeGreaterThanOrEqual(FROZEN_ASSERTED.hit1);
    expect.soft(figures.all.hit3, 'frozen set hit@3').toBeGreaterThanOrEqual(FROZEN_ASSERTED.hit3);
    expect.soft(figures.all.mrr, 'frozen set MRR').toBeGreaterThanOrEqual(FROZEN_ASSERTED.mrr);
  });

  it(`no kind below ${FROZEN_ASSERTED.kindHit3} hit@3 (target ${FROZEN_TARGETS.kindHit3})`, () => {
    const low = figures.perKind.filter(([, f]) => f.hit3 < FROZEN_ASSERTED.kindHit3).map(([kind, f]) => `${kind} ${f.hit3.toFixed(3)}`);
    expect(low).toEqual([]);
  });

  it('no empty list for a query that has an answer', () => {
    expect(figures.empty).toBe(0);
  });
});

describe('search behaviour on the real tree', () => {
  it('ships at least 40 synonyms (content/synonyms.yml and the abbreviations the pages define), each target in the tree', async () => {
    const table = await getFirstPart();
    expect(table.synonyms.length).toBeGreaterThanOrEqual(40);
  });

  it('shows at most 8 results and nothing below 3 characters', () => {
    expect(engine.search('de').length).toBe(0);
    expect(engine.search('en').length).toBe(0);
    expect(engine.search('autoflex').length).toBeLessThanOrEqual(8);
  });

  it('a title match outranks a body-only match', () => {
    const hits = engine.search('helpdesk');
    expect(hits[0]!.title.toLowerCase()).toMatch(/helpdesk|bel met ons/);
  });
});
