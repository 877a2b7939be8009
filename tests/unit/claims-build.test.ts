/**
 * Claims and page verification through the build stages: the page data carries each page's count of
 * marks, the stored claims report lists them with file:line, owner and dates (glossary names included),
 * and bad marks or verification fields fail the whole build with file:line, so nothing is published.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { claimsKey } from '../../core/kv-keys';
import type { ClaimsReport } from '../../core/schema/claims-report';
import { getPagesToConfirm, getVerificationCounts, getVerificationStatus } from '../../core/verification';
import { BuildErrors } from '../../scripts/content/build-error';
import type { SourceFile } from '../../scripts/content/front-matter';
import { type BuildInput, buildContent } from '../../scripts/content/pipeline';
import { input, page, SITE_JSON, validTree } from './build-fixtures';

const TODAY = '2026-01-15';
const APK = 'uitleg/werkplaats/apk.md';
/** Body line of a fixture page with `extra` front matter lines (build-fixtures.ts: 7 lines of front matter, a blank line). */
const bodyLine = (extra = '') => 9 + extra.split('\n').filter(Boolean).length;

const withApk = (body: string, extra = '') => validTree().map((f) => (f.path === APK ? page(APK, '101', 'APK', { body, extra }) : f));
const build = (sources: SourceFile[], more: Partial<BuildInput> = {}) => buildContent({ ...input(sources), today: TODAY, ...more });
/** The messages a failed build lists, or [] when it builds. */
const errorsOf = (sources: SourceFile[], more: Partial<BuildInput> = {}): string[] => {
  try {
    build(sources, more);
    return [];
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map((e) => e.message);
    throw error;
  }
};
const reportOf = (output: ReturnType<typeof build>): ClaimsReport =>
  JSON.parse(output.values.find((v) => v.key === claimsKey())!.body as string) as ClaimsReport;

const LONG = ' Met genoeg woorden in deze alinea om de minimale lengte van een pagina in de boom te halen.\n\n## Kop\n\nMeer.';

describe('the build counts and stores claims', () => {
  const output = build(
    withApk(
      `Klik op {?**Nieuw**?} en de link is {?48 uur?} geldig.${LONG}`,
      'owner: Productteam werkplaats\nconfirmed: 2025-01-31\nconfirmEveryMonths: 1\n',
    ),
    {
      glossaryYaml: 'knoppen:\n  - Nieuw\n  - naam: Opslaan\n    fout: [Bewaren]\n',
    },
  );
  const report = reportOf(output);
  const apk = report.pages.find((p) => p.file === APK)!;

  it('puts the count of marks in the page data, and leaves it out for a page without', () => {
    const data = (slug: string) => output.pages.find((p) => p.data.page.slug === slug)!.data.page;
    expect(data('/uitleg/werkplaats/apk').claims).toBe(2);
    expect(data('/uitleg/werkplaats/apk').html).toContain('<span class="claim"><strong>Nieuw</strong></span>');
    expect(data('/uitleg/werkplaats/banden')).not.toHaveProperty('claims');
  });

  it('stores every page with its claims at their lines, its owner and due date', () => {
    expect(apk).toEqual({
      path: '/uitleg/werkplaats/apk/',
      title: 'APK',
      file: APK,
      owner: 'Productteam werkplaats',
      confirmed: '2025-01-31',
      confirmEveryMonths: 1,
      due: '2025-02-28',
      claims: [
        { line: bodyLine('a\nb\nc'), text: 'Nieuw' },
        { line: bodyLine('a\nb\nc'), text: '48 uur' },
      ],
    });
    const banden = report.pages.find((p) => p.file === 'uitleg/werkplaats/banden.md')!;
    expect(banden).toEqual({
      path: '/uitleg/werkplaats/banden/',
      title: 'Banden',
      file: 'uitleg/werkplaats/banden.md',
      owner: 'Productowner',
      confirmEveryMonths: 12,
      claims: [],
    });
    expect(report.pages.some((p) => p.file === '404.md')).toBe(false);
    expect(report.requireConfirmed).toBe(false);
  });

  it('lists the glossary names as its claims, with their lines, until the glossary is confirmed', () => {
    expect(report.pages.at(-1)).toMatchObject({
      path: null,
      file: 'glossary.yml',
      claims: [
        { line: 2, text: 'Nieuw' },
        { line: 3, text: 'Opslaan' },
      ],
    });
    const confirmed = reportOf(build(validTree(), { glossaryYaml: 'confirmed: 2025-12-01\nknoppen:\n  - Nieuw\n' }));
    expect(confirmed.pages.at(-1)).toMatchObject({ confirmed: '2025-12-01', due: '2026-12-01', claims: [] });
  });

  it('lets no mark reach a value the build emits: page data, search, nav, sitemap, shell and the report itself', () => {
    const marked = build(
      withApk(`{?Een zin met **vet** en [een link](./banden.md).?}${LONG}\n\n| a | b |\n|---|---|\n| {?x?} | y |\n\n- {?*item*?}`),
    );
    const texts = marked.values.map((v) => (typeof v.body === 'string' ? v.body : gunzipSync(v.body).toString('utf8')));
    expect(texts.filter((t) => /\{\?|\?\}/.test(t))).toEqual([]);
    expect(
      reportOf(marked)
        .pages.find((p) => p.file === APK)!
        .claims.map((c) => c.text),
    ).toEqual(['Een zin met vet en een link.', 'x', 'item']);
  });

  it('tells open, overdue and confirmed pages apart on a given day, most read first', () => {
    expect(getVerificationStatus(apk, TODAY)).toBe('te bevestigen, verlopen');
    expect(getVerificationStatus({ ...apk, claims: [] }, TODAY)).toBe('verlopen');
    expect(getVerificationStatus({ ...apk, claims: [] }, '2025-02-28')).toBe('bevestigd');
    expect(getVerificationStatus({ claims: [{ line: 1, text: 'x' }] }, TODAY)).toBe('te bevestigen');
    expect(getVerificationCounts(report, TODAY)).toEqual({ claims: 4, pages: 2, overdue: 1 });
    const views = new Map([['/uitleg/werkplaats/apk/', 5]]);
    expect(getPagesToConfirm(report, TODAY, views).map((p) => p.file)).toEqual([APK, 'glossary.yml']);
  });
});

