import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../core/types';
import { loadRealContent } from '../../scripts/lib/real-content';

/** The 17 top-level sections of spec 2, in menu order, with their titles. */
export const SECTIONS: [string, string][] = [
  ['basics', 'Basics'],
  ['algemeen', 'Algemeen'],
  ['relaties', 'Relaties'],
  ['voertuigen', 'Voertuigen'],
  ['in-verkoop-voertuig', 'In-/Verkoop voertuig'],
  ['werkplaats', 'Werkplaats'],
  ['onderdelen', 'Onderdelen'],
  ['facturen', 'Facturen'],
  ['boekhouding', 'Boekhouding'],
  ['koppelingen', 'Koppelingen'],
  ['instellingen', 'Instellingen'],
  ['document-beheer', 'Document beheer'],
  ['multi-vestiging', 'Multi vestiging'],
  ['overig', 'Overig'],
  ['bedrijfsmonitor-module', 'Bedrijfsmonitor module'],
  ['instructievideos', "Instructievideo's"],
  ['autoflex-app', 'Autoflex-app'],
];

/** Subsections spec 2 names, by their slug under /uitleg. */
export const SUBSECTIONS = [
  ...[
    'inloggen',
    'start-scherm',
    'profiel',
    'feedback',
    'help',
    'uitloggen',
    'berichten',
    'instellingen-app',
    'overig-app',
    'module-voertuig',
    'module-werkorder',
    'module-onderdelen',
    'module-relaties',
    'module-workflow',
  ].map((s) => `autoflex-app/${s}`),
  ...[
    'werkorders-offertes-facturen',
    'planning-werkplaats-v2',
    'tijdsregistratie',
    'apk-raadplegen',
    'planning-huur-en-leenvoertuigen',
    'bandenhotel',
  ].map((s) => `werkplaats/${s}`),
  ...[
    'beheer',
    'algemeen',
    'eigen-bedrijf',
    'financieel',
    'layouts',
    'orders',
    'planning',
    'publiceren',
    'volgnummers',
    'koppelingen-met-externe-partijen',
  ].map((s) => `instellingen/${s}`),
  ...[
    'gps',
    'communicatietools',
    'grossierskoppelingen',
    'boekhoudpakketten',
    'pechhulp',
    'rdw-providers',
    'voertuigen-publiceren',
    'online-afspraken',
    'facturatie',
    'overige',
  ].map((s) => `koppelingen/${s}`),
  ...['rollen-en-rechten', 'systeemeisen'].map((s) => `overig/${s}`),
];

const MIN_WORDS = 150;
const { output, sources } = await loadRealContent();
const pages = output.pages.filter((p) => p.data.page.slug.startsWith('/uitleg'));
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const sentences = (text: string) =>
  new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.split(' ').length >= 5),
  );

