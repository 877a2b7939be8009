/**
 * The published /openapi.json passes Redocly's recommended rules (redocly.yaml) with no error and no
 * warning: what API consumers' tools (linters, gateways, generators) check first.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENAPI } from '../../worker/openapi';

const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** Runs the Redocly CLI (`redocly lint`) on `doc` with the repository's redocly.yaml; offline (no telemetry, no update check). */
function lint(doc: object): LintReport {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  const cli = join('node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [cli, 'lint', '--format=json', '--config', 'redocly.yaml', file], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  const json = result.stdout.slice(result.stdout.indexOf('{'));
  return JSON.parse(json) as LintReport;
}

const summary = (report: LintReport) =>
  report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

describe('redocly lint of /openapi.json', () => {
  it('passes the recommended rules with no error and no warning', () => {
    const report = lint(OPENAPI);
    expect(summary(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('every operation has a unique operationId (what generated clients name their functions after)', () => {
    const ids = Object.values(OPENAPI.paths).flatMap((item) => Object.values(item).map((op: { operationId?: string }) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the lint is not a no-op: a document without servers and operationIds is reported', () => {
    const { servers: _servers, ...rest } = OPENAPI as typeof OPENAPI & { servers?: unknown };
    const report = lint({ ...rest, paths: { '/x.json': { get: { responses: { '200': { description: 'ok' } } } } } });
    expect(summary(report).join('\n')).toMatch(/no-empty-servers[\s\S]*operation-operationId|operation-operationId[\s\S]*no-empty-servers/);
  });
});