describe('bad marks and verification fields fail the build with file:line', () => {
  const body = (text: string) => `${text}${LONG}`;
  it.each<[string, SourceFile[], Partial<BuildInput>, string]>([
    ['unclosed mark', withApk(body('Een {?open mark.')), {}, `${APK}:${bodyLine()}: claim mark '{?' is not closed`],
    ['nested mark', withApk(body('Een {?a {?b?} c?}.')), {}, `${APK}:${bodyLine()}: claim marks cannot be nested`],
    [
      'mark in a heading',
      withApk(`Tekst.${LONG}\n\n## Kop {?x?}`),
      {},
      `${APK}:${bodyLine() + 6}: a claim mark cannot be inside a heading`,
    ],
    ['mark in link text', withApk(body('Zie [{?x?}](./banden.md).')), {}, `${APK}:${bodyLine()}: a claim mark cannot be inside link text`],
    ['mark in inline code', withApk(body('Typ `{?F5?}`.')), {}, `${APK}:${bodyLine()}: a claim mark cannot be inside inline code`],
    [
      'mark in a code block',
      withApk(body('```\n{?x?}\n```\n')),
      {},
      `${APK}:${bodyLine() + 1}: a claim mark cannot be inside a code block`,
    ],
    [
      'mark in the title',
      withApk(body('Tekst.')).map((f) => (f.path === APK ? { ...f, text: f.text.replace('title: APK', 'title: "{?APK?}"') } : f)),
      {},
      `${APK}:3: front matter 'title' holds a claim mark`,
    ],
    [
      'confirmation date in the future',
      withApk(body('Tekst.'), 'confirmed: 2026-01-16\n'),
      {},
      `${APK}:7: front matter 'confirmed' must be the date`,
    ],
    [
      'confirmation date that does not exist',
      withApk(body('Tekst.'), 'confirmed: 2025-02-30\n'),
      {},
      `${APK}:7: front matter 'confirmed' must be the date`,
    ],
    [
      'interval 0',
      withApk(body('Tekst.'), 'confirmEveryMonths: 0\n'),
      {},
      `${APK}:7: front matter 'confirmEveryMonths' must be a whole number of months, 1 or more`,
    ],
    [
      'interval below 0',
      withApk(body('Tekst.'), 'confirmEveryMonths: -3\n'),
      {},
      `${APK}:7: front matter 'confirmEveryMonths' must be a whole number of months`,
    ],
    [
      'site.json interval 0',
      validTree(),
      { siteJson: SITE_JSON.replace(/^\{/, '{\n  "verification": { "confirmEveryMonths": 0 },') },
      "site.json:2: 'verification.confirmEveryMonths' must be a whole number of months",
    ],
    [
      'glossary confirmed in the future',
      validTree(),
      { glossaryYaml: 'knoppen:\n  - Nieuw\nconfirmed: 2027-01-01\n' },
      "glossary.yml:3: 'confirmed' must be the date",
    ],
    [
      'glossary entry of the wrong shape',
      validTree(),
      { glossaryYaml: 'knoppen:\n  - Nieuw\n  - [a, b]\n' },
      'glossary.yml:3: a glossary entry is a name',
    ],
  ])('%s', (_name, sources, more, message) => {
    const errors = errorsOf(sources, more);
    expect(errors.find((e) => e.startsWith(message.split(': ')[0]!)) ?? errors).toContain(message);
  });

  it('accepts a confirmation dated today', () => expect(errorsOf(withApk(body('Tekst.'), `confirmed: ${TODAY}\n`))).toEqual([]));
});
