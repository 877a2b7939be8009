/** Editorial rules warn (file:line, per rule) and only fail the build for the rules a strict build enforces. */
import { describe, expect, it } from 'vitest';
import { BuildErrors, WARNING_RULES } from '../../scripts/content/build-error';
import type { SourceFile } from '../../scripts/content/front-matter';
import { buildContent } from '../../scripts/content/pipeline';
import { parseSiteConfig } from '../../scripts/content/site-config';
import { input, page, SITE_JSON, validTree } from './build-fixtures';

/** The valid tree with every page linked from another one, so it has no orphans. */
function linkedTree(): SourceFile[] {
  const links =
    'Zie [APK](/uitleg/werkplaats/apk/), [banden](/uitleg/werkplaats/banden/), [ticket](/uitleg/basics/ticket-aanmaken/) en [helpdesk](/uitleg/basics/helpdesk/) voor meer uitleg over de werkplaats, de APK, de banden en het aanmaken van tickets.';
  const sections =
    'Zie de [werkplaats](../werkplaats/) en de [basics](./basics/index.md) voor uitleg over alles wat in de garage, in de werkplaats en op kantoor gebeurt.';
  return validTree().map((f) =>
    f.path === 'index.md'
      ? page('index.md', '1', 'Home', { body: `${links}\n\n## Kop` })
      : f.path === 'uitleg/index.md'
        ? page('uitleg/index.md', '2064466', 'Uitleg', { body: `${sections.replace('../werkplaats/', './werkplaats/')}\n\n## Kop` })
        : f,
  );
}
const replace = (tree: SourceFile[], file: SourceFile) => tree.map((f) => (f.path === file.path ? file : f));
const shortPage = page('uitleg/werkplaats/apk.md', '101', 'APK', { body: 'Kort.' });
const noMeta: SourceFile = {
  path: 'uitleg/werkplaats/banden.md',
  text: '---\nid: "102"\ntitle: Banden\norder: 1\n---\n\nUitleg over banden voor de tests, met genoeg woorden om de minimale lengte te halen die de build vraagt van elke pagina.\n\n## Kop\n',
};

function errorsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map((e) => e.message);
    throw error;
  }
  return [];
}

describe('warnings and --strict', () => {
  it('the linked tree has no warnings at all', () => {
    expect(buildContent(input(linkedTree())).warnings).toEqual([]);
  });

  it('reports short pages, missing description and labels, a missing H2 as warnings with file:line, and still builds', () => {
    const out = buildContent(input(replace(replace(linkedTree(), shortPage), noMeta)));
    expect(out.warnings.map((w) => w.message)).toEqual([
      'uitleg/werkplaats/apk.md:9: warning: page body has 1 words; write at least 20 [words]',
      'uitleg/werkplaats/apk.md:9: warning: page has no ## heading: give readers and the table of contents at least one section [h2]',
      "uitleg/werkplaats/banden.md:1: warning: front matter 'description' is missing: write one sentence for search results and section lists [description]",
      "uitleg/werkplaats/banden.md:1: warning: front matter 'labels' should be a list of 1 to 5 non-empty strings [labels]",
    ]);
    expect(out.pages.find((p) => p.data.page.slug === '/uitleg/werkplaats/banden')?.data.page).toMatchObject({
      description: '',
      labels: [],
    });
  });

  it('points a bad labels value at its line', () => {
    const file = {
      path: 'uitleg/werkplaats/apk.md',
      text: '---\nid: "101"\ntitle: APK\ndescription: d\nlabels: apk\norder: 1\n---\n\nUitleg over de APK voor de tests, met genoeg woorden om de minimale lengte te halen die de build vraagt.\n\n## Kop\n',
    };
    expect(buildContent(input(replace(linkedTree(), file))).warnings.map((w) => w.message)).toEqual([
      "uitleg/werkplaats/apk.md:5: warning: front matter 'labels' should be a list of 1 to 5 non-empty strings [labels]",
    ]);
  });

  it('strict turns every warning into an error (file:line, rule named) and writes nothing', () => {
    const tree = replace(replace(linkedTree(), shortPage), noMeta);
    expect(errorsOf(() => buildContent({ ...input(tree), strict: WARNING_RULES }))).toEqual([
      'uitleg/werkplaats/apk.md:9: page body has 1 words; write at least 20 [words]',
      'uitleg/werkplaats/apk.md:9: page has no ## heading: give readers and the table of contents at least one section [h2]',
      "uitleg/werkplaats/banden.md:1: front matter 'description' is missing: write one sentence for search results and section lists [description]",
      "uitleg/werkplaats/banden.md:1: front matter 'labels' should be a list of 1 to 5 non-empty strings [labels]",
    ]);
  });

  it('strict enforces only the rules it is given', () => {
    const out = buildContent({ ...input(replace(linkedTree(), noMeta)), strict: ['words', 'h2'] });
    expect(out.warnings.map((w) => w.rule)).toEqual(['description', 'labels']);
  });
});

