import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../core/build-manifest';
import type { KvEntry } from '../../scripts/content/content-address';
import { getDeployPlanLines, type PlanText } from '../../scripts/deploy/plan-text';

const B = '0123456789ab';
const entry = (key: string): KvEntry => ({ key, value: 'x' });
const manifest: BuildManifest = { build: B, values: { 'page/': 'v/a', 'page/b': 'v/b', nav: 'v/a' }, ids: {} };
const base: PlanText = {
  mode: 'local',
  dryRun: true,
  state: '.wrangler/state',
  name: 'help',
  build: B,
  plan: { write: [entry('v/b')], reused: 1, unreferenced: 4 },
  batches: [[entry('v/b')]],
  manifest,
  marker: `deploy/2026-01-01T00:00:00.000Z/${B}`,
  cleanup: { records: ['manifest/aaaaaaaaaaaa'], values: ['v/c', 'v/d'], legacy: [], kept: [B] },
  empty: false,
};

describe('the printed deploy plan', () => {
  it.each<[string, Partial<PlanText>, (string | RegExp)[], (string | RegExp)[]]>([
    [
      'a local dry run',
      {},
      [
        'Deploy plan for build 0123456789ab → local state .wrangler/state (dry run: nothing is written)',
        '1. KV values: 1 new, 1 reused (already in KV), 4 unreferenced (in KV, not used by this build)',
        '   then the manifest manifest/0123456789ab (3 routes → 2 values)',
        'record build 0123456789ab as live',
        '4. clean up: keep builds 0123456789ab; delete the 1 manifests, markers and journals of the others, then the 2 values no kept manifest references',
      ],
      [/planned as if KV were empty/, /versions upload/],
    ],
    [
      'nothing changed',
      { plan: { write: [], reused: 2, unreferenced: 0 }, batches: [] },
      ['1. KV values: 0 new, 2 reused', 'write the 0 new in 0 bulk request(s)'],
      [/batch 1:/],
    ],
    ['before the first deploy', { empty: true }, ['(no namespace to read yet: planned as if KV were empty)'], []],
    [
      'a remote deploy',
      { mode: 'remote', dryRun: false },
      ['→ Cloudflare', '2. wrangler deploy --var BUILD_ID:0123456789ab --tag 0123456789ab', '--binding CONTENT --remote'],
      [/dry run/],
    ],
    [
      'a preview',
      { mode: 'preview', preview: 'pr-1' },
      ["Preview 'pr-1' plan", '2. wrangler versions upload --preview-alias pr-1', 'https://pr-1-help.<your-subdomain>.workers.dev'],
      [/clean up/, /wrangler deploy/],
    ],
  ])('%s', (_, override, present, absent) => {
    const text = getDeployPlanLines({ ...base, ...override }).join('\n');
    for (const line of present) expect(text).toContain(line);
    for (const pattern of absent) expect(text).not.toMatch(pattern);
  });
});
