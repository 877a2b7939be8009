import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildManifest } from '../../core/build-manifest';
import { pageKey } from '../../core/kv-keys';
import { describe, expect, it } from 'vitest';
import { convertConfluenceExport, slugify } from '../../scripts/confluence/convert';
import { getPageIdOfHref, orderByIndex, parseConfluencePage, type ConfluencePage } from '../../scripts/confluence/parse-page';
import { buildContent } from '../../scripts/content/pipeline';
import { input, page } from './build-fixtures';

const DIR = 'tests/fixtures/confluence-export';
const pages = orderByIndex(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.html'))
    .map((f) => parseConfluencePage(f, readFileSync(join(DIR, f), 'utf8')))
    .filter((p): p is ConfluencePage => p !== null),
  readFileSync(join(DIR, 'index.html'), 'utf8'),
);
const attachments = new Map(
  ['attachments/5002/flow.svg', 'attachments/5002/foto.png', 'attachments/5005/98310.svg'].map((f) => [
    f,
    readFileSync(join(DIR, f), 'utf8'),
  ]),
);
const result = convertConfluenceExport(pages, attachments);
const file = (path: string) => result.files.find((f) => f.path === path)?.text ?? '';

describe('Confluence HTML export import', () => {
  it.each([
    ['Werkorder-aanmaken_5002.html', '5002'],
    ['viewpage.action?pageId=77', '77'],
    ['index.html', null],
  ])('page id of %s is %s', (href, id) => expect(getPageIdOfHref(href)).toBe(id));

  it.each([
    ['Werkorder aanmaken', 'werkorder-aanmaken'],
    ["Instructievideo's & tips", 'instructievideo-s-tips'],
    ['Één café', 'een-cafe'],
    ['detail', 'detail-pagina'],
  ])('slug of %s is %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it('reads id, title, parent and labels of each page', () => {
    const aanmaken = pages.find((p) => p.id === '5002')!;
    expect(aanmaken).toMatchObject({ title: 'Werkorder aanmaken', parentId: '5001', labels: ['werkorder', 'werkplaats'] });
    expect(pages.find((p) => p.id === '5001')!.parentId).toBeNull();
    expect(pages.find((p) => p.id === '5003')!.parentId).toBe('5002');
  });

  it('keeps the hierarchy: the home is the folder index, pages with children are folders', () => {
    expect(pages.map((p) => p.id)).toEqual(['5001', '5002', '5003', '5004', '5005']);
    expect(result.files.map((f) => f.path)).toEqual([
      'bandenwissel.md',
      'index.md',
      'onderhoud-en-tips.md',
      'werkorder-aanmaken/index.md',
      'werkorder-aanmaken/werkorder-statussen.md',
    ]);
  });

  it('writes front matter with the page id, title, labels and order', () => {
    expect(file('werkorder-aanmaken/index.md')).toMatch(
      /^---\nid: "5002"\ntitle: "Werkorder aanmaken"\ndescription: "Een werkorder maak je aan vanuit het voertuig\."\nlabels: \["werkorder", "werkplaats"\]\norder: 10\n---/,
    );
  });

  it('rewrites internal links and anchors to relative .md links, converts panels, tables and SVG images', () => {
    const text = file('werkorder-aanmaken/index.md');
    expect(text).toContain('[de statussen](werkorder-statussen.md)');
    expect(text).toContain('> Tip: controleer altijd');
    expect(text).toMatch(/\| Kenteken \| Het voertuig van de werkorder \|/);
    expect(text).toContain('![Schema van een werkorder](/images/confluence-5002-flow.svg)');
    expect(file('bandenwissel.md')).toContain('[handleiding](index.md#overzicht)');
    expect(result.images.map((i) => i.name)).toEqual(['confluence-5002-flow.svg', 'confluence-5005-onderhoud-schema.svg']);
  });

  it('reports what it could not convert', () => {
    expect(result.report).toEqual([
      "Werkorder-aanmaken_5002.html: image 'attachments/5002/foto.png' not converted (only SVG attachments are supported)",
      'Werkorder-statussen_5003.html: link to page 9999 outside the export kept as text',
    ]);
  });

  it('the imported pages pass the content build with zero broken links', () => {
    const sources = [
      page('index.md', '1', 'Home'),
      page('uitleg/index.md', '2064466', 'Uitleg'),
      page('uitleg/basics/index.md', '200', 'Basics'),
      page('uitleg/basics/ticket-aanmaken.md', '201', 'Ticket'),
      page('uitleg/basics/helpdesk.md', '202', 'Helpdesk'),
      ...result.files.map((f) => ({ path: `uitleg/import/${f.path}`, text: f.text })),
    ];
    const built = buildContent(
      input(
        sources,
        result.images.map((i) => ({ path: i.name, text: i.source })),
      ),
    );
    expect(built.values.some((v) => v.url === '/assets/data/uitleg/import/werkorder-aanmaken/werkorder-statussen/index.json')).toBe(true);
    expect(built.manifest.ids['5002']).toBeDefined();
  });

  describe('Confluence constructs (Onderhoud-en-tips_5005.html, shaped like a Confluence Server space export)', () => {
    const tips = file('onderhoud-en-tips.md');

    it('breadcrumbs give the parent, the export title prefix is dropped', () => {
      expect(pages.find((p) => p.id === '5005')).toMatchObject({ title: 'Onderhoud en tips', parentId: '5001' });
    });

    it.each([
      ['info', '> **Info:** Onderhoud staat altijd op de werkorder van het voertuig.'],
      ['note with its own title', '> **Denk aan de klant:** Bel de klant voordat je extra werk uitvoert.'],
      ['warning', '> **Waarschuwing:** Een verwijderde werkorder komt niet terug.'],
      ['tip', '> **Tip:** Sla een onderhoudsschema op als sjabloon.'],
    ])('%s panel becomes a labelled blockquote', (_kind, line) => expect(tips).toContain(line));

    it('expand macro: its title in bold, its content shown', () => {
      expect(tips).toContain('**Waarom een vast schema?**\n\nMet een vast schema vergeet je geen filters of vloeistoffen.');
      expect(tips).not.toContain('expand');
    });

    it('code block keeps its language and text; noformat becomes a plain code block (not a panel quote)', () => {
      expect(tips).toContain('```bash\nautoflex export --werkorders > werkorders.csv\necho "klaar"\n```');
      expect(tips).toContain('```\nKENTEKEN   KM-STAND\nAB-123-C   120000\n```');
    });

    it('a table with merged cells becomes a regular grid, content in the first cell of each merge', () => {
      const rows = tips
        .split('\n')
        .filter((l) => l.startsWith('|'))
        .map((l) =>
          l
            .split('|')
            .slice(1, -1)
            .map((c) => c.trim()),
        );
      expect(rows).toEqual([
        ['Onderdeel', 'Interval', ''],
        ['------------', '-----------------', '------'],
        ['Olie', '15.000 km', '1 jaar'],
        ['', 'diesel: 20.000 km', '1 jaar'],
        ['Remvloeistof', '2 jaar', ''],
      ]);
    });

    it('a user mention becomes the name as text', () => {
      expect(tips).toContain('Vragen? Stel ze aan Jan de Vries.');
      expect(tips).not.toMatch(/~jdevries|userlink/);
    });

    it.each([
      ['by title with an anchor (/display/KEY/Title#Heading)', '[de lijst met statussen](werkorder-aanmaken/werkorder-statussen.md#lijst)'],
      ['by /pages/viewpage.action?pageId=', '[het wisselen van banden](bandenwissel.md)'],
      ['by tiny link /x/<code>', '[een werkorder aanmaken](werkorder-aanmaken/index.md)'],
      ['by title on the wiki host', '[de handleiding](index.md)'],
    ])('page link %s becomes a relative .md link', (_form, link) => expect(tips).toContain(link));

    it('an attachment image with a size query and its original name', () => {
      expect(tips).toContain('![Onderhoudsschema](/images/confluence-5005-onderhoud-schema.svg)');
      expect(result.images.find((i) => i.name === 'confluence-5005-onderhoud-schema.svg')?.source).toContain(
        '<title>Onderhoudsschema</title>',
      );
    });
  });

  it('npm run import:confluence on the export folder gives a tree that builds (not strict) with every link resolved', () => {
    const dir = mkdtempSync(join(tmpdir(), 'confluence-import-'));
    try {
      const content = join(dir, 'content');
      mkdirSync(join(content, 'uitleg'), { recursive: true });
      writeFileSync(
        join(content, 'index.md'),
        page('index.md', '1', 'Home', { body: 'Welkom. Lees de [werkplaats handleiding](/uitleg/import/).\n\n## Kop' }).text,
      );
      writeFileSync(join(content, 'uitleg/index.md'), page('uitleg/index.md', '2064466', 'Uitleg').text);
      const tsx = join('node_modules', '.bin', 'tsx');
      execFileSync(
        tsx,
        ['scripts/import-confluence.ts', DIR, '--out', join(content, 'uitleg/import'), '--images', join(content, 'images')],
        { stdio: 'pipe' },
      );
      const output = execFileSync(
        tsx,
        ['scripts/content/index.ts', '--content', content, '--out', join(dir, 'out'), '--client', 'tests/fixtures/client'],
        { encoding: 'utf8', stdio: 'pipe' },
      );
      expect(output).toMatch(/content build \w+: 8 pages/);
      const entries = JSON.parse(readFileSync(join(dir, 'out/kv.json'), 'utf8')) as { key: string; value: string }[];
      const manifest = JSON.parse(entries.at(-1)!.value) as BuildManifest;
      expect(manifest.values[pageKey('/uitleg/import/onderhoud-en-tips')]).toBeDefined();
      // Only kv.json and build.json: no public/ mirror, which nothing served or read.
      expect(readdirSync(join(dir, 'out')).sort()).toEqual(['build.json', 'kv.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
