/**
 * The product owner's checklist (`npm run content:claims`): the build's claims report with each page's
 * status on a given day and its views, most read first, as JSON or as Dutch Markdown. Pure: the script
 * (scripts/content-claims.ts) reads the content and the insights.
 */
import type { ClaimsReport, PageClaims } from '../../core/schema/claims-report';
import { getVerificationCounts, getVerificationStatus, getViews, isOverdue, type VerificationStatus } from '../../core/verification';

/** Where the views came from, or null when no insights could be read. */
export interface ViewsSource {
  /** 'lokaal: .wrangler/state' and the like. */
  source: string;
  days: number;
  views: ReadonlyMap<string, number>;
}

/** One page of the list (every page in JSON; the Markdown shows those with something to confirm). */
export interface ListedPage extends Omit<PageClaims, 'claims'> {
  status: VerificationStatus;
  /** Page views in the period; absent without insights, and for the glossary. */
  views?: number;
  /** Each open claim with `at`: `content/<file>:<line>`, to open in an editor. */
  claims: { at: string; line: number; text: string }[];
}

/** The whole list (`--json` prints it as is). */
export interface ClaimsList {
  today: string;
  /** The period and source of the views; null: no insights, pages in path order. */
  views: { source: string; days: number } | null;
  totals: { claims: number; pages: number; overdue: number };
  pages: ListedPage[];
}

/**
 * True when `page` is the page a `--page` argument names: its path with or without slashes
 * ('/uitleg/x/', 'uitleg/x'), or its file ('uitleg/x.md', 'content/uitleg/x.md', 'glossary.yml').
 */
export function isNamedPage(page: PageClaims, name: string, contentDir = 'content'): boolean {
  const file = name.replace(/^\.\//, '').replace(new RegExp(`^${contentDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`), '');
  if (file === page.file) return true;
  const path = `/${name.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return page.path === path;
}

/** The report limited to the page `--page` names; throws a one-line error when no page has that path or file. */
export function selectPage(report: ClaimsReport, name: string, contentDir = 'content'): ClaimsReport {
  const pages = report.pages.filter((p) => isNamedPage(p, name, contentDir));
  if (pages.length === 0)
    throw new Error(`--page ${name}: no such page (give its path, /uitleg/x/, or its file, uitleg/x.md or glossary.yml)`);
  return { ...report, pages };
}

/** The report as a list on `today`, pages with the most views first, then by path (the glossary last). */
export function getClaimsList(
  report: ClaimsReport,
  options: { today: string; views: ViewsSource | null; contentDir?: string },
): ClaimsList {
  const views = options.views?.views ?? new Map<string, number>();
  const contentDir = options.contentDir ?? 'content';
  const pages = [...report.pages]
    .sort((a, b) => getViews(b, views) - getViews(a, views) || (a.path ?? '~').localeCompare(b.path ?? '~'))
    .map((page): ListedPage => ({
      ...page,
      status: getVerificationStatus(page, options.today),
      ...(options.views && page.path !== null ? { views: getViews(page, views) } : {}),
      claims: page.claims.map((claim) => ({ at: `${contentDir}/${page.file}:${claim.line}`, ...claim })),
    }));
  return {
    today: options.today,
    views: options.views ? { source: options.views.source, days: options.views.days } : null,
    totals: getVerificationCounts(report, options.today),
    pages,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The list as Markdown for the product owner: a section per page to confirm, a line per claim. */
export function formatClaimsMarkdown(list: ClaimsList): string {
  const { totals } = list;
  const shown = list.pages.filter((p) => p.claims.length > 0 || isOverdue(p, list.today));
  const lines = [
    `# Te bevestigen (${list.today})`,
    '',
    `${plural(totals.claims, 'open claim', 'open claims')} op ${plural(totals.pages, 'pagina', "pagina's")}; ${plural(totals.overdue, 'pagina', "pagina's")} verlopen.`,
    list.views
      ? `Meest gelezen eerst: weergaven van de laatste ${list.views.days} dagen (${list.views.source}).`
      : 'Geen inzichten gevonden: de pagina’s staan op pad, zonder weergaven.',
  ];
  for (const page of shown) {
    const where = page.path === null ? page.file : page.path;
    const facts = [
      page.status,
      ...(page.views !== undefined ? [plural(page.views, 'weergave', 'weergaven')] : []),
      `eigenaar: ${page.owner}`,
      `laatst bevestigd: ${page.confirmed ?? 'nooit'}${page.due ? ` (opnieuw uiterlijk ${page.due})` : ''}`,
    ];
    lines.push('', `## ${page.title} (${where})`, '', facts.join(' · '));
    if (page.claims.length > 0) lines.push('', ...page.claims.map((c) => `- \`${c.at}\` ${c.text}`));
  }
  const rest = list.pages.length - shown.length;
  if (rest > 0) lines.push('', `${plural(rest, 'pagina', "pagina's")} zonder open claims en niet verlopen.`);
  return `${lines.join('\n')}\n`;
}
