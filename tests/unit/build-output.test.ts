import { describe, expect, it } from 'vitest';
import { shellKey } from '../../client/model/kv-keys';
import type { NavItem, PageData, ShellData } from '../../client/model/types';
import { buildContent } from '../../scripts/content/pipeline';
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

  it('every KV key is inside the build prefix, sorted, with its digest in the metadata', () => {
    const { buildId, kv } = build();
    expect(kv.every((e) => e.key.startsWith(`${buildId}/`))).toBe(true);
    expect(kv.map((e) => e.key)).toEqual([...kv.map((e) => e.key)].sort());
    expect(kv.every((e) => /^"[A-Za-z0-9_-]{22}"$/.test(e.metadata.etag))).toBe(true);
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

  it('page data has the spec shape', () => {
    const { buildId } = build();
    const data = valueAt('/assets/data/uitleg/werkplaats/apk/index.json') as PageData;
    expect(data.hash).toBe(buildId);
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

  it('writes wiki and link data for every documentation page', () => {
    const { values } = build();
    expect(values.some((v) => v.url === '/wiki/x/ZQ.json')).toBe(true); // id 101
    expect(values.some((v) => v.url === '/link/101.json')).toBe(true);
    expect(values.some((v) => v.url === '/link/101/detail.json')).toBe(true);
  });

  it('shell carries the site config and assets, under its KV key only (no route serves it)', () => {
    const { values, buildId } = build();
    const stored = values.find((v) => v.key === shellKey(buildId))!;
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
