/** The JSON route table: matching, building paths, and the OpenAPI document reading the same table. */
import { EVENTS_PATH } from '../../client/model/insights/events';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, compileApiTemplate, getApiPath, matchApiRoute } from '../../client/model/api-routes';
import { OPENAPI } from '../../worker/openapi';

describe('JSON route table', () => {
  it.each([
    ['/assets/data/index.json', 'homeData', {}],
    ['/assets/data/uitleg/werkplaats/index.json', 'pageData', { path: 'uitleg/werkplaats' }],
    ['/assets/data/404/index.json', 'pageData', { path: '404' }],
    ['/wiki/x/OgC1rw.json', 'wiki', { tiny: 'OgC1rw' }],
    ['/link/2947874874.json', 'link', { id: '2947874874' }],
    ['/link/2947874874/detail.json', 'linkDetail', { id: '2947874874' }],
    ['/nav/0123456789ab.json', 'nav', { build: '0123456789ab' }],
    ['/flexsearch/manifest.json', 'searchManifest', {}],
    ['/flexsearch/0123456789ab-index-0.json', 'searchChunk', { chunk: '0123456789ab-index-0' }],
    ['/flexsearch.json', 'searchWhole', {}],
  ])('%s → %s %j', (path, name, params) => {
    expect(matchApiRoute(path)).toEqual({ name, params });
  });

  it.each(['/link/-1.json', '/link/abc.json', '/wiki/x/AAAAAAAAAAAA.json', '/nav/latest.json', '/flexsearch/AAA.json', '/assets/data/UITLEG/index.json', '/assets/data//index.json', '/assets/data/uitleg/index.json/', '/uitleg/'])('%s matches no route', (path) => {
    expect(matchApiRoute(path)).toBeNull();
  });

  it('builds paths from parameters and refuses a missing one', () => {
    expect(getApiPath('linkDetail', { id: '7' })).toBe('/link/7/detail.json');
    expect(getApiPath('pageData', { path: 'uitleg/x' })).toBe('/assets/data/uitleg/x/index.json');
    expect(() => getApiPath('wiki')).toThrow(/tiny/);
  });

  it('every built path matches its own route (round trip)', () => {
    const params = { path: 'uitleg/a-b/c', tiny: 'Zq_-9', id: '12', build: 'abcdefabcdef', chunk: 'abcdefabcdef-doc-3' };
    for (const name of Object.keys(API_ROUTES) as (keyof typeof API_ROUTES)[]) expect(matchApiRoute(getApiPath(name, params))?.name).toBe(name);
  });

  it('an unknown parameter in a template is an error', () => {
    expect(() => compileApiTemplate('/x/{nope}.json')).toThrow(/nope/);
  });

  it('the OpenAPI document describes exactly the routes of the table (and the events POST), with the same parameter patterns', () => {
    expect(Object.keys(OPENAPI.paths).sort()).toEqual([...Object.values(API_ROUTES), EVENTS_PATH].sort());
    const wiki = OPENAPI.paths[API_ROUTES.wiki].get.parameters[0] as { schema: { pattern: string } };
    expect(new RegExp(wiki.schema.pattern).test('OgC1rw')).toBe(true);
    expect(new RegExp(wiki.schema.pattern).test('OgC1rw.json')).toBe(false);
  });
});
