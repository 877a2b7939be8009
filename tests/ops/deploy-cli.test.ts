/**
 * Bad input to the deploy and rollback commands: a clear one-line error, a non-zero exit, and nothing
 * built or written. And the preview plan a dry run prints (it needs no Cloudflare account).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bin } from '../../scripts/lib/run';
import { buildClient } from '../../scripts/lib/client-build';

const ROOT = 'tests/.out/ops-cli';
const OUT = join(ROOT, 'out');

function runScript(script: string, args: string[]) {
  const result = spawnSync(bin('tsx'), [script, ...args], { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  return { status: result.status, stdout: result.stdout, errorLines: result.stderr.split('\n').filter((l) => l.trim() !== '') };
}

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true });
  await buildClient();
});

describe('deploy and rollback refuse bad input before writing anything', () => {
  it.each([
    [
      'a remote deploy with the placeholder namespace id',
      'scripts/deploy.ts',
      ['--content', 'tests/fixtures/content', '--out', OUT],
      /placeholder KV namespace id/,
    ],
    [
      'a preview with the placeholder namespace id',
      'scripts/deploy.ts',
      ['--preview', 'pr-12', '--content', 'tests/fixtures/content', '--out', OUT],
      /placeholder KV namespace id/,
    ],
    [
      'a preview name that is not a valid alias',
      'scripts/deploy.ts',
      ['--preview', 'PR_12!', '--dry-run', '--out', OUT],
      /not a valid preview alias/,
    ],
    ['--local together with --preview', 'scripts/deploy.ts', ['--local', '--preview', 'pr-1', '--out', OUT], /cannot be combined/],
    ['a remote rollback with the placeholder namespace id', 'scripts/rollback.ts', [], /placeholder KV namespace id/],
    [
      'a rollback to something that is not a build id',
      'scripts/rollback.ts',
      ['--local', '--to', 'vorige', '--state', join(ROOT, 'state')],
      /not a build id/,
    ],
    [
      'a rollback where nothing was deployed',
      'scripts/rollback.ts',
      ['--local', '--state', join(ROOT, 'state')],
      /nothing has been deployed/,
    ],
  ])(
    '%s',
    (_, script, args, message) => {
      const result = runScript(script, args as string[]);
      expect(result.status).toBe(1);
      expect(result.errorLines).toHaveLength(1);
      expect(result.errorLines[0]).toMatch(message);
      expect(existsSync(OUT)).toBe(false);
    },
    60_000,
  );
});

describe('a preview dry run', () => {
  it('prints the plan: KV batches, versions upload with the alias and the build, the marker, the URL', () => {
    const result = runScript('scripts/deploy.ts', [
      '--preview',
      'pr-12',
      '--dry-run',
      '--skip-client',
      '--content',
      'tests/fixtures/content',
      '--out',
      OUT,
    ]);
    expect(result.status).toBe(0);
    const build = /plan for build ([0-9a-f]{12})/.exec(result.stdout)?.[1];
    expect(build).toBeDefined();
    // No namespace to read yet (the placeholder id): every value of the build is new.
    expect(result.stdout).toContain('planned as if KV were empty');
    expect(result.stdout).toMatch(/KV values: [1-9]\d* new, 0 reused \(already in KV\), 0 unreferenced/);
    expect(result.stdout).toContain(`wrangler kv bulk put <batch-1.json> --binding CONTENT --remote`);
    expect(result.stdout).toContain(
      `wrangler versions upload --preview-alias pr-12 --var BUILD_ID:${build} --var PREVIEW_ALIAS:pr-12 --tag ${build}`,
    );
    // The fixture tree marks two claims on one page, and one page is past its interval; a preview goes ahead anyway.
    expect(result.stdout).toContain('Claims to confirm: 2 open claims on 1 page; 1 page past their confirmation interval');
    expect(result.stdout).toMatch(new RegExp(`preview/pr-12/[0-9T:.-]+Z/${build}`));
    expect(result.stdout).toContain('https://pr-12-autoflex-help-centre.');
    expect(result.stdout).not.toMatch(/wrangler deploy|bulk delete/);
  }, 120_000);
});

describe('a production dry run with --require-confirmed', () => {
  it('refuses while claims are open, in one line, after printing the counts', () => {
    const result = runScript('scripts/deploy.ts', [
      '--dry-run',
      '--skip-client',
      '--require-confirmed',
      '--content',
      'tests/fixtures/content',
      '--out',
      OUT,
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Claims to confirm: 2 open claims on 1 page');
    expect(result.stdout).not.toMatch(/^1\. write/m);
    expect(result.errorLines).toHaveLength(1);
    expect(result.errorLines[0]).toMatch(/refusing the production deploy: 2 open claims on 1 page and 1 page overdue/);
  }, 120_000);
});
