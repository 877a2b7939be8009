/** The product owner's checklist (`npm run content:claims`, scripts/claims/claims-list.ts): order, status, file:line, --page. */
import { describe, expect, it } from 'vitest';
import type { ClaimsReport, PageClaims } from '../../core/schema/claims-report';
import { formatClaimsMarkdown, getClaimsList, isNamedPage, selectPage } from '../../scripts/claims/claims-list';

const TODAY = '2026-03-01';
const entry = (path: string | null, file: string, more: Partial<PageClaims> = {}): PageClaims => ({
  path,
  title: file,
  file,
  owner: 'Productowner',
  confirmEveryMonths: 12,
  claims: [],
  ...more,
});
const REPORT: ClaimsReport = {
  requireConfirmed: false,
  pages: [
    entry('/uitleg/a/', 'uitleg/a.md', { claims: [{ line: 12, text: 'De link is 48 uur geldig.' }] }),
    entry('/uitleg/b/', 'uitleg/b.md', { confirmed: '2025-01-10', due: '2026-01-10', owner: 'Productteam werkplaats' }),
    entry('/uitleg/c/', 'uitleg/c.md', {
      claims: [
        { line: 3, text: 'Tien herstelcodes.' },
        { line: 9, text: 'Twintig minuten.' },
      ],
    }),
    entry('/uitleg/d/', 'uitleg/d.md', { confirmed: '2026-02-01', due: '2027-02-01' }),
    entry(null, 'glossary.yml', { title: 'Woordenlijst', claims: [{ line: 12, text: 'Werkplaats > Planbord' }] }),
  ],
};
const VIEWS = {
  source: 'lokaal: state',
  days: 30,
  views: new Map([
    ['/uitleg/c/', 40],
    ['/uitleg/b/', 7],
    ['/uitleg/d/', 90],
  ]),
};

describe('the claims list', () => {
  it('puts the most read pages first (then by path, the glossary last), each with its status, views and file:line', () => {
    const list = getClaimsList(REPORT, { today: TODAY, views: VIEWS });
    expect(list.pages.map((p) => [p.file, p.status, p.views])).toEqual([
      ['uitleg/d.md', 'bevestigd', 90],
      ['uitleg/c.md', 'te bevestigen', 40],
      ['uitleg/b.md', 'verlopen', 7],
      ['uitleg/a.md', 'te bevestigen', 0],
      ['glossary.yml', 'te bevestigen', undefined],
    ]);
    expect(list.pages[1]!.claims).toEqual([
      { at: 'content/uitleg/c.md:3', line: 3, text: 'Tien herstelcodes.' },
      { at: 'content/uitleg/c.md:9', line: 9, text: 'Twintig minuten.' },
    ]);
    expect(list.totals).toEqual({ claims: 4, pages: 3, overdue: 1 });
    expect(list.views).toEqual({ source: 'lokaal: state', days: 30 });
  });

  it('works without insights: no views anywhere, pages by path', () => {
    const list = getClaimsList(REPORT, { today: TODAY, views: null, contentDir: 'tests/fixtures/content' });
    expect(list.views).toBeNull();
    expect(list.pages.map((p) => p.file)).toEqual(['uitleg/a.md', 'uitleg/b.md', 'uitleg/c.md', 'uitleg/d.md', 'glossary.yml']);
    expect(list.pages.every((p) => !('views' in p))).toBe(true);
    expect(list.pages[0]!.claims[0]!.at).toBe('tests/fixtures/content/uitleg/a.md:12');
  });

  it('writes Markdown with a section per page to confirm and a line per claim, and counts the rest', () => {
    const text = formatClaimsMarkdown(getClaimsList(REPORT, { today: TODAY, views: VIEWS }));
    expect(text).toContain("# Te bevestigen (2026-03-01)\n\n4 open claims op 3 pagina's; 1 pagina verlopen.\n");
    expect(text).toContain(
      '## uitleg/c.md (/uitleg/c/)\n\nte bevestigen · 40 weergaven · eigenaar: Productowner · laatst bevestigd: nooit\n\n- `content/uitleg/c.md:3` Tien herstelcodes.\n- `content/uitleg/c.md:9` Twintig minuten.',
    );
    expect(text).toContain(
      'verlopen · 7 weergaven · eigenaar: Productteam werkplaats · laatst bevestigd: 2025-01-10 (opnieuw uiterlijk 2026-01-10)',
    );
    expect(text).toContain('## Woordenlijst (glossary.yml)');
    expect(text).not.toContain('uitleg/d.md');
    expect(text.indexOf('uitleg/c.md')).toBeLessThan(text.indexOf('uitleg/b.md'));
    expect(text.trimEnd().endsWith('1 pagina zonder open claims en niet verlopen.')).toBe(true);
  });

  it.each<[string, string | null]>([
    ['/uitleg/c/', 'uitleg/c.md'],
    ['/uitleg/c', 'uitleg/c.md'],
    ['uitleg/c', 'uitleg/c.md'],
    ['uitleg/c.md', 'uitleg/c.md'],
    ['content/uitleg/c.md', 'uitleg/c.md'],
    ['./content/uitleg/c.md', 'uitleg/c.md'],
    ['glossary.yml', 'glossary.yml'],
    ['/uitleg/', null],
    ['c.md', null],
  ])('--page %s names %s', (name, file) => {
    expect(REPORT.pages.filter((p) => isNamedPage(p, name)).map((p) => p.file)).toEqual(file ? [file] : []);
  });

  it('--page with a name no page has is a one-line error', () => {
    expect(() => selectPage(REPORT, '/uitleg/zzz/')).toThrow(/^--page \/uitleg\/zzz\/: no such page/);
    expect(selectPage(REPORT, '/uitleg/a/').pages).toHaveLength(1);
  });
});
