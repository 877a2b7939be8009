/** The one route table: matching, building paths, keys, page resolution, and what derives from it (isApiPath, OpenAPI). */
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../core/insights/events';
import { linkKey, navKey, pageKey, wikiKey } from '../../core/kv-keys';
import { getPathOfSlug } from '../../core/paths';
import {
  API_PREFIXES,
  compileRoutePattern,
  getDataPath,
  getPageDataRoute,
  getRoutePath,
  isApiPath,
  matchPage,
  matchRoute,
  NOT_FOUND_DATA_URL,
  NOT_FOUND_PAGE,
  type Route,
  type RouteName,
  ROUTES,
  type StoredRoute,
  toPageMatch,
} from '../../core/route-table';
import { OPENAPI } from '../../worker/openapi';

const B = '0123456789ab';

describe('route table', () => {
  it.each([
    ['/assets/data/index.json', 'homeData', {}],
    ['/assets/data/uitleg/werkplaats/index.json', 'pageData', { path: 'uitleg/werkplaats' }],
    ['/assets/data/404/index.json', 'pageData', { path: '404' }],
    ['/wiki/x/OgC1rw.json', 'wiki', { tiny: 'OgC1rw' }],
    ['/link/2947874874.json', 'link', { id: '2947874874' }],
    ['/link/2947874874/detail.json', 'linkDetail', { id: '2947874874' }],
    ['/nav/0123456789ab.json', 'nav', { build: B }],
    ['/flexsearch/manifest.json', 'searchManifest', {}],
    ['/flexsearch/0123456789ab-index-0.json', 'searchChunk', { chunk: '0123456789ab-index-0' }],
    ['/flexsearch.json', 'searchWhole', {}],
    ['/images/apk-flow.svg', 'image', { image: 'apk-flow.svg' }],
    ['/sitemap.xml', 'sitemap', {}],
    ['/openapi.json', 'openapi', {}],
    ['/', 'home', {}],
    ['/detail/', 'homeDetail', {}],
    ['/uitleg/', 'doc', { doc: 'uitleg' }],
    ['/uitleg/werkplaats/apk/', 'doc', { doc: 'uitleg/werkplaats/apk' }],
    ['/uitleg/werkplaats/detail/', 'docDetail', { doc: 'uitleg/werkplaats' }],
    ['/wiki/x/OgC1rw/', 'wikiPage', { tiny: 'OgC1rw' }],
    ['/link/2947874874/detail/', 'linkDetailPage', { id: '2947874874' }],
    ['/404/', 'notFound', {}],
  ])('%s → %s %j', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it.each([
    '/link/-1.json',
    '/link/abc.json',
    '/wiki/x/AAAAAAAAAAAA.json',
    '/nav/latest.json',
    '/flexsearch/AAA.json',
    '/assets/data/UITLEG/index.json',
    '/assets/data//index.json',
    '/assets/data/uitleg/index.json/',
    '/images/x.png',
    '/uitleg/Hoofd/',
    '/uitleg/-x/',
    '/uitleg',
    '/onbekend/',
  ])('%s matches no route', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths from parameters and refuses a missing one', () => {
    expect(getRoutePath('linkDetail', { id: '7' })).toBe('/link/7/detail.json');
    expect(getRoutePath('pageData', { path: 'uitleg/x' })).toBe('/assets/data/uitleg/x/index.json');
    expect(getRoutePath('nav', { build: B })).toBe(`/nav/${B}.json`);
    expect(() => getRoutePath('wiki')).toThrow(/tiny/);
  });

  it('every built path matches its own route (round trip)', () => {
    const params = {
      path: 'uitleg/a-b/c',
      doc: 'uitleg/a-b/c',
      tiny: 'Zq_-9',
      id: '12',
      build: 'abcdefabcdef',
      chunk: 'abcdefabcdef-doc-3',
      image: 'a-b.svg',
    };
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(matchRoute(getRoutePath(name, params))?.name).toBe(name);
  });

  it('an unknown parameter in a pattern is an error', () => {
    expect(() => compileRoutePattern('/x/{nope}.json')).toThrow(/nope/);
  });

  it.each([
    ['homeData', {}, pageKey('/')],
    ['pageData', { path: 'uitleg/x' }, pageKey('/uitleg/x')],
    ['wiki', { tiny: 'OgC1rw' }, wikiKey('OgC1rw')],
    ['link', { id: '12' }, linkKey('12')],
    ['linkDetail', { id: '12' }, linkKey('12', true)],
    ['nav', { build: 'fedcbafedcba' }, navKey()],
  ] as const)('the route key of %s %j is its kv-keys key', (name, params, key) => {
    expect((ROUTES[name] as StoredRoute).key(params)).toBe(key);
  });
});

