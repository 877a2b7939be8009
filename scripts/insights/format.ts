/** The report as Dutch text tables for the content team (`npm run insights` without --json). */
import { getLeastHelpful, type InsightsReport } from '../../core/insights/report';
import { toVisibleText } from '../../core/insights/visible-text';

/** A plain text table: columns padded, numbers right-aligned, no control or bidi character printed raw (visible-text.ts). */
function table(headers: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return '  (nog niets geteld)';
  const shown = rows.map((r) => r.map((c) => (typeof c === 'number' ? c : toVisibleText(c))));
  const cells = [headers, ...shown.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[], raw: (string | number)[] = r) =>
    `  ${r.map((c, i) => (typeof raw[i] === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')}`.trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...shown.map((r) => line(r.map(String), r))].join('\n');
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);

/** The whole report as text. */
export function formatReport(report: InsightsReport, options: { days: number; minVotes: number; source: string }): string {
  const helpful = getLeastHelpful(report, options.minVotes);
  return [
    `Inzichten van ${report.from} t/m ${report.to} (${options.days} ${options.days === 1 ? 'dag' : 'dagen'}, ${options.source})`,
    '',
    'Meest gezocht',
    table(
      ['zoekopdracht', 'keer', 'zonder resultaat', 'resultaat geopend', 'laatst'],
      report.searches.map((s) => [s.query, s.count, s.zeroResults, s.opened, s.lastDate]),
    ),
    '',
    'Zoekopdrachten zonder resultaten (hier mist uitleg of een synoniem)',
    table(
      ['zoekopdracht', 'keer', 'laatst'],
      report.zeroResults.map((s) => [s.query, s.count, s.lastDate]),
    ),
    '',
    'Zoekopdrachten waarvan geen resultaat werd geopend',
    table(
      ['zoekopdracht', 'keer met resultaten', 'laatst'],
      report.noClick.map((s) => [s.query, s.count, s.lastDate]),
    ),
    '',
    `Minst nuttige artikelen (aandeel 'nee', minstens ${options.minVotes} stemmen)`,
    table(
      ['pagina', 'nee', 'ja', 'nee van totaal'],
      helpful.map((f) => [f.path, f.no, f.yes, percent(f.no, f.yes + f.no)]),
    ),
    '',
    "Meest bekeken pagina's",
    table(
      ['pagina', 'weergaven'],
      report.pageViews.map((p) => [p.path, p.views]),
    ),
    '',
    'Totalen per dag',
    table(
      ['dag', 'weergaven', 'zoekopdrachten', 'zonder resultaat', 'ja', 'nee', 'niet geteld'],
      report.totals.map((t) => [t.day, t.pageViews, t.searches, t.zeroResults, t.yes, t.no, t.dropped]),
    ),
  ].join('\n');
}
