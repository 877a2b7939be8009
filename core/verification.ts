/**
 * Page verification (docs/writing.md): a page with open claims is 'te bevestigen'; a page whose last
 * confirmation is more than its interval ago is 'verlopen'. The build stores the facts (claims, owner,
 * last confirmation, due date); whoever reads them (the worker's insights page, `npm run content:claims`,
 * `npm run deploy`) decides what is overdue on its own day. No DOM, Node or Workers APIs.
 */
import type { ClaimsReport, PageClaims } from './schema/claims-report';

/** A page's verification state on a given day. */
export type VerificationStatus = 'te bevestigen' | 'verlopen' | 'te bevestigen, verlopen' | 'bevestigd';

/** True for a date written YYYY-MM-DD that exists on the calendar (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day `months` calendar months after `day` (YYYY-MM-DD); the 31st becomes the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** True when the page was confirmed and its due date has passed on `today`. */
export const isOverdue = (page: Pick<PageClaims, 'due'>, today: string): boolean => page.due !== undefined && page.due < today;

/** The page's status on `today`. */
export function getVerificationStatus(page: Pick<PageClaims, 'claims' | 'due'>, today: string): VerificationStatus {
  const open = page.claims.length > 0;
  const overdue = isOverdue(page, today);
  if (open && overdue) return 'te bevestigen, verlopen';
  return open ? 'te bevestigen' : overdue ? 'verlopen' : 'bevestigd';
}

/** A page's views in `views` (by path); the glossary, which is no page, has none. */
export const getViews = (page: Pick<PageClaims, 'path'>, views: ReadonlyMap<string, number>): number =>
  page.path === null ? 0 : (views.get(page.path) ?? 0);

/** The pages that need the product owner (open claims or overdue), most viewed first, then by path. */
export function getPagesToConfirm(report: ClaimsReport, today: string, views: ReadonlyMap<string, number> = new Map()): PageClaims[] {
  return report.pages
    .filter((page) => page.claims.length > 0 || isOverdue(page, today))
    .sort((a, b) => getViews(b, views) - getViews(a, views) || (a.path ?? '~').localeCompare(b.path ?? '~'));
}

/** Counts for a deploy or a summary: open claims, the pages holding them, and overdue pages. */
export function getVerificationCounts(report: ClaimsReport, today: string): { claims: number; pages: number; overdue: number } {
  const open = report.pages.filter((page) => page.claims.length > 0);
  return {
    claims: open.reduce((sum, page) => sum + page.claims.length, 0),
    pages: open.length,
    overdue: report.pages.filter((page) => isOverdue(page, today)).length,
  };
}
