/**
 * /beheer/inzichten/: the insights report for the content team, behind Cloudflare Access. Without the
 * Access vars the page does not exist (404); without a valid Access token it shows nothing (401/403).
 * Never cached, never indexed.
 */
import type { Handler } from 'hono';
import { getDayBefore, getInsightsDay } from '../../core/insights/aggregate';
import { getDailySeries, getInsightsReport, getPageViewTotals, type RunQuery } from '../../core/insights/report';
import { claimsKey } from '../../core/kv-keys';
import type { ClaimsReport } from '../../core/schema/claims-report';
import { getPagesToConfirm } from '../../core/verification';
import { createContentStore } from '../content-store';
import { CACHE_CONTROL } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { ACCESS_CHALLENGE, type AccessKeys, checkAccess, getAccessConfig, getRemoteAccessKeys } from '../insights/access';
import { renderDashboard, type ToConfirm } from '../insights/dashboard';

/** The dashboard's path. */
export const DASHBOARD_PATH = '/beheer/inzichten/';
/** Minimum votes before an article's share of 'nee' is shown. */
const MIN_VOTES = 3;
const PRIVATE_HEADERS = { 'Cache-Control': CACHE_CONTROL.noStore, 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The pages to confirm, from the claims report the live build stored (never from the Markdown), ordered
 * by their views over the period; null when the build has no report.
 */
async function getToConfirm(env: AppEnv['Bindings'], run: RunQuery, from: string, today: string): Promise<ToConfirm | null> {
  const stored = await createContentStore(env.CONTENT, env.BUILD_ID).get(claimsKey());
  if (!stored) return null;
  const views = await getPageViewTotals(run, from, today);
  return { pages: getPagesToConfirm(JSON.parse(stored.body as string) as ClaimsReport, today, views), views, today };
}

/** The handler of GET/HEAD of the dashboard, registered on DASHBOARD_PATH. */
export function dashboardHandler(options: { accessKeys?: AccessKeys; now?: () => number } = {}): Handler<AppEnv> {
  const keys = options.accessKeys ?? getRemoteAccessKeys;
  const now = options.now ?? Date.now;
  return async (c) => {
    const config = getAccessConfig(c.env);
    if (!config) throw new HttpError(404, 'Access is not configured');
    const outcome = await checkAccess(c.req.header('Cf-Access-Jwt-Assertion'), config, keys);
    if (outcome !== 'allowed') {
      const headers: Record<number, Record<string, string>> = {
        401: { 'WWW-Authenticate': ACCESS_CHALLENGE },
        503: { 'Retry-After': '30' },
      };
      throw new HttpError(outcome, 'Access check failed', headers[outcome] ?? {});
    }
    const db = c.env.INSIGHTS;
    if (!db) throw new HttpError(503, 'INSIGHTS binding missing', { 'Retry-After': '30' });
    const requested = Number(c.req.query('dagen') ?? 30);
    const days = Number.isInteger(requested) && requested >= 1 && requested <= 400 ? requested : 30;
    const run: RunQuery = async (sql, params) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<Record<string, unknown>>()
      ).results;
    let html: string;
    try {
      const today = getInsightsDay(now());
      const report = await getInsightsReport(run, { today, days, limit: 20 });
      const from = getDayBefore(today, days - 1);
      const [confirm, pageViews, searches, zeroResults] = await Promise.all([
        getToConfirm(c.env, run, from, today),
        getDailySeries(
          run,
          'pageViews',
          report.pageViews.map((p) => p.path),
          from,
          today,
        ),
        getDailySeries(
          run,
          'searches',
          report.searches.map((s) => s.query),
          from,
          today,
        ),
        getDailySeries(
          run,
          'zeroResults',
          report.zeroResults.map((s) => s.query),
          from,
          today,
        ),
      ]);
      html = renderDashboard(report, { pageViews, searches, zeroResults }, { days, minVotes: MIN_VOTES, confirm });
    } catch (error) {
      throw new HttpError(503, `insights report failed: ${error instanceof Error ? error.message : String(error)}`, {
        'Retry-After': '30',
      });
    }
    return new Response(c.req.method === 'HEAD' ? null : html, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE_HEADERS },
    });
  };
}
