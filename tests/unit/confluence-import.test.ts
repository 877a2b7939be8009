import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertConfluenceExport, slugify } from '../../scripts/confluence/convert';
import { getPageIdOfHref, orderByIndex, parseConfluencePage, type ConfluencePage } from '../../scripts/confluence/parse-page';
import { buildContent } from '../../scripts/build/pipeline';
import { input, page } from './build-fixtures';

const DIR = 'tests/fixtures/confluence-export';
const pages = orderByIndex(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.html'))
    .map((f) => parseConfluencePage(f, readFileSync(join(DIR, f), 'utf8')))
    .filter((p): p is ConfluencePage => p !== null),
  readFileSync(join(DIR, 'index.html'), 'utf8'),
);
const attachments = new Map(['attachments/5002/flow.svg', 'attachments/5002/foto.png'].map((f) => [f, readFileSync(join(DIR, f), 'utf8')]));
const result = convertConfluenceExport(pages, '/uitleg/import', attachments);
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
    expect(pages.map((p) => p.id)).toEqual(['5001', '5002', '5003', '5004']);
    expect(result.files.map((f) => f.path)).toEqual(['bandenwissel.md', 'index.md', 'werkorder-aanmaken/index.md', 'werkorder-aanmaken/werkorder-statussen.md']);
  });

  it('writes front matter with the page id, title, labels and order', () => {
    expect(file('werkorder-aanmaken/index.md')).toMatch(/^---\nid: "5002"\ntitle: "Werkorder aanmaken"\ndescription: "Een werkorder maak je aan vanuit het voertuig\."\nlabels: \["werkorder", "werkplaats"\]\norder: 10\n---/);
  });

  it('rewrites internal links and anchors to slugs, converts panels, tables and SVG images', () => {
    const text = file('werkorder-aanmaken/index.md');
    expect(text).toContain('[de statussen](/uitleg/import/werkorder-aanmaken/werkorder-statussen/)');
    expect(text).toContain('> Tip: controleer altijd');
    expect(text).toMatch(/\| Kenteken \| Het voertuig van de werkorder \|/);
    expect(text).toContain('![Schema van een werkorder](/images/confluence-5002-flow.svg)');
    expect(file('bandenwissel.md')).toContain('[handleiding](/uitleg/import/#overzicht)');
    expect(result.images.map((i) => i.name)).toEqual(['confluence-5002-flow.svg']);
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
    const built = buildContent(input(sources, result.images.map((i) => ({ path: i.name, text: i.source }))));
    expect(built.values.some((v) => v.url === '/assets/data/uitleg/import/werkorder-aanmaken/werkorder-statussen/index.json')).toBe(true);
    expect(built.values.some((v) => v.url === '/link/5002.json')).toBe(true);
  });
});
