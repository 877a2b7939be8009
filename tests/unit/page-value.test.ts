import { describe, expect, it } from 'vitest';
import { toServedPageBody, toServedPageEtag, toStoredPageBody, type ServedTemplate } from '../../core/page-value';
import type { PageData } from '../../core/types';

const B = '0123456789ab';
const page = (template: PageData['context']['template'], extra: Partial<PageData['page']> = {}): PageData => ({
  hash: 'ffffffffffff',
  context: { template, canonical: '/uitleg/x/' },
  page: {
    id: '7',
    title: 'X "quoted" <b> \u2028',
    space: 'UITLEG',
    slug: '/uitleg/x',
    description: 'Een pagina.',
    labels: [],
    html: '<p>{"hash":"nep"}</p>',
    toc: [],
    breadcrumbs: [],
    related: [],
    ...extra,
  },
});

describe('page data stored once, served per build and route', () => {
  it.each<[string, PageData, ServedTemplate]>([
    ['a doc page as it is', page('doc'), null],
    ['a doc page at its wiki route', page('doc'), 'wiki'],
    ['a doc page at its link route', page('doc'), 'link'],
    ['the not-found page', page('not-found'), null],
    ['a page with every optional field', page('doc', { parent_page: '2', updated: '2026-01-01', children: [] }), 'link'],
  ])('%s: byte for byte the JSON the build assembled', (_, data, template) => {
    const stored = toStoredPageBody(data);
    expect(stored).not.toContain('"hash"');
    const expected = { ...data, hash: B, ...(template ? { context: { ...data.context, template } } : {}) };
    expect(toServedPageBody(stored, B, template)).toBe(JSON.stringify(expected));
  });

  it('a stored value of another shape is served by value, the same bytes', () => {
    const stored = JSON.stringify({ page: page('doc').page, context: page('doc').context });
    const served = JSON.parse(toServedPageBody(stored, B, 'wiki')) as PageData;
    expect(served.hash).toBe(B);
    expect(served.context.template).toBe('wiki');
    expect(Object.keys(served)[0]).toBe('hash');
  });

  it.each([
    ['"abc"', null, `"abc.${B}"`],
    ['"abc"', 'wiki', `"abc.${B}.wiki"`],
    ['"abc"', 'link', `"abc.${B}.link"`],
    ['', 'wiki', ''],
    ['W/"abc"', null, ''],
  ] as const)(
    'the validator of %s served as %s is %s: it changes with the value, the build and the template',
    (etag, template, expected) => {
      expect(toServedPageEtag(etag, B, template)).toBe(expected);
    },
  );
});
