import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';
import { loadRealContent } from './load-content';
import { measureSearchBytes, type SearchManifestFile } from '../../scripts/lib/search-bytes';
import { RELEVANCE_TABLE } from './relevance-table';

/** Search bytes until the first results at ~300 pages: 100 KB gzip in all, less the engine's JS chunk (≈17 KB). */
const INDEX_BUDGET_UNTIL_FIRST_RESULTS = 83_000;


function engineOfRealContent() {
  const { output } = loadRealContent();
  const parts = output.values
    .filter((v) => v.url.startsWith('/flexsearch/') && !v.url.endsWith('manifest.json'))
    .map((v) => JSON.parse(gunzipSync(v.body as Uint8Array).toString('utf8')) as SearchPart);
  const engine = createSearchEngine(parts);
  // Every chunk is in, so a query never waits for stored documents.
  return {
    search: (term: string) => {
      const hits = engine.search(term);
      if (hits === null) throw new Error(`'${term}' waits for document chunks although all are loaded`);
      return hits;
    },
  };
}

describe('search bytes on the real tree', () => {
  it('the index a client needs until the first results of any relevance query stays within budget', () => {
    const { output } = loadRealContent();
    const value = (url: string) => output.values.find((v) => v.url === url)!.body;
    const manifest = JSON.parse(value('/flexsearch/manifest.json') as string) as SearchManifestFile;
    const bytes = measureSearchBytes(manifest, (name) => value(`/flexsearch/${name}.json`) as Uint8Array, RELEVANCE_TABLE.map(([q]) => q));
    expect(bytes.firstResults).toBeGreaterThan(bytes.ranking);
    expect(bytes.firstResults).toBeLessThanOrEqual(INDEX_BUDGET_UNTIL_FIRST_RESULTS);
  });
});

describe('search relevance on the real tree', () => {
  const engine = engineOfRealContent();

  it('has at least 25 queries', () => expect(RELEVANCE_TABLE.length).toBeGreaterThanOrEqual(25));

  it.each(RELEVANCE_TABLE)('%s → %s in the top 3', (query, slug) => {
    const top3 = engine.search(query).slice(0, 3).map((h) => h.slug);
    expect(top3).toContain(slug);
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
