/** The three stages of the content build, each tested at its own boundary (validate → assemble → emit). */
import { describe, expect, it } from 'vitest';
import { imageKey, linkKey, navKey, pageKey, searchIndexKey, searchManifestKey, shellKey, sitemapKey, wikiKey } from '../../client/model/kv-keys';
import { encodeTinyLink } from '../../client/model/tiny-link';
import { validate } from '../../scripts/content/1-validate';
import { assemble } from '../../scripts/content/2-assemble';
import { emit } from '../../scripts/content/3-emit';
import { BuildErrors } from '../../scripts/content/build-error';
import type { SourceFile } from '../../scripts/content/front-matter';
import { buildContent } from '../../scripts/content/pipeline';
import { input, page, validTree } from './build-fixtures';

const SVG: SourceFile = { path: 'schema.svg', text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>' };
const withPage = (file: SourceFile) => validTree().map((f) => (f.path === file.path ? file : f));
const assembled = (sources = validTree()) => assemble(validate(input(sources, [SVG])), input(sources, [SVG]));

describe('stage 1: validate', () => {
  it('rejects a broken link with its file and line, and builds nothing', () => {
    // Front matter is lines 1-7, a blank line, then the body: the link is on line 11.
    const broken = page('uitleg/werkplaats/apk.md', '101', 'APK', { body: 'Tekst.\n\nZie [olie](/uitleg/werkplaats/olie/) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats.\n\n## Kop' });
    expect(() => validate(input(withPage(broken)))).toThrow(BuildErrors);
    try {
      validate(input(withPage(broken)));
    } catch (error) {
      expect((error as BuildErrors).errors.map((e) => e.message)).toEqual(["uitleg/werkplaats/apk.md:11: link to '/uitleg/werkplaats/olie/': no such page"]);
    }
  });

  it('returns editorial problems as warnings with file and line, unless that rule is strict', () => {
    const short = page('uitleg/werkplaats/apk.md', '101', 'APK', { body: 'Te kort.\n\n## Kop' });
    const tree = validate(input(withPage(short)));
    expect(tree.warnings.filter((w) => w.rule === 'words').map((w) => w.message)).toEqual(['uitleg/werkplaats/apk.md:9: warning: page body has 3 words; write at least 20 [words]']);
    // No page of the tree links another, so each /uitleg page is an orphan too; all in file order.
    expect(tree.warnings.filter((w) => w.rule === 'orphan').map((w) => w.file)).toContain('uitleg/werkplaats/apk.md');
    expect(tree.warnings.map((w) => w.file)).toEqual(tree.warnings.map((w) => w.file).sort((a, b) => a.localeCompare(b)));
    expect(() => validate({ ...input(withPage(short)), strict: ['words'] })).toThrow(/apk\.md:9: page body has 3 words/);
  });

  it('hands on every placed page with its rendered body (the default not-found page added), and the images to serve', () => {
    const tree = validate(input(validTree(), [SVG]));
    expect(tree.pages.map((p) => p.slug).sort()).toEqual(['/', '/404', '/uitleg', '/uitleg/basics', '/uitleg/basics/helpdesk', '/uitleg/basics/ticket-aanmaken', '/uitleg/werkplaats', '/uitleg/werkplaats/apk', '/uitleg/werkplaats/banden']);
    const apk = tree.pages.find((p) => p.slug === '/uitleg/werkplaats/apk')!;
    expect(apk.body.html).toContain('<h2 id="kop-van-apk"');
    expect(apk.words).toBe(apk.body.text.split(' ').filter(Boolean).length);
    expect(tree.images).toEqual([SVG]);
    expect(tree.site.origin).toMatch(/^https:\/\//);
  });
});

describe('stage 2: assemble', () => {
  const site = assembled();
  const data = (slug: string) => site.pages.find((p) => p.data.page.slug === slug)!.data;

  it('gives each page its breadcrumbs, children and previous/next in menu order', () => {
    expect(data('/uitleg/werkplaats/apk').page.breadcrumbs.map((b) => b.path)).toEqual(['/uitleg/', '/uitleg/werkplaats/', '/uitleg/werkplaats/apk/']);
    // Children follow `order` (banden 10, apk 20), not file names.
    expect(data('/uitleg/werkplaats').page.children?.map((c) => c.path)).toEqual(['/uitleg/werkplaats/banden/', '/uitleg/werkplaats/apk/']);
    expect(data('/uitleg/werkplaats/banden').page.prev?.path).toBe('/uitleg/werkplaats/');
    expect(data('/uitleg/werkplaats/banden').page.next?.path).toBe('/uitleg/werkplaats/apk/');
    expect(data('/uitleg/werkplaats/banden').page.parent_page).toBe('100');
  });

  it('stamps every page and the shell with one build id, the same the whole build reports', () => {
    expect(site.buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(site.pages.map((p) => p.data.hash))).toEqual(new Set([site.buildId]));
    expect(site.shell.hash).toBe(site.buildId);
    expect(site.buildId).toBe(buildContent(input(validTree(), [SVG])).buildId);
  });

  it('keeps the not-found page (marked) among the pages, sorted by slug, with the word total', () => {
    expect(site.pages.map((p) => p.data.page.slug)).toEqual([...site.pages.map((p) => p.data.page.slug)].sort());
    // The page kind alone marks it: no separate not-found flag.
    expect(data('/404').context).toEqual({ template: 'not-found', canonical: '/404/' });
    expect(site.words).toBe(site.pages.reduce((sum, p) => sum + p.text.split(' ').filter(Boolean).length, 0));
  });
});

describe('stage 3: emit', () => {
  it('produces the KV key set: every page, the /uitleg pages by id too, images, sitemap, search, nav and shell', () => {
    const site = assembled();
    const { buildId: b, kv } = emit(site);
    const uitleg = site.pages.map((p) => p.data.page).filter((p) => p.slug.startsWith('/uitleg'));
    const expected = [
      ...site.pages.map((p) => pageKey(b, p.data.page.slug)),
      ...uitleg.flatMap((p) => [wikiKey(b, encodeTinyLink(p.id)), linkKey(b, p.id), linkKey(b, p.id, true)]),
      imageKey(b, 'schema.svg'),
      sitemapKey(b),
      searchManifestKey(b),
      searchIndexKey(b),
      navKey(b),
      shellKey(b),
    ];
    const chunks = kv.map((e) => e.key).filter((k) => k.startsWith(`${b}/search/chunk/`));
    expect(chunks.length).toBeGreaterThan(0);
    expect(kv.map((e) => e.key)).toEqual([...expected, ...chunks].sort());
  });

  it('writes what it is given: the build id of the assembled site, and only findable pages in the output list', () => {
    const site = { ...assembled(), buildId: 'abcdef012345' };
    const output = emit(site);
    expect(output.kv.every((e) => e.key.startsWith('abcdef012345/'))).toBe(true);
    expect(output.pages.map((p) => p.data.page.slug)).not.toContain('/404');
    expect(output.stats).toEqual({ pages: site.pages.length, words: site.words, values: output.values.length });
  });
});
