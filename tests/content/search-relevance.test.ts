import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';
import { loadRealContent } from './load-content';

/** Dutch queries a garage would type, and the page that must be in the top 3 (real content tree). */
export const RELEVANCE_TABLE: [string, string][] = [
  ['werkorder', '/uitleg/werkplaats/werkorders-offertes-facturen'],
  ['werkorders', '/uitleg/werkplaats/werkorders-offertes-facturen'],
  ['werkord', '/uitleg/werkplaats/werkorders-offertes-facturen'],
  ['planbord', '/uitleg/werkplaats/planning-werkplaats-v2'],
  ['leenauto reserveren', '/uitleg/werkplaats/planning-huur-en-leenvoertuigen'],
  ['apk vervaldatum', '/uitleg/werkplaats/apk-raadplegen'],
  ['banden opslaan', '/uitleg/werkplaats/bandenhotel'],
  ['factuur', '/uitleg/facturen'],
  ['facturen', '/uitleg/facturen'],
  ['factu', '/uitleg/facturen'],
  ['creditfactuur', '/uitleg/facturen/creditfactuur'],
  ['betaling registreren', '/uitleg/facturen/betalingen-registreren'],
  ['aanmaning', '/uitleg/facturen/herinneringen-en-aanmaningen'],
  ['eigenaar wijzigen', '/uitleg/voertuigen/eigenaarswissel'],
  ['inventarisatie', '/uitleg/onderdelen/inventarisatie'],
  ['grootboek', '/uitleg/boekhouding/grootboek'],
  ['btw-aangifte', '/uitleg/boekhouding'],
  ['kenteken', '/uitleg/voertuigen/voertuig-aanmaken'],
  ['kentekens', '/uitleg/voertuigen/voertuig-aanmaken'],
  ['kenteken scannen', '/uitleg/autoflex-app/module-voertuig/kenteken-scannen'],
  ['inruil', '/uitleg/in-verkoop-voertuig'],
  ['voertuig inkopen', '/uitleg/in-verkoop-voertuig'],
  ['onderdeel', '/uitleg/onderdelen'],
  ['onderdelen bestellen', '/uitleg/onderdelen'],
  ['relatie', '/uitleg/relaties'],
  ['contactpersonen', '/uitleg/relaties'],
  ['vestigingen', '/uitleg/multi-vestiging'],
  ['rechten', '/uitleg/overig'],
  ['release notes', '/uitleg/overig'],
  ['mobiele app', '/uitleg/autoflex-app'],
  ['instructievideo', '/uitleg/instructievideos'],
  ["video's planbord", '/uitleg/instructievideos/video-planbord'],
  ['ticket', '/uitleg/basics/ticket-aanmaken'],
  ['helpdesk bellen', '/uitleg/basics/helpdesk'],
  ['scannen', '/uitleg/document-beheer'],
  ['kengetallen', '/uitleg/bedrijfsmonitor-module'],
  ['productiviteit', '/uitleg/bedrijfsmonitor-module'],
  ['grossier', '/uitleg/koppelingen/grossierskoppelingen'],
  ['beheerder', '/uitleg/instellingen'],
  ['categorieën', '/uitleg/document-beheer'],
  ['categorieen', '/uitleg/document-beheer'],
  ['BEDRIJFSMONITOR', '/uitleg/bedrijfsmonitor-module'],
];

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