describe('the real documentation tree', () => {
  it('builds in strict mode (the build throws on any error) with no warning left over', () => {
    // loadRealContent builds with the repository's strict rules; a warning that is still printed is a rule the policy lets through.
    expect(output.warnings.map((w) => `${w.file}:${w.line} ${w.rule}`)).toEqual([]);
    expect(output.stats.pages).toBeGreaterThan(SECTIONS.length);
  });

  it('has at least 300 documentation pages under /uitleg', () => {
    const articles = output.values.filter((v) => /^\/assets\/data\/uitleg\/(.*\/)?index\.json$/.test(v.url ?? ''));
    expect(articles.length).toBeGreaterThanOrEqual(300);
  });

  it('has the 17 top-level sections with the spec slugs, titles and menu order', () => {
    const nav = JSON.parse(output.values.find((v) => v.url?.startsWith('/nav/'))!.body as string) as NavItem;
    expect(nav.name).toBe('Uitleg');
    expect(nav.element).toBe('2064466');
    expect(nav.children!.map((c) => [c.path, c.name])).toEqual(SECTIONS);
  });

  it.each(SUBSECTIONS)('subsection %s exists', (slug) => {
    expect(pages.some((p) => p.data.page.slug === `/uitleg/${slug}`)).toBe(true);
  });

  it.each(SUBSECTIONS.filter((s) => !['overig/rollen-en-rechten', 'overig/systeemeisen'].includes(s)))(
    'subsection %s is a parent page with children',
    (slug) => {
      expect(pages.some((p) => p.data.page.slug.startsWith(`/uitleg/${slug}/`))).toBe(true);
    },
  );

  it('Beheer has its sections 1 to 11', () => {
    for (let n = 1; n <= 11; n++)
      expect(pages.some((p) => p.data.page.slug.startsWith(`/uitleg/instellingen/beheer/beheer-${n}-`))).toBe(true);
  });

  it.each(pages.map((p) => [p.data.page.slug, p] as const))('%s: description, 1–5 labels, an H2 and at least 150 words', (_slug, page) => {
    expect(page.data.page.description.length).toBeGreaterThan(10);
    expect(page.data.page.labels.length).toBeGreaterThanOrEqual(1);
    expect(page.data.page.labels.length).toBeLessThanOrEqual(5);
    expect(page.data.page.toc.some((t) => t.heading_size === 2)).toBe(true);
    expect(words(page.text)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('no two pages share more than half of their sentences', () => {
    const sets = pages.map((p) => ({ slug: p.data.page.slug, s: sentences(p.text) }));
    const offenders: string[] = [];
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        const a = sets[i]!;
        const b = sets[j]!;
        const shared = [...a.s].filter((s) => b.s.has(s)).length;
        if (shared > Math.min(a.s.size, b.s.size) / 2) offenders.push(`${a.slug} ~ ${b.slug}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

/** Pages that are short on purpose: the home page, the not-found page and the root index. */
const SHORT_BY_DESIGN = new Set(['index.md', '404.md', 'uitleg/index.md']);
/** Reference pages: they explain rather than walk through a task, so they need no numbered steps. */
const REFERENCE = [
  /^uitleg\/overig\/(veelgestelde-vragen|systeemeisen|rollen-en-rechten|release-notes)\.md$/,
  /^uitleg\/basics\/sneltoetsen\.md$/,
  /^uitleg\/facturen\/btw-verlegd-en-buitenland\.md$/,
];
/** Spelling the tree writes one way only (issue 15): each variant on the left must not occur. */
const SPELLING: [RegExp, string][] = [
  [/Autoflex app(?![-\w])/g, 'Autoflex-app'],
  [/RDW provider/g, 'RDW-provider'],
  [/gereed melden/gi, 'gereedmelden'],
  [/de Autoflex helpcentrum/gi, 'het Autoflex-helpcentrum'],
];

const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
const bodies = sources.map((s) => ({ path: s.path, body: bodyOf(s.text), words: words(bodyOf(s.text)) }));

describe('the editorial standard of the tree (issue 15)', () => {
  it('no page under 200 words except the short-by-design ones, and a median of at least 350', () => {
    expect(bodies.filter((b) => b.words < 200 && !SHORT_BY_DESIGN.has(b.path)).map((b) => `${b.path}: ${b.words}`)).toEqual([]);
    const sorted = bodies.map((b) => b.words).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThanOrEqual(350);
  });

  it('every task page (an article that is not a reference page) has numbered steps', () => {
    const tasks = bodies.filter(
      (b) => b.path.startsWith('uitleg/') && !b.path.endsWith('/index.md') && !REFERENCE.some((r) => r.test(b.path)),
    );
    expect(tasks.length).toBeGreaterThan(200);
    expect(tasks.filter((b) => !/^\d+\. \S/m.test(b.body)).map((b) => b.path)).toEqual([]);
  });

  it('no two pages share a title (search results and the sidebar would look identical)', () => {
    const byTitle = new Map<string, string[]>();
    for (const p of output.pages) byTitle.set(p.data.page.title, [...(byTitle.get(p.data.page.title) ?? []), p.data.page.slug]);
    expect([...byTitle].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
  });

  it('every page under /uitleg is linked from the text of another page (the sidebar aside)', () => {
    const linked = new Set<string>();
    for (const p of output.pages) {
      for (const [, href] of p.data.page.html.matchAll(/href="(\/uitleg\/[^"#]*)/g)) {
        const target = href!.replace(/\/$/, '');
        if (target !== p.data.page.slug) linked.add(target);
      }
    }
    expect(pages.filter((p) => p.data.page.slug !== '/uitleg' && !linked.has(p.data.page.slug)).map((p) => p.data.page.slug)).toEqual([]);
  });

  it.each(SPELLING)('writes %s as %s', (variant) => {
    // The whole file: front matter (titles, descriptions) as well as the body.
    // match, not test: a /g pattern's test() carries lastIndex from one file to the next and skips matches.
    expect(sources.filter((s) => (s.text.match(variant) ?? []).length > 0).map((s) => s.path)).toEqual([]);
  });

  it('no closing formula: the same last sentence (links aside) ends at most 5 pages, and "… lees je bij [X]." at most 5', () => {
    const closing = new Map<string, string[]>();
    for (const b of bodies) {
      // The last sentence of prose: lists ('Zie ook'), tables and headings are not a closing formula.
      const prose = b.body
        .trim()
        .split(/\n+/)
        .filter((line) => !/^\s*([-*|#>]|\d+\.)/.test(line));
      const last = (prose.pop() ?? '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '[X]')
        .replace(/\d+/g, 'N')
        .trim();
      closing.set(last, [...(closing.get(last) ?? []), b.path]);
    }
    expect([...closing].filter(([, paths]) => paths.length > 5).map(([sentence, paths]) => `${paths.length}× ${sentence}`)).toEqual([]);
    expect(bodies.filter((b) => /lees je bij \[/i.test(b.body)).length).toBeLessThanOrEqual(5);
  });
});
