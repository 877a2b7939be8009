import { describe, expect, it } from 'vitest';
import { linkKey, manifestKey, pageKey, shellKey, VALUE_PREFIX, wikiKey } from '../../core/kv-keys';
import type { NavItem, PageData, ShellData } from '../../core/types';
import { getValueDigest } from '../../scripts/content/digest';
import { buildContent } from '../../scripts/content/pipeline';
import { createMemoryKv } from '../../scripts/lib/memory-kv';
import { createContentStore } from '../../worker/content-store';
import { input, page, validTree } from './build-fixtures';

const build = () => buildContent(input(validTree()));
const valueAt = (url: string) => {
  const value = build().values.find((v) => v.url === url);
  if (!value) throw new Error(`no value at ${url}`);
  return JSON.parse(value.body as string) as unknown;
};

describe('content build output', () => {
  it('is deterministic: same content, byte-identical KV and the same build id', () => {
    const a = build();
    const b = buildContent(input([...validTree()].reverse()));
    expect(b.buildId).toBe(a.buildId);
    expect(JSON.stringify(b.kv)).toBe(JSON.stringify(a.kv));
  });

  it('a content change gives a new build id', () => {
    const changed = validTree().map((f) => (f.path === 'uitleg/werkplaats/apk.md' ? { ...f, text: `${f.text}\nExtra zin.\n` } : f));
    expect(buildContent(input(changed)).buildId).not.toBe(build().buildId);
  });

  it('stores every value once, sorted, under the digest of its type and bytes (its ETag too), and the manifest last', () => {
    const { buildId, kv, manifest } = build();
    const values = kv.slice(0, -1);
    expect(kv.at(-1)!.key).toBe(manifestKey(buildId));
    expect(values.map((e) => e.key)).toEqual([...new Set(values.map((e) => e.key))].sort());
    for (const e of values) {
      const digest = getValueDigest(e.base64 ? Buffer.from(e.value, 'base64') : e.value, e.metadata!.type);
      expect([e.key, e.metadata!.etag]).toEqual([`${VALUE_PREFIX}${digest}`, `"${digest}"`]);
    }
    expect(new Set(Object.values(manifest.values))).toEqual(new Set(values.map((e) => e.key)));
  });

  it('serves every page as the JSON of its page data, at its own route and, stored once, at its wiki and link routes', async () => {
    const { buildId, kv, manifest, pages } = build();
    const store = createContentStore(createMemoryKv(kv), buildId);
    const served = async (key: string) => (await store.get(key))?.body;
    for (const { data } of pages) {
      expect(await served(pageKey(data.page.slug))).toBe(JSON.stringify(data));
      if (data.page.slug === '/') continue;
      const as = (template: string) => JSON.stringify({ ...data, context: { ...data.context, template } });
      expect(manifest.ids[data.page.id]).toBe(pageKey(data.page.slug));
      expect(await served(linkKey(data.page.id))).toBe(as('link'));
      expect(await served(linkKey(data.page.id, true))).toBe(as('link'));
    }
    const apk = pages.find((p) => p.data.page.id === '101')!.data;
    expect(await served(wikiKey('ZQ'))).toBe(JSON.stringify({ ...apk, context: { ...apk.context, template: 'wiki' } }));
    expect(Object.keys(manifest.values).filter((key) => key.startsWith('wiki/') || key.startsWith('link/'))).toEqual([]);
  });

  it.each([
    ['/assets/data/uitleg/index.json', undefined],
    ['/assets/data/uitleg/werkplaats/index.json', '2064466'],
    ['/assets/data/uitleg/werkplaats/apk/index.json', '100'],
    ['/assets/data/index.json', undefined],
  ])('parent_page of %s is %s (only child pages carry it)', (url, parent) => {
    const data = valueAt(url) as PageData;
    expect(data.page.parent_page).toBe(parent);
    expect('parent_page' in data.page).toBe(parent !== undefined);
  });

  it('page data has the spec shape (stored without its build, which the worker puts in front)', () => {
    const data = valueAt('/assets/data/uitleg/werkplaats/apk/index.json') as PageData;
    expect(data.hash).toBeUndefined();
    expect(data.context).toEqual({ template: 'doc', canonical: '/uitleg/werkplaats/apk/' });
    expect(data.page).toMatchObject({ id: '101', title: 'APK', space: 'UITLEG', slug: '/uitleg/werkplaats/apk', labels: ['test'] });
    expect(data.page.toc).toEqual([{ key: '0-kop-van-apk', title: 'Kop van APK', anchor: 'kop-van-apk', heading_size: 2 }]);
    expect(data.page.breadcrumbs.map((c) => c.path)).toEqual(['/uitleg/', '/uitleg/werkplaats/', '/uitleg/werkplaats/apk/']);
  });

  it('nav is ordered by order, then title', () => {
    const nav = valueAt(`/nav/${build().buildId}.json`) as NavItem;
    expect(nav.children!.map((c) => c.path)).toEqual(['basics', 'werkplaats']);
    expect(nav.children![1]!.children!.map((c) => c.name)).toEqual(['Banden', 'APK']);
    expect(nav.children![1]!.children![0]).toEqual({ name: 'Banden', path: 'banden', element: '102' });
  });

  it('shell carries the site config and assets, under its KV key only (no route serves it)', () => {
    const { values } = build();
    const stored = values.find((v) => v.key === shellKey())!;
    expect(stored.url).toBeNull();
    expect(values.filter((v) => v.url?.startsWith('/shell/'))).toEqual([]);
    const shell = JSON.parse(stored.body as string) as ShellData;
    expect(shell.site.version).toBe('0.7.23');
    expect(shell.assets.script).toBe('/assets/js/e.js');
  });

  it('renders sanitized HTML: no raw HTML, lazy images, external links in a new tab, scrollable tables', () => {
    const body =
      'Tekst <script>alert(1)</script> <img src=x onerror=alert(1)> en [RDW](https://www.rdw.nl/) en ![schema](/images/a.svg) voor de monteur die vandaag een grote onderhoudsbeurt uitvoert aan de auto van een vaste klant.\n\n## Tabel\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    const out = buildContent(
      input(
        [...validTree().filter((f) => f.path !== 'uitleg/werkplaats/apk.md'), page('uitleg/werkplaats/apk.md', '101', 'APK', { body })],
        [{ path: 'a.svg', text: '<svg viewBox="0 0 1 1"></svg>' }],
      ),
    );
    const html = (JSON.parse(out.values.find((v) => v.url === '/assets/data/uitleg/werkplaats/apk/index.json')!.body as string) as PageData)
      .page.html;
    expect(html).not.toMatch(/<script|onerror|<img src="x"/);
    expect(html).toContain('<a href="https://www.rdw.nl/" target="_blank" rel="noopener noreferrer">RDW</a>');
    // A diagram gets its drawn size (here its viewBox, 1 unit per px) and a keyboard-scrollable, labelled frame.
    expect(html).toContain(
      '<span class="diagram" tabindex="0" role="group" aria-label="Diagram: schema"><img src="/images/a.svg" alt="schema" loading="lazy" decoding="async" width="1" height="1"></span>',
    );
    // A table gets a frame of its own that scrolls sideways, labelled and reachable by keyboard.
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="group" aria-label="Tabel"><table>');
  });

  it('gives a page with children its child list in sidebar order with descriptions; children: false opts out', () => {
    const pageAt = (out: ReturnType<typeof build>, slug: string) => out.pages.find((p) => p.data.page.slug === slug)!.data.page;
    const out = build();
    expect(pageAt(out, '/uitleg/werkplaats').children).toEqual([
      { title: 'Banden', path: '/uitleg/werkplaats/banden/', description: 'Over Banden.' },
      { title: 'APK', path: '/uitleg/werkplaats/apk/', description: 'Over APK.' },
    ]);
    expect(pageAt(out, '/uitleg').children?.map((c) => c.path)).toEqual(['/uitleg/basics/', '/uitleg/werkplaats/']);
    expect(pageAt(out, '/uitleg/werkplaats/apk').children).toBeUndefined();
    const optedOut = buildContent(
      input(
        validTree().map((f) =>
          f.path === 'uitleg/werkplaats/index.md' ? page(f.path, '100', 'Werkplaats', { order: 60, extra: 'children: false\n' }) : f,
        ),
      ),
    );
    expect(pageAt(optedOut, '/uitleg/werkplaats').children).toBeUndefined();
  });
});
