import { describe, expect, it } from 'vitest';
import { loadRealContent } from './load-content';
import { createRealSearch } from './real-search';
import { measureRelevance, RELEVANCE_SET } from './relevance-set';
import { measureSearchBytes, type SearchManifestFile } from '../../scripts/lib/search-bytes';
import { RELEVANCE_TABLE } from './relevance-table';

/** Search bytes until the first results at ~300 pages: 100 KB gzip in all, less the engine's JS chunk (≈17 KB). */
const INDEX_BUDGET_UNTIL_FIRST_RESULTS = 83_000;


describe('search bytes on the real tree', () => {
  it('the index a client needs until the first results of any relevance query stays within budget', () => {
    const { output } = loadRealContent();
    const value = (url: string) => output.values.find((v) => v.url === url)!.body;
    const manifest = JSON.parse(value('/flexsearch/manifest.json') as string) as SearchManifestFile;
    const bytes = measureSearchBytes(manifest, (name) => value(`/flexsearch/${name}.json`) as Uint8Array, RELEVANCE_SET.map((entry) => entry.query));
    expect(bytes.firstResults).toBeGreaterThan(bytes.ranking);
    expect(bytes.firstResults).toBeLessThanOrEqual(INDEX_BUDGET_UNTIL_FIRST_RESULTS);
  });
});

describe('search relevance on the real tree', () => {
  const engine = { search: createRealSearch() };

  it('has at least 200 queries', () => expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(200));

  it('finds the answer in the top 3 of the original table', () => {
    const original = RELEVANCE_TABLE.slice(0, 63);
    const figures = measureRelevance((query) => engine.search(query).map((h) => h.slug), original);
    expect(figures.misses.map((m) => m.query)).toEqual([]);
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