describe('orphans', () => {
  it('lists pages that no other page body links to; the sidebar, the child list and a self-link do not count', () => {
    const selfLink = page('uitleg/werkplaats/banden.md', '102', 'Banden', {
      body: 'Zie [deze pagina](./banden.md) voor meer uitleg over banden wisselen in de werkplaats op dit moment en later vandaag.\n\n## Kop',
    });
    const out = buildContent(input(replace(validTree(), selfLink)));
    const orphans = out.warnings.filter((w) => w.rule === 'orphan').map((w) => w.file);
    // The valid tree's home and root link nowhere; site.json links (header) do not count either.
    expect(orphans).toEqual([
      'uitleg/basics/helpdesk.md',
      'uitleg/basics/index.md',
      'uitleg/basics/ticket-aanmaken.md',
      'uitleg/werkplaats/apk.md',
      'uitleg/werkplaats/banden.md',
      'uitleg/werkplaats/index.md',
    ]);
    expect(out.pages.find((p) => p.data.page.slug === '/uitleg/werkplaats')?.data.page.children?.length).toBe(2);
  });

  it('are errors in strict mode unless allowed', () => {
    expect(errorsOf(() => buildContent({ ...input(validTree()), strict: ['orphan'] }))).toContain(
      'uitleg/werkplaats/apk.md:1: no other page links here (only the sidebar reaches it): link it from where a reader would look for it [orphan]',
    );
    expect(errorsOf(() => buildContent({ ...input(linkedTree()), strict: WARNING_RULES }))).toEqual([]);
  });
});

describe('site.json', () => {
  it('builds without one, with the documented defaults', () => {
    const out = buildContent({ ...input(linkedTree()), siteJson: null });
    expect(out.warnings).toEqual([]);
  });

  it('points a bad value at its own line', () => {
    const errors: never[] = [];
    const text = SITE_JSON.replace('"origin": "https://uitleg.autoflex.nl"', '"origin": 5');
    expect(parseSiteConfig(text, errors)).toBeNull();
    const line = text.split('\n').findIndex((l) => l.includes('"origin": 5')) + 1;
    expect(line).toBeGreaterThan(10);
    expect((errors as { message: string }[]).map((e) => e.message)).toEqual([`site.json:${line}: 'origin' must be a non-empty string`]);
  });

  it('points invalid JSON at the line of the mistake', () => {
    const errors: { message: string }[] = [];
    parseSiteConfig('{\n  "version": "1",\n  "company": x\n}', errors as never[]);
    expect(errors[0]?.message).toMatch(/^site\.json:3: invalid JSON/);
  });

  it('fills a missing field with its default', () => {
    expect(parseSiteConfig('{ "documentationName": "Mijn docs" }', [])).toMatchObject({
      documentationName: 'Mijn docs',
      headerLinks: [],
      analyticsId: null,
    });
  });
});
