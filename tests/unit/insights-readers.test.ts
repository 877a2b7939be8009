/** The readers of the insights (`npm run insights`, the report page) never print a control or bidi character raw. */
import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '../../core/insights/report';
import { toVisibleJson, toVisibleText } from '../../core/insights/visible-text';
import { renderDashboard } from '../../worker/insights/dashboard';
import { formatReport } from '../../scripts/insights/format';

/** What rows written before the normalisation (or by hand) may hold: C1 (CSI), C0 (ESC), DEL, bidi overrides and isolates, zero-width. */
const HOSTILE = ['zoek\u009b31m rood', 'factuur \u202egnitiderc', 'apk\u001b[2J', '\u2066isolate\u2069\u200b\u007f'];
const RAW = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const report: InsightsReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  searches: HOSTILE.map((query, i) => ({ query, count: 4 - i, zeroResults: 1, opened: 0, lastDate: '2026-11-02' })),
  zeroResults: HOSTILE.map((query) => ({ query, count: 1, lastDate: '2026-11-02' })),
  noClick: HOSTILE.map((query) => ({ query, count: 1, lastDate: '2026-11-02' })),
  feedback: [{ path: '/uitleg/\u202ex/', yes: 1, no: 3 }],
  pageViews: [{ path: '/uitleg/\u009bx/', views: 2 }],
  totals: [{ day: '2026-11-02', pageViews: 2, searches: 4, zeroResults: 4, yes: 1, no: 3, dropped: 0 }],
};

describe('toVisibleText', () => {
  it.each([
    ['zoek\u009b31m', 'zoek\\u009b31m'],
    ['a\u202eb', 'a\\u202eb'],
    ['\u2066x\u2069', '\\u2066x\\u2069'],
    ['x\u200by', 'x\\u200by'],
    ['\u001b[2J', '\\u001b[2J'],
    ['line\u2028break', 'line\\u2028break'],
    ['werkorder café [kenteken]', 'werkorder café [kenteken]'],
  ])('%j → %j', (raw, shown) => expect(toVisibleText(raw)).toBe(shown));
});

describe('toVisibleJson', () => {
  it('is valid JSON of the same value, with nothing raw in it but its own line breaks', () => {
    const json = toVisibleJson(report, 2);
    expect(JSON.parse(json)).toEqual(report);
    expect(json.replace(/\n/g, '')).not.toMatch(RAW);
  });
});

describe('npm run insights (text) and the report page', () => {
  it('the text report shows each such character as its code point', () => {
    const text = formatReport(report, { days: 2, minVotes: 1, source: 'test' });
    expect(text.replace(/\n/g, '')).not.toMatch(RAW);
    expect(text).toContain('zoek\\u009b31m rood');
    expect(text).toContain('factuur \\u202egnitiderc');
    expect(text).toContain('/uitleg/\\u009bx/');
  });

  it('the report page shows each such character as its code point, HTML-escaped', () => {
    const series = { pageViews: new Map(), searches: new Map(), zeroResults: new Map() };
    const html = renderDashboard(report, series, { days: 2, minVotes: 1, confirm: null });
    expect(html.replace(/\n/g, '')).not.toMatch(RAW);
    expect(html).toContain('factuur \\u202egnitiderc');
    expect(html).toContain('href="/uitleg/\\u202ex/"');
  });
});
