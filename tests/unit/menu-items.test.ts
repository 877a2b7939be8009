/** Menu items that are not pages (site.json `menu`): anchors and external links, checked and placed. */
import { describe, expect, it } from 'vitest';
import { BuildErrors } from '../../scripts/content/build-error';
import { assemble } from '../../scripts/content/2-assemble';
import { validate } from '../../scripts/content/1-validate';
import { buildContent } from '../../scripts/content/pipeline';
import type { NavItem } from '../../core/types';
import { input, SITE_JSON, validTree } from './build-fixtures';

/** site.json of the fixture with a `menu` list appended, one item per line (so errors have distinct lines). */
function siteWithMenu(items: unknown[]): string {
  const base = SITE_JSON.trimEnd().replace(/\}$/, '');
  return `${base.trimEnd()},\n  "menu": [\n${items.map((item) => `    ${JSON.stringify(item).replace(/,"/g, ', "').replace(/":/g, '": ')}`).join(',\n')}\n  ]\n}\n`;
}
/** The assembled site (its nav tree and pages) with these menu items. */
const build = (items: unknown[]) => {
  return assemble(validate({ ...input(validTree()), siteJson: siteWithMenu(items) }));
};
const errorsOf = (items: unknown[], siteJson = siteWithMenu(items)): string[] => {
  try {
    buildContent({ ...input(validTree()), siteJson });
    return [];
  } catch (error) {
    return (error as BuildErrors).errors.map((e) => e.message);
  }
};
const childrenOf = (nav: NavItem, path: string) =>
  nav.children!.find((c) => c.path === path)!.children!.map((c) => [c.name, c.element, c.external_link ?? null]);
/** Line of the n-th (0-based) menu item in the generated site.json. */
const lineOf = (items: unknown[], n: number) =>
  siteWithMenu(items)
    .split('\n')
    .findIndex(
      (l) => l.includes('"href"') && l.trim().startsWith('{') && l.includes(JSON.stringify((items[n] as { href?: string }).href ?? '')),
    ) + 1;

describe('site.json menu items', () => {
  it('places anchor and external items among the pages by order, last without one', () => {
    const site = build([
      { title: 'Banden: kop', href: '/uitleg/werkplaats/banden/#kop-van-banden' },
      { title: 'APK-kop', href: '#kop-van-apk', parent: '/uitleg/werkplaats/apk' },
      { title: 'RDW', href: 'https://www.rdw.nl/', parent: '/uitleg/werkplaats', order: 15 },
      { title: 'Autoflex.nl', href: 'https://www.autoflex.nl/' },
    ]);
    expect(childrenOf(site.nav, 'werkplaats')).toEqual([
      ['Banden', '102', null],
      ['RDW', 'https://www.rdw.nl/', 'https://www.rdw.nl/'],
      ['APK', '101', null],
    ]);
    const werkplaats = site.nav.children!.find((c) => c.path === 'werkplaats')!;
    expect(childrenOf(werkplaats, 'banden')).toEqual([['Banden: kop', '#kop-van-banden', null]]);
    expect(childrenOf(werkplaats, 'apk')).toEqual([['APK-kop', '#kop-van-apk', null]]);
    expect(site.nav.children!.at(-1)).toEqual({
      name: 'Autoflex.nl',
      path: '',
      element: 'https://www.autoflex.nl/',
      external_link: 'https://www.autoflex.nl/',
    });
    // Not pages: no breadcrumbs through them, and previous/next skip them.
    const apk = site.pages.find((p) => p.data.page.slug === '/uitleg/werkplaats/apk')!.data.page;
    expect(apk.prev?.path).toBe('/uitleg/werkplaats/banden/');
  });

  it.each([
    ['no title', [{ href: 'https://x.nl/' }], /'title' must be a non-empty string/],
    ['href not a string', [{ title: 'X', href: 3 }], /'href' must be a string/],
    ['relative href', [{ title: 'X', href: 'werkplaats/' }], /'href' must be a heading .* or an external "https:\/\/…" link/],
    ['page link (use the page itself)', [{ title: 'X', href: '/uitleg/werkplaats/' }], /'href' must be a heading/],
    ['unknown page', [{ title: 'X', href: '/uitleg/nee/#kop' }], /'\/uitleg\/nee' is not a page under \/uitleg/],
    ['unknown heading', [{ title: 'X', href: '/uitleg/werkplaats/apk/#nee' }], /page \/uitleg\/werkplaats\/apk has no heading '#nee'/],
    ['anchor without a page', [{ title: 'X', href: '#kop' }], /needs a 'parent'/],
    [
      'anchor under another page',
      [{ title: 'X', href: '/uitleg/werkplaats/apk/#kop-van-apk', parent: '/uitleg/basics' }],
      /sits under its own page/,
    ],
    ['unknown parent', [{ title: 'X', href: 'https://x.nl/', parent: '/uitleg/nee' }], /parent '\/uitleg\/nee' is not a page/],
    ['order not an integer', [{ title: 'X', href: 'https://x.nl/', order: 'eerst' }], /'order' must be an integer/],
  ])('%s is an error at its line in site.json', (_name, items, expected) => {
    const errors = errorsOf(items);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
    expect(errors[0]).toMatch(new RegExp(`^site\\.json:${lineOf(items, 0)}: `));
  });

  it('points each error at its own item', () => {
    const items = [
      { title: 'Goed', href: 'https://x.nl/' },
      { title: 'Fout', href: '/uitleg/werkplaats/apk/#nee' },
    ];
    expect(errorsOf(items)).toEqual([`site.json:${lineOf(items, 1)}: menu item 'Fout': page /uitleg/werkplaats/apk has no heading '#nee'`]);
  });

  it("'menu' must be a list", () => {
    const siteJson = siteWithMenu([]).replace('"menu": [\n\n  ]', '"menu": { "title": "X" }');
    expect(errorsOf([], siteJson)).toEqual([
      `site.json:${siteJson.split('\n').findIndex((l) => l.includes('"menu"')) + 1}: 'menu' must be a list of { title, href, parent?, order? }`,
    ]);
  });
});
