/** `npm run insights -- --local --state <state> --days 2 --json`, as the content team runs it, parsed. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { InsightsReport } from '../../core/insights/report';

/** The report of the local D1 kept under `state` (the one a local server persists to). */
export async function readInsightsReport(state: string): Promise<InsightsReport> {
  const { stdout } = await promisify(execFile)(join('node_modules', '.bin', 'tsx'), [
    'scripts/insights.ts',
    '--local',
    '--state',
    state,
    '--days',
    '2',
    '--json',
  ]);
  return JSON.parse(stdout) as InsightsReport;
}
