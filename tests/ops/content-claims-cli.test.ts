/**
 * `npm run content:claims` as a command: --help prints the usage and exits 0, a mistyped option is one
 * line and exit 1, both before any content is read. The list itself: tests/unit/claims-list.test.ts, and
 * with the views of a local D1 in tests/ops/deploy.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bin } from '../../scripts/lib/run';

const run = (args: string[]) => spawnSync(bin('tsx'), ['scripts/content-claims.ts', ...args], { encoding: 'utf8' });

describe('npm run content:claims', () => {
  it('--help prints the usage and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run content:claims \[-- options\]/);
    expect(result.stdout).toContain('--page PATH');
  }, 30_000);

  it('a mistyped option is one line on stderr and exit 1', () => {
    const result = run(['--jsno']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/Unknown option '--jsno'/)]);
  }, 30_000);
});
