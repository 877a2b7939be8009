/** Builds the fixture content once (in Node) and hands its KV entries to the workerd tests. */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getBuildFlags } from '../../scripts/lib/content-policy';

export const FIXTURE_OUT = 'tests/.out/fixture-content';

export default function setup(project: TestProject) {
  execFileSync(
    join('node_modules', '.bin', 'tsx'),
    [
      'scripts/content/index.ts',
      ...getBuildFlags('tests/fixtures/content'),
      '--content',
      'tests/fixtures/content',
      '--out',
      FIXTURE_OUT,
      '--client',
      'tests/fixtures/client',
    ],
    { stdio: 'pipe' },
  );
  const build = JSON.parse(readFileSync(join(FIXTURE_OUT, 'build.json'), 'utf8')) as { buildId: string };
  project.provide('fixtureBuildId', build.buildId);
  project.provide('fixtureKv', readFileSync(join(FIXTURE_OUT, 'kv.json'), 'utf8'));
}