describe('pages', () => {
  it.each([
    ['/', 'doc', '/assets/data/index.json'],
    ['/detail/', 'doc', '/assets/data/index.json'],
    ['/uitleg/', 'doc', '/assets/data/uitleg/index.json'],
    ['/uitleg/werkplaats/', 'doc', '/assets/data/uitleg/werkplaats/index.json'],
    ['/uitleg/werkplaats/detail/', 'doc', '/assets/data/uitleg/werkplaats/index.json'],
    ['/uitleg/detailhandel/', 'doc', '/assets/data/uitleg/detailhandel/index.json'],
    ['/wiki/x/OgC1rw/', 'wiki', '/wiki/x/OgC1rw.json'],
    ['/link/2947874874/', 'link', '/link/2947874874.json'],
    ['/link/2947874874/detail/', 'link', '/link/2947874874/detail.json'],
    ['/404/', 'not-found', '/assets/data/404/index.json'],
    ['/onbekend/', 'not-found', '/assets/data/404/index.json'],
    ['/uitleg/Hoofd/', 'not-found', '/assets/data/404/index.json'],
    ['/uitleg/werkplaats', 'not-found', '/assets/data/404/index.json'],
    ['/assets/data/index.json', 'not-found', '/assets/data/404/index.json'],
  ])('%s → %s (%s)', (path, kind, dataUrl) => {
    expect(matchPage(path)).toMatchObject({ kind, dataUrl });
    expect(getDataPath(path)).toBe(dataUrl);
  });

  it('the not-found data URL is the 404 page data', () => expect(NOT_FOUND_DATA_URL).toBe('/assets/data/404/index.json'));

  it('every page route reads the key of its data route, whose page kind it shares', () => {
    for (const route of Object.values(ROUTES) as Route[]) {
      if (route.serve !== 'page') continue;
      const data: StoredRoute = ROUTES[route.data];
      expect(data.schema).toBe('PageData');
      if (route.page !== 'not-found') expect(data.page).toBe(route.page);
    }
  });

  it.each([
    ['/', '/', 'homeData', {}],
    ['/uitleg', '/uitleg/', 'pageData', { path: 'uitleg' }],
    ['/uitleg/werkplaats/apk', '/uitleg/werkplaats/apk/', 'pageData', { path: 'uitleg/werkplaats/apk' }],
  ])('slug %s: page %s (the slug → path rule lands on a doc route), data %s %j', (slug, path, name, params) => {
    expect(getPathOfSlug(slug)).toBe(path);
    expect(matchRoute(path)?.name).toBe(slug === '/' ? 'home' : 'doc');
    expect(getPageDataRoute(slug)).toEqual({ name, params });
    expect(matchPage(path).dataUrl).toBe(getRoutePath(name as RouteName, params));
  });
});

describe('what derives from the table', () => {
  it('the JSON route families are the fixed prefixes no page shares', () => {
    expect([...API_PREFIXES].sort()).toEqual(['/api/', '/assets/data/', '/flexsearch/', '/images/', '/nav/']);
  });

  it.each([
    ['/assets/data/uitleg/index.json', true],
    ['/assets/data/', true],
    ['/flexsearch/AAA.json', true],
    ['/nav/latest.json', true],
    ['/images/x.png', true],
    ['/link/-1.json', true],
    ['/wiki/x/AAAA.json', true],
    ['/openapi.json', true],
    ['/api/events', true],
    ['/api/unknown/', true],
    ['/wiki/x/OgC1rw/', false],
    ['/link/1/detail/', false],
    ['/uitleg/werkplaats/', false],
    ['/sitemap.xml', false],
    ['/', false],
  ])('isApiPath(%s) = %s', (path, api) => expect(isApiPath(path)).toBe(api));

  it('the OpenAPI document describes exactly the JSON routes of the table (and the events POST), with the same parameter patterns', () => {
    const json = (Object.values(ROUTES) as Route[]).filter((r) => 'schema' in r).map((r) => r.pattern);
    expect(Object.keys(OPENAPI.paths).sort()).toEqual([...json, EVENTS_PATH].sort());
    const paths = OPENAPI.paths as unknown as Record<string, { get: { parameters: unknown[] } }>;
    const wiki = paths[ROUTES.wiki.pattern]!.get.parameters[0] as { schema: { pattern: string } };
    expect(new RegExp(wiki.schema.pattern).test('OgC1rw')).toBe(true);
    expect(new RegExp(wiki.schema.pattern).test('OgC1rw.json')).toBe(false);
  });

  it('the events route of the table is the path the browser posts to', () => expect(getRoutePath('events')).toBe(EVENTS_PATH));
});

describe('toPageMatch', () => {
  it.each([
    '/',
    '/detail/',
    '/uitleg/',
    '/uitleg/werkplaats/detail/',
    '/wiki/x/OgC1rw/',
    '/link/12/',
    '/link/12/detail/',
    '/404/',
    '/onbekend/',
    '/flexsearch.json',
  ])('the page of an already matched route is the page matchPage resolves: %s', (path) => {
    expect(toPageMatch(matchRoute(path))).toEqual(matchPage(path));
  });

  it('no match, or a route that is no page, is the not-found page', () => {
    expect(toPageMatch(null)).toEqual(NOT_FOUND_PAGE);
    expect(toPageMatch({ name: 'sitemap', params: {} }).name).toBe('notFound');
    expect(NOT_FOUND_PAGE.dataUrl).toBe('/assets/data/404/index.json');
  });
});
