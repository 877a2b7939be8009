/**
 * `npm run content:claims [-- --json] [--page PATH] [--content DIR] [--state DIR] [--days N]`: every open
 * claim (`{?…?}` marks and the glossary's names) grouped by page, with file:line and its text, pages past
 * their confirmation interval too, most read first when the local insights have views (docs/writing.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getDayBefore, getInsightsDay } from '../core/insights/aggregate';
import { getPageViewTotals } from '../core/insights/report';
import type { ClaimsReport } from '../core/schema/claims-report';
import { formatClaimsMarkdown, getClaimsList, selectPage, type ViewsSource } from './claims/claims-list';
import { validate } from './content/1-validate';
import { assemble } from './content/2-assemble';
import { BuildErrors } from './content/build-error';
import { LOCAL_STATE } from './deploy/local-versions';
import { openLocalRunner } from './insights/runners';
import { readContentTree } from './lib/read-content';
import { runMain } from './lib/run';

const USAGE = `Usage: npm run content:claims [-- options]

Lists every open claim to confirm with the product ({?…?} marks in content/ and the names in
content/glossary.yml), grouped by page, with file:line and the claim's text, and the pages past their
confirmation interval; the most read pages first when the local insights (npm start) counted views.

  --json         one JSON object: today, views, totals and every page (those without claims too)
  --page PATH    only this page: its path (/uitleg/x/) or its file (uitleg/x.md, glossary.yml)
  --content DIR  the content tree (default: content)
  --state DIR    the local state whose insights give the views (default: ${LOCAL_STATE})
  --days N       views of the last N days (default: 30)
  --help         this text
`;

/** Views per page from the local insights, or null when there are none (no state, no database yet). */
async function readViews(state: string, days: number, today: string): Promise<ViewsSource | null> {
  if (!existsSync(join(state, 'v3', 'd1'))) return null;
  const runner = await openLocalRunner(state);
  try {
    return { source: `lokaal: ${state}`, days, views: await getPageViewTotals(runner.run, getDayBefore(today, days - 1), today) };
  } catch {
    // A state without the insights tables (migrations never applied) has no views either.
    return null;
  } finally {
    await runner.dispose();
  }
}

/** The claims report of the content tree, built in memory as `npm run build:content` builds it (without writing). */
async function readClaimsReport(contentDir: string, today: string): Promise<ClaimsReport> {
  try {
    const tree = await readContentTree(contentDir);
    return assemble(validate({ ...tree, today, assets: { script: '', styles: [], preload: [], templates: {} } })).claims;
  } catch (error) {
    if (!(error instanceof BuildErrors)) throw error;
    throw new Error(`${error.message}\nthe content does not build: fix these first (npm run build:content)`, { cause: error });
  }
}

runMain(async () => {
  const { values: args } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      page: { type: 'string' },
      content: { type: 'string', default: 'content' },
      state: { type: 'string', default: LOCAL_STATE },
      days: { type: 'string', default: '30' },
      help: { type: 'boolean', default: false },
    },
  });
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const days = Number(args.days);
  if (!Number.isInteger(days) || days < 1 || days > 400)
    throw new Error(`--days must be a whole number from 1 to 400 (got '${args.days}')`);
  if (!existsSync(args.content!)) throw new Error(`--content ${args.content}: no such folder`);
  const today = getInsightsDay(Date.now());
  const built = await readClaimsReport(args.content!, today);
  const report = args.page === undefined ? built : selectPage(built, args.page, args.content);
  const list = getClaimsList(report, { today, views: await readViews(args.state!, days, today), contentDir: args.content });
  process.stdout.write(args.json ? `${JSON.stringify(list, null, 2)}\n` : formatClaimsMarkdown(list));
});
