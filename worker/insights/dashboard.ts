/**
 * /beheer/inzichten/ as HTML: the report's tables in Dutch with a trend line per total and per top row,
 * rendered on the server. No script; styles from the site's static error stylesheet; SVG attributes only.
 */
import { escapeHtml } from '../../core/escape';
import { getLeastHelpful, type InsightsReport } from '../../core/insights/report';
import { toVisibleText } from '../../core/insights/visible-text';
import type { PageClaims } from '../../core/schema/claims-report';
import { getVerificationStatus, getViews } from '../../core/verification';
import { renderSparkline } from './sparkline';

/** Per-row daily series, by table. */
export interface DashboardSeries {
  pageViews: Map<string, number[]>;
  searches: Map<string, number[]>;
  zeroResults: Map<string, number[]>;
}

/** A stored text as HTML: escaped, and no control or bidi character that could reorder or hide what is shown. */
const text = (value: string) => escapeHtml(toVisibleText(value));
const cell = (value: string | number) => `<td>${text(String(value))}</td>`;
const num = (value: number) => `<td align="right">${value}</td>`;

function table(caption: string, headers: string[], rows: string[], empty = 'Nog niets geteld.'): string {
  const head = headers.map((h) => `<th scope="col" align="left">${escapeHtml(h)}</th>`).join('');
  const body = rows.length > 0 ? rows.join('') : `<tr><td colspan="${headers.length}">${escapeHtml(empty)}</td></tr>`;
  return `<table cellpadding="4"><caption align="top"><h2>${escapeHtml(caption)}</h2></caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const trend = (series: Map<string, number[]>, key: string) =>
  `<td>${renderSparkline(series.get(key) ?? [], `Verloop van ${toVisibleText(key)}`)}</td>`;

/** The pages to confirm (open claims or past their interval) with the views that order them; null: the build stored none. */
export interface ToConfirm {
  pages: PageClaims[];
  views: ReadonlyMap<string, number>;
  /** The day statuses are decided on (YYYY-MM-DD). */
  today: string;
}

/** The product owner's list, as Zendesk's article verification shows it: most read first. */
function renderToConfirm(confirm: ToConfirm | null, days: number): string {
  if (!confirm) return '<h2>Te bevestigen</h2><p>Deze build heeft geen overzicht van claims.</p>';
  const rows = confirm.pages.map((p) => {
    const page = p.path === null ? cell(`${p.title} (${p.file})`) : `<td><a href="${escapeHtml(p.path)}">${escapeHtml(p.path)}</a></td>`;
    const views = p.path === null ? cell('') : num(getViews(p, confirm.views));
    const status = getVerificationStatus(p, confirm.today);
    return `<tr>${page}${views}${num(p.claims.length)}${cell(p.owner)}${cell(p.confirmed ?? 'nooit')}${cell(status)}</tr>`;
  });
  return table(
    `Te bevestigen (open claims of verlopen, meest bekeken eerst)`,
    ['pagina', `weergaven (${days} dagen)`, 'open claims', 'eigenaar', 'laatst bevestigd', 'status'],
    rows,
    "Niets te bevestigen: geen open claims en geen verlopen pagina's.",
  );
}

/** The whole page. */
export function renderDashboard(
  report: InsightsReport,
  series: DashboardSeries,
  options: { days: number; minVotes: number; confirm: ToConfirm | null },
): string {
  const t = report.totals;
  const totals = (
    [
      ['Paginaweergaven', t.map((d) => d.pageViews)],
      ['Zoekopdrachten', t.map((d) => d.searches)],
      ['Zonder resultaat', t.map((d) => d.zeroResults)],
      ["'Ja' op nuttig?", t.map((d) => d.yes)],
      ["'Nee' op nuttig?", t.map((d) => d.no)],
      ['Niet geteld (pagina bestaat niet)', t.map((d) => d.dropped)],
    ] as const
  ).map(
    ([name, values]) =>
      `<tr>${cell(name)}${num(values.reduce((a, b) => a + b, 0))}<td>${renderSparkline([...values], `${name} per dag`)}</td></tr>`,
  );
  const periods = [7, 30, 90, 400]
    .map((d) => (d === options.days ? `<strong>${d} dagen</strong>` : `<a href="?dagen=${d}">${d} dagen</a>`))
    .join(' · ');
  return `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Inzichten - contentteam</title><link rel="stylesheet" href="/error.css"></head><body><main>
<h1>Inzichten voor het contentteam</h1>
<p>${escapeHtml(report.from)} t/m ${escapeHtml(report.to)} · ${periods}</p>
<p>Geteld per dag, zonder cookies en zonder persoonsgegevens: zoekopdrachten zijn genormaliseerd en kentekens, e-mailadressen, telefoonnummers, IBANs, adressen en lange nummers zijn vervangen.</p>
${table('Totalen', ['', 'totaal', 'per dag'], totals)}
${table(
  'Meest gezocht',
  ['zoekopdracht', 'keer', 'zonder resultaat', 'geopend', 'verloop'],
  report.searches.map(
    (s) => `<tr>${cell(s.query)}${num(s.count)}${num(s.zeroResults)}${num(s.opened)}${trend(series.searches, s.query)}</tr>`,
  ),
)}
${table(
  'Zoekopdrachten zonder resultaten',
  ['zoekopdracht', 'keer', 'laatst', 'verloop'],
  report.zeroResults.map((s) => `<tr>${cell(s.query)}${num(s.count)}${cell(s.lastDate)}${trend(series.zeroResults, s.query)}</tr>`),
)}
${table(
  'Zoekopdrachten waarvan geen resultaat werd geopend',
  ['zoekopdracht', 'keer met resultaten', 'laatst'],
  report.noClick.map((s) => `<tr>${cell(s.query)}${num(s.count)}${cell(s.lastDate)}</tr>`),
)}
${table(
  `Minst nuttige artikelen (minstens ${options.minVotes} stemmen)`,
  ['pagina', 'nee', 'ja', 'nee van totaal'],
  getLeastHelpful(report, options.minVotes).map(
    (f) =>
      `<tr><td><a href="${text(f.path)}">${text(f.path)}</a></td>${num(f.no)}${num(f.yes)}${cell(`${Math.round((100 * f.no) / (f.yes + f.no))}%`)}</tr>`,
  ),
)}
${renderToConfirm(options.confirm, options.days)}
<p>Per claim bestand:regel en tekst: <code>npm run content:claims</code>.</p>
${table(
  "Meest bekeken pagina's",
  ['pagina', 'weergaven', 'verloop'],
  report.pageViews.map(
    (p) => `<tr><td><a href="${text(p.path)}">${text(p.path)}</a></td>${num(p.views)}${trend(series.pageViews, p.path)}</tr>`,
  ),
)}
</main></body></html>`;
}
