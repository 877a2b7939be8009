/**
 * The Confluence import builds what it imports (issue 22, item 8), on an export shaped like a real
 * Confluence Server space (tests/fixtures/confluence-space): a TOC macro with its inline stylesheet,
 * in-page and cross-page anchors, a page named by id only (7003.html), a task list, a code block with a
 * caption and table cells with several paragraphs or a list; written under a folder other than the default.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertConfluenceExport } from '../../scripts/confluence/convert';
import { orderByIndex, parseConfluencePage, type ConfluencePage } from '../../scripts/confluence/parse-page';
import { BuildErrors, WARNING_RULES } from '../../scripts/content/build-error';
import { buildContent } from '../../scripts/content/pipeline';
import { readContentTree } from '../../scripts/lib/read-content';
import { input, page } from './build-fixtures';

const DIR = 'tests/fixtures/confluence-space';
const pages = orderByIndex(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.html'))
    .map((f) => parseConfluencePage(f, readFileSync(join(DIR, f), 'utf8')))
    .filter((p): p is ConfluencePage => p !== null),
  readFileSync(join(DIR, 'index.html'), 'utf8'),
);
const result = convertConfluenceExport(pages, new Map());
const file = (path: string) => result.files.find((f) => f.path === path)?.text ?? '';

/** The tree around the import: a home, the root and the section the import goes into. */
const frame = () => [
  page('index.md', '1', 'Home'),
  page('uitleg/index.md', '2064466', 'Uitleg'),
  page('uitleg/werkplaats/index.md', '100', 'Werkplaats'),
];

describe('a realistic Confluence space export', () => {
  it('imports every page, the one named by id only (7003.html) too, in the hierarchy of its breadcrumbs', () => {
    expect(pages.map((p) => [p.file, p.id, p.parentId])).toEqual([
      ['Garagehandboek_7001.html', '7001', null],
      ['Dagelijkse-taken_7002.html', '7002', '7001'],
      ['7003.html', '7003', '7002'],
    ]);
    expect(result.files.map((f) => f.path)).toEqual(['dagelijkse-taken/index.md', 'dagelijkse-taken/storingen.md', 'index.md']);
  });

  it("drops the TOC macro and its stylesheet: the description is the page's first sentence, not CSS", () => {
    expect(file('index.md')).toContain(
      'description: "Dit handboek beschrijft hoe de garage werkt, van de eerste melding van een klant tot de factuur."',
    );
    expect(result.files.map((f) => f.text).join('\n')).not.toMatch(/CDATA|rbtoc|toc-macro|padding/);
  });

  it('maps same-page and cross-page anchors to the heading ids the build gives, as relative .md links', () => {
    expect(file('index.md')).toContain(
      'Lees eerst [stap 1](#stap-1-aanmelden) en daarna de [dagelijkse taken](dagelijkse-taken/index.md).',
    );
    expect(file('index.md')).toContain('[storingen van de bandenmachine](dagelijkse-taken/storingen.md#bandenmachine)');
    expect(file('dagelijkse-taken/storingen.md')).toContain(
      '[bovenkant van deze sectie](#bandenmachine) of de [handboekpagina](../index.md#overzicht)',
    );
  });

  it('keeps task state, the code caption and every paragraph and item of a table cell', () => {
    const taken = file('dagelijkse-taken/index.md');
    expect(taken).toContain('- [x] Olie van de demonstratieauto controleren\n- [ ] Banden van de leenauto op spanning brengen');
    expect(taken).toContain('**werkorder.json**\n\n```js\n{"kenteken": "AB-123-C", "status": "open"}\n```');
    expect(taken).toMatch(/\| Ochtend \| Planbord bijwerken\.<br>Leenauto's klaarzetten\. *\|/);
    expect(taken).toMatch(/\| Middag {2}\| • Onderdelen bestellen<br>• Klanten bellen *\|/);
  });

  it('reports what it keeps but the build will flag', () => {
    expect(result.report).toEqual([
      "Dagelijkse-taken_7002.html: plain http:// link 'http://www.rdw.nl/' kept; change it to https:// when the site offers it",
    ]);
  });

  it('builds with --strict, the reported http:// link the only problem; the published page keeps checkboxes and line breaks', () => {
    const sources = [...frame(), ...result.files.map((f) => ({ path: `uitleg/werkplaats/garage/${f.path}`, text: f.text }))];
    const strict = WARNING_RULES.filter((rule) => rule !== 'orphan');
    let errors: string[] = [];
    try {
      buildContent({ ...input(sources), siteJson: null, strict });
    } catch (error) {
      errors = (error as BuildErrors).errors.map((e) => e.message);
    }
    expect(errors).toEqual([
      "uitleg/werkplaats/garage/dagelijkse-taken/index.md:31: link 'http://www.rdw.nl/' uses plain http://; use https:// when the site offers it [http]",
    ]);
    const built = buildContent({ ...input(sources), siteJson: null, strict: strict.filter((rule) => rule !== 'http') });
    const html = (
      JSON.parse(
        built.values.find((v) => v.url === '/assets/data/uitleg/werkplaats/garage/dagelijkse-taken/index.json')!.body as string,
      ) as { page: { html: string } }
    ).page.html;
    expect(html).toContain('<input type="checkbox" checked disabled> Olie');
    expect(html).toContain("Planbord bijwerken.<br>Leenauto's klaarzetten.");
  });

  describe('npm run import:confluence with --out deep under content/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'confluence-space-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes a tree whose links resolve there', async () => {
      const content = join(dir, 'content');
      for (const source of frame()) {
        mkdirSync(join(content, source.path, '..'), { recursive: true });
        writeFileSync(join(content, source.path), source.text);
      }
      const tsx = join('node_modules', '.bin', 'tsx');
      const log = execFileSync(
        tsx,
        ['scripts/import-confluence.ts', DIR, '--out', join(content, 'uitleg/werkplaats/garage'), '--images', join(content, 'images')],
        { encoding: 'utf8', stdio: 'pipe' },
      );
      expect(log).toContain('imported 3 pages and 0 images');
      const tree = await readContentTree(content);
      const built = buildContent({
        ...input([]),
        ...tree,
        siteJson: null,
        strict: WARNING_RULES.filter((rule) => rule !== 'orphan' && rule !== 'http'),
      });
      expect(built.values.map((v) => v.url)).toEqual(
        expect.arrayContaining([
          '/assets/data/uitleg/werkplaats/garage/index.json',
          '/assets/data/uitleg/werkplaats/garage/dagelijkse-taken/storingen/index.json',
        ]),
      );
    }, 60_000);
  });
});
