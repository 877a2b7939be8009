/** The three stages of the content build, each tested at its own boundary (validate → assemble → emit). */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  claimsKey,
  imageKey,
  manifestKey,
  navKey,
  pageKey,
  searchIndexKey,
  searchManifestKey,
  shellKey,
  sitemapKey,
  VALUE_PREFIX,
} from '../../core/kv-keys';
import { getPathOfSlug, getSlugOfPath } from '../../core/paths';
import type { Synonyms } from '../../core/search/postings';
import type { PageTable } from '../../core/search/page-table';
import { validate, type ValidatedTree } from '../../scripts/content/1-validate';
import { type AssembledSite, assemble } from '../../scripts/content/2-assemble';
import { emit } from '../../scripts/content/3-emit';
import { BuildErrors } from '../../scripts/content/build-error';
import type { SourceFile } from '../../scripts/content/front-matter';
import { resolveLink } from '../../scripts/content/links';
import { type BuildInput, buildContent } from '../../scripts/content/pipeline';
import { getSlugOfFile, isPageFile } from '../../scripts/content/tree';
import { input, page, validTree } from './build-fixtures';

const SVG: SourceFile = {
  path: 'schema.svg',
  text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};
const withPage = (file: SourceFile) => validTree().map((f) => (f.path === file.path ? file : f));
const assembled = (sources = validTree()) => assemble(validate(input(sources, [SVG])));
/** The messages a stage-1 failure lists, or [] when validate passes. */
const validateErrors = (buildInput: BuildInput): string[] => {
  try {
    validate(buildInput);
    return [];
  } catch (error) {
    if (!(error instanceof BuildErrors)) throw error;
    return error.errors.map((e) => e.message);
  }
};
/** The search statistics part emitted for a site (the first index chunk of the manifest). */
const emittedSynonyms = (site: AssembledSite): Synonyms => {
  const { values } = emit(site);
  const manifest = JSON.parse(values.find((v) => v.url === '/flexsearch/manifest.json')!.body as string) as { index: string[] };
  const chunk = values.find((v) => v.url === `/flexsearch/${manifest.index[0]}.json`)!;
  return (JSON.parse(gunzipSync(chunk.body as Uint8Array).toString('utf8')) as { key: string; data: PageTable }).data.synonyms;
};

