/** Links on a detail page stay inside the product's frame: detail variants, or a new tab. */
import { describe, expect, it } from 'vitest';
import { getDetailPath, getFramedHref, getFramedHtml, getFramedPageData } from '../../core/framed-links';
import type { PageData } from '../../core/types';

describe('getDetailPath', () => {
  it.each([
    ['/', '/detail/'],
    ['/uitleg/', '/uitleg/detail/'],
    ['/uitleg', '/uitleg/detail/'],
    ['/uitleg/werkplaats/apk/', '/uitleg/werkplaats/apk/detail/'],
    ['/uitleg/werkplaats/detail/', '/uitleg/werkplaats/detail/'],
    ['/detail/', '/detail/'],
    ['/link/2064466/', '/link/2064466/detail/'],
    ['/link/2064466/detail/', '/link/2064466/detail/'],
    ['/uitleg/detailhandel/', '/uitleg/detailhandel/detail/'],
    // No detail variant: tiny links, the not-found page, files, other paths.
    ['/wiki/x/AbC/', null],
    ['/404/', null],
    ['/images/apk-flow.svg', null],
    ['/uitleg/Hoofdletters/', null],
    ['/beheer/', null],
  ])('%s → %s', (path, detail) => expect(getDetailPath(path)).toBe(detail));
});

describe('getFramedHref', () => {
  it.each([
    ['#stap-1', '#stap-1', false],
    ['', '', false],
    ['/uitleg/facturen/', '/uitleg/facturen/detail/', false],
    ['/uitleg/facturen/#btw', '/uitleg/facturen/detail/#btw', false],
    ['/uitleg/facturen/?q=1#btw', '/uitleg/facturen/detail/?q=1#btw', false],
    ['/uitleg/facturen/detail/#btw', '/uitleg/facturen/detail/#btw', false],
    ['/', '/detail/', false],
    ['/link/42/', '/link/42/detail/', false],
    ['/wiki/x/Kg/', '/wiki/x/Kg/', true],
    ['/images/apk-flow.svg', '/images/apk-flow.svg', true],
    ['https://www.rdw.nl/', 'https://www.rdw.nl/', true],
    ['//evil.example/x', '//evil.example/x', true],
    ['relatief/', 'relatief/', true],
    ['mailto:support@example.nl', 'mailto:support@example.nl', false],
    ['tel:+31201234567', 'tel:+31201234567', false],
  ])('%s → %s (new tab: %s)', (href, framed, newTab) => expect(getFramedHref(href)).toEqual({ href: framed, newTab }));
});

describe('getFramedHtml', () => {
  it.each([
    ['<a href="/uitleg/x/">X</a>', '<a href="/uitleg/x/detail/">X</a>'],
    ['<a class="heading-anchor" href="#kop" aria-label="Link">#</a>', '<a class="heading-anchor" href="#kop" aria-label="Link">#</a>'],
    [
      '<a href="https://www.rdw.nl/" target="_blank" rel="noopener noreferrer">RDW</a>',
      '<a href="https://www.rdw.nl/" target="_blank" rel="noopener noreferrer">RDW</a>',
    ],
    ['<a href="/wiki/x/Kg/">W</a>', '<a href="/wiki/x/Kg/" target="_blank" rel="noopener">W</a>'],
    [
      '<a href="/images/s.svg"><img src="/images/s.svg" alt=""></a>',
      '<a href="/images/s.svg" target="_blank" rel="noopener"><img src="/images/s.svg" alt=""></a>',
    ],
    ['<a href="mailto:a@b.nl?subject=x&#x26;body=y">m</a>', '<a href="mailto:a@b.nl?subject=x&#x26;body=y">m</a>'],
    [
      '<p>Zie <a href="/uitleg/a/#b">a</a> en <abbr title="x">x</abbr> <a href="/">home</a></p>',
      '<p>Zie <a href="/uitleg/a/detail/#b">a</a> en <abbr title="x">x</abbr> <a href="/detail/">home</a></p>',
    ],
  ])('%s', (html, framed) => expect(getFramedHtml(html)).toBe(framed));
});

describe('getFramedPageData', () => {
  const link = (path: string) => ({ title: path, path, description: '' });
  const data = {
    hash: 'h',
    context: { template: 'doc', canonical: '/uitleg/a/' },
    page: {
      id: '1',
      title: 'A',
      space: 'S',
      slug: '/uitleg/a',
      description: '',
      labels: [],
      toc: [],
      html: '<a href="/uitleg/b/">b</a>',
      breadcrumbs: [{ name: 'Uitleg', path: '/uitleg/' }],
      related: [link('/uitleg/c/')],
      children: [link('/uitleg/a/d/')],
      prev: link('/uitleg/e/'),
      next: link('/uitleg/f/'),
    },
  } satisfies PageData;
  it('maps every link the bare layout shows, and nothing else', () => {
    const framed = getFramedPageData(data);
    expect(framed.page.html).toBe('<a href="/uitleg/b/detail/">b</a>');
    expect(framed.page.related.map((l) => l.path)).toEqual(['/uitleg/c/detail/']);
    expect(framed.page.children!.map((l) => l.path)).toEqual(['/uitleg/a/d/detail/']);
    expect([framed.page.prev!.path, framed.page.next!.path]).toEqual(['/uitleg/e/detail/', '/uitleg/f/detail/']);
    expect(framed.page.breadcrumbs).toEqual(data.page.breadcrumbs);
    expect(framed.context).toEqual(data.context);
    // The input is not changed: the loader's cache keeps the page's own data.
    expect(data.page.html).toBe('<a href="/uitleg/b/">b</a>');
  });
});