describe('stage 1: validate', () => {
  it('rejects a broken link with its file and line, and builds nothing', () => {
    // Front matter is lines 1-7, a blank line, then the body: the link is on line 11.
    const broken = page('uitleg/werkplaats/apk.md', '101', 'APK', {
      body: 'Tekst.\n\nZie [olie](/uitleg/werkplaats/olie/) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats.\n\n## Kop',
    });
    expect(() => validate(input(withPage(broken)))).toThrow(BuildErrors);
    try {
      validate(input(withPage(broken)));
    } catch (error) {
      expect((error as BuildErrors).errors.map((e) => e.message)).toEqual([
        "uitleg/werkplaats/apk.md:11: link to '/uitleg/werkplaats/olie/': no such page",
      ]);
    }
  });

  it('returns editorial problems as warnings with file and line, unless that rule is strict', () => {
    const short = page('uitleg/werkplaats/apk.md', '101', 'APK', { body: 'Te kort.\n\n## Kop' });
    const tree = validate(input(withPage(short)));
    expect(tree.warnings.filter((w) => w.rule === 'words').map((w) => w.message)).toEqual([
      'uitleg/werkplaats/apk.md:9: warning: page body has 3 words; write at least 20 [words]',
    ]);
    // No page of the tree links another, so each /uitleg page is an orphan too; all in file order.
    expect(tree.warnings.filter((w) => w.rule === 'orphan').map((w) => w.file)).toContain('uitleg/werkplaats/apk.md');
    expect(tree.warnings.map((w) => w.file)).toEqual(tree.warnings.map((w) => w.file).sort((a, b) => a.localeCompare(b)));
    expect(() => validate({ ...input(withPage(short)), strict: ['words'] })).toThrow(/apk\.md:9: page body has 3 words/);
  });

  it('hands on every placed page with its rendered body (the default not-found page added), and the images to serve', () => {
    const tree = validate(input(validTree(), [SVG]));
    expect(tree.pages.map((p) => p.slug).sort()).toEqual([
      '/',
      '/404',
      '/uitleg',
      '/uitleg/basics',
      '/uitleg/basics/helpdesk',
      '/uitleg/basics/ticket-aanmaken',
      '/uitleg/werkplaats',
      '/uitleg/werkplaats/apk',
      '/uitleg/werkplaats/banden',
    ]);
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
    expect(data('/uitleg/werkplaats/apk').page.breadcrumbs.map((b) => b.path)).toEqual([
      '/uitleg/',
      '/uitleg/werkplaats/',
      '/uitleg/werkplaats/apk/',
    ]);
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
  it('produces the route set of the manifest: every page once, images, sitemap, search, nav, shell and claims; the /uitleg pages by id too', () => {
    const site = assembled();
    const { manifest, values } = emit(site);
    const expected = [
      ...site.pages.map((p) => pageKey(p.data.page.slug)),
      imageKey('schema.svg'),
      sitemapKey(),
      searchManifestKey(),
      searchIndexKey(),
      navKey(),
      shellKey(),
      claimsKey(),
    ];
    const chunks = values.map((v) => v.key).filter((k) => k.startsWith('search/chunk/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(Object.keys(manifest.values)).toEqual([...expected, ...chunks].sort());
    const uitleg = site.pages.map((p) => p.data.page).filter((p) => p.slug.startsWith('/uitleg'));
    expect(manifest.ids).toEqual(Object.fromEntries(uitleg.map((p) => [p.id, pageKey(p.slug)]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))));
  });

  it('writes what it is given: the build id of the assembled site, and only findable pages in the output list', () => {
    const site = { ...assembled(), buildId: 'abcdef012345' };
    const output = emit(site);
    expect(output.manifest.build).toBe('abcdef012345');
    expect(output.kv.map((e) => e.key)).toEqual(
      [...new Set(Object.values(output.manifest.values))].sort().concat(manifestKey('abcdef012345')),
    );
    expect(output.kv.slice(0, -1).every((e) => e.key.startsWith(VALUE_PREFIX))).toBe(true);
    expect(output.pages.map((p) => p.data.page.slug)).not.toContain('/404');
    expect(output.stats).toEqual({ pages: site.pages.length, words: site.words, values: output.kv.length - 1 });
  });
});

describe('stage boundaries: the raw input reaches stage 1 only', () => {
  const base = input(validTree(), [SVG]);
  const apk = <T extends { slug: string }>(pages: T[]) => pages.find((p) => p.slug === '/uitleg/werkplaats/apk');
  const apkData = (site: AssembledSite) => site.pages.find((p) => p.data.page.slug === '/uitleg/werkplaats/apk')!.data;
  // Each input field later stages depend on, the stage-1 field that carries it, and where stage 2 shows it.
  it.each<[string, Partial<BuildInput>, (tree: ValidatedTree) => unknown, (site: AssembledSite) => unknown, unknown]>([
    [
      'assets',
      { assets: { ...base.assets, script: '/assets/js/other.js' } },
      (t) => t.assets.script,
      (s) => s.shell.assets.script,
      '/assets/js/other.js',
    ],
    [
      'lastChanged',
      { lastChanged: { 'uitleg/werkplaats/apk.md': '2026-01-02' } },
      (t) => apk(t.pages)?.updated,
      (s) => apkData(s).page.updated,
      '2026-01-02',
    ],
    ['synonymsYaml', { synonymsYaml: 'keuring: [apk]\n' }, (t) => t.synonyms, (s) => s.synonyms, [['keuring', ['apk']]]],
    [
      'glossaryYaml',
      { glossaryYaml: 'knoppen:\n  - Opslaan\n' },
      (t) => t.glossary?.names,
      (s) => s.claims.pages.at(-1)?.claims,
      [{ line: 2, text: 'Opslaan' }],
    ],
  ])('%s: stage 1 hands it on parsed, and assemble (given only the tree) passes it along', (_, change, ofTree, ofSite, expected) => {
    const tree = validate({ ...base, ...change });
    expect(ofTree(tree)).toEqual(expected);
    expect(ofSite(assemble(tree))).toEqual(expected);
  });

  it.each<[string, Partial<BuildInput>]>([
    ['codeVersion', { codeVersion: 'other' }],
    ['lastChanged', { lastChanged: { 'uitleg/werkplaats/apk.md': '2026-01-02' } }],
    ['synonymsYaml', { synonymsYaml: 'keuring: [apk]\n' }],
    ['glossaryYaml', { glossaryYaml: 'knoppen:\n  - Opslaan\n' }],
    ['a source byte', { sources: base.sources.map((f) => (f.path === 'index.md' ? { ...f, text: `${f.text} ` } : f)) }],
  ])('%s: changes the build id stage 1 computes, which every later stage stamps', (_, change) => {
    const tree = validate({ ...base, ...change });
    expect(tree.buildId).not.toBe(validate(base).buildId);
    expect(assemble(tree).buildId).toBe(tree.buildId);
    expect(emit(assemble(tree)).buildId).toBe(tree.buildId);
  });

  it('emit writes the synonyms of the assembled site into the search statistics, as given', () => {
    const site = assembled();
    expect(emittedSynonyms({ ...site, synonyms: [['keuring', ['apk']]] })).toEqual([['keuring', ['apk']]]);
    expect(emittedSynonyms(site)).toEqual([]);
  });
});

describe('stage 1 checks content/synonyms.yml', () => {
  const withSynonyms = (synonymsYaml: string, sources = validTree()) => ({ ...input(sources), synonymsYaml });
  it.each<[string, string, string[]]>([
    [
      'a target in no page',
      'keuring: [apk]\nflitspaal: [snelheidscamera]\n',
      ["synonyms.yml:2: 'flitspaal': 'snelheidscamera' occurs in no page (snelheidscamera)"],
    ],
    // The not-found page is not searched, so its words do not count.
    [
      'a target only the not-found page has',
      'zoeken: [zoekfunctie]\n',
      ["synonyms.yml:1: 'zoeken': 'zoekfunctie' occurs in no page (zoekfunctie)"],
    ],
    [
      'a key of more than two words',
      'keuring: [apk]\nauto van de zaak kwijt: [apk]\n',
      ["synonyms.yml:2: 'auto van de zaak kwijt': a synonym is one or two words (besides stop words)"],
    ],
    ['an empty target list', 'keuring: []\n', ["synonyms.yml:1: 'keuring': targets must be a non-empty list of words"]],
    ['a list instead of a mapping', '- keuring\n- apk\n', ['synonyms.yml:1: expected a mapping of word: [words the articles use]']],
  ])('fails in validate on %s, with file and line', (_, yaml, messages) => {
    expect(validateErrors(withSynonyms(yaml))).toEqual(messages);
  });

  it('fails in validate on YAML that does not parse, at the line of the mistake', () => {
    // The flow list opened on line 2 is still open where the file ends, on line 3.
    const errors = validateErrors(withSynonyms('keuring: [apk]\nbanden: [banden\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^synonyms\.yml:3: Flow sequence/);
  });

  it('reports a bad synonym together with the other content mistakes, in one run', () => {
    const broken = page('uitleg/werkplaats/apk.md', '101', 'APK', {
      body: 'Zie [olie](/uitleg/werkplaats/olie/) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt.\n\n## Kop',
    });
    const sources = validTree().map((f) => (f.path === broken.path ? broken : f));
    expect(validateErrors(withSynonyms('flitspaal: [snelheidscamera]\n', sources))).toEqual([
      "synonyms.yml:1: 'flitspaal': 'snelheidscamera' occurs in no page (snelheidscamera)",
      "uitleg/werkplaats/apk.md:9: link to '/uitleg/werkplaats/olie/': no such page",
    ]);
  });

  it.each(['', '\n', '# geen synoniemen\n'])('takes %j as no synonyms', (yaml) => {
    expect(validate(withSynonyms(yaml)).synonyms).toEqual([]);
  });
});

describe('one slug rule each', () => {
  it.each([
    ['index.md', '/'],
    ['404.md', '/404'],
    ['uitleg/index.md', '/uitleg'],
    ['uitleg/werkplaats/index.md', '/uitleg/werkplaats'],
    ['uitleg/werkplaats/apk.md', '/uitleg/werkplaats/apk'],
    // A folder names its index.md page: how relative links to `folder/` resolve.
    ['uitleg/werkplaats', '/uitleg/werkplaats'],
    ['', '/'],
  ])('file → slug: %j is %j', (file, slug) => expect(getSlugOfFile(file)).toBe(slug));

  it.each([
    ['index.md', true],
    ['404.md', true],
    ['uitleg/werkplaats/apk.md', true],
    ['README.md', false],
    ['uitleg.md', false],
    ['werkplaats/apk.md', false],
  ])('%j is a page file: %s', (file, isPage) => expect(isPageFile(file)).toBe(isPage));

  it.each([
    ['/', '/'],
    ['/uitleg', '/uitleg/'],
    ['/uitleg/werkplaats/apk', '/uitleg/werkplaats/apk/'],
    ['/404', '/404/'],
  ])('slug → path: %j is %j, and getSlugOfPath takes it back', (slug, path) => {
    expect(getPathOfSlug(slug)).toBe(path);
    expect(getSlugOfPath(getPathOfSlug(slug))).toBe(slug);
  });

  it.each([
    ['./banden.md', 'uitleg/werkplaats/banden.md'],
    ['banden.md#kop', 'uitleg/werkplaats/banden.md'],
    ['../basics/', 'uitleg/basics/index.md'],
    ['../index.md', 'uitleg/index.md'],
    ['/uitleg/basics/helpdesk.md', 'uitleg/basics/helpdesk.md'],
  ])('a link %j from apk.md renders as the path of the slug of %j', (url, file) => {
    const hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
    expect(resolveLink(url, 'uitleg/werkplaats/apk.md')).toEqual({ href: getPathOfSlug(getSlugOfFile(file)) + hash });
  });

  it('every path the build writes for a page is the path of its slug: canonical, sitemap, children, breadcrumbs, related, prev/next', () => {
    const site = assembled();
    const paths = new Set(site.pages.map((p) => getPathOfSlug(p.data.page.slug)));
    for (const { data } of site.pages) {
      expect(data.context.canonical).toBe(getPathOfSlug(data.page.slug));
      const links = [
        ...(data.page.children ?? []),
        ...data.page.related,
        ...(data.page.prev ? [data.page.prev] : []),
        ...(data.page.next ? [data.page.next] : []),
      ];
      for (const link of [...links, ...data.page.breadcrumbs]) expect(paths).toContain(link.path);
    }
    const { origin } = site.shell.site;
    const sitemap = emit(site).values.find((v) => v.url === '/sitemap.xml')!.body as string;
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.slice(origin.length));
    expect(locs).toEqual(
      site.pages
        .filter((p) => p.data.page.slug !== '/404')
        .map((p) => getPathOfSlug(p.data.page.slug))
        .sort(),
    );
  });
});
