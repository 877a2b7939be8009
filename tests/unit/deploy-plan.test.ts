import { describe, expect, it } from 'vitest';
import type { KvEntry } from '../../scripts/content/content-address';
import {
  getConfirmationGate,
  getBuildOfMarker,
  getDeployedBuilds,
  getDeployMarkerKey,
  getKeptBuilds,
  getPreviewBuilds,
  getPreviewMarkerKey,
  isValidPreviewAlias,
  parseDeployMarker,
  parsePreviewMarker,
  planKvBatches,
  selectRollbackTarget,
} from '../../scripts/deploy/plan';
import { findVersionOfBuild } from '../../scripts/deploy/rollback-flow';
import { getWranglerConfig, isPlaceholderNamespaceId } from '../../scripts/deploy/wrangler-config';

const entry = (key: string, size = 10): KvEntry => ({ key, value: 'x'.repeat(size), metadata: { etag: '"e"', type: 't' } });

describe('KV batches', () => {
  it('keeps every batch within the pair limit, in order', () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(`k${i}`));
    const batches = planKvBatches(entries, { maxPairs: 10, maxBytes: 1e9 });
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(entries);
  });

  it('keeps every batch within the byte limit', () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(`k${i}`, 400));
    const batches = planKvBatches(entries, { maxPairs: 100, maxBytes: 1500 });
    for (const batch of batches) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(1500);
    expect(batches.flat()).toHaveLength(10);
  });

  it('refuses an entry larger than a whole request', () => {
    expect(() => planKvBatches([entry('big', 5000)], { maxPairs: 10, maxBytes: 1000 })).toThrow(/over the 1000-byte request limit/);
  });

  it('plans 10,000-pair batches for a large build', () => {
    const batches = planKvBatches(Array.from({ length: 25_001 }, (_, i) => entry(`k${i}`)));
    expect(batches.map((b) => b.length)).toEqual([10_000, 10_000, 5_001]);
  });
});

describe('builds a cleanup keeps', () => {
  const builds = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc', 'dddddddddddd'];
  const markers = builds.map((b, i) => getDeployMarkerKey(b, new Date(Date.UTC(2026, 0, i + 1))));
  const now = new Date(Date.UTC(2026, 0, 10));

  it('keeps the live build and the two deployed before it', () => {
    expect(getKeptBuilds(markers, 'dddddddddddd', now).sort()).toEqual(['bbbbbbbbbbbb', 'cccccccccccc', 'dddddddddddd']);
  });

  it('keeps the live build even without its marker (the one before it makes room)', () => {
    expect(getKeptBuilds(markers, 'eeeeeeeeeeee', now).sort()).toEqual(['cccccccccccc', 'dddddddddddd', 'eeeeeeeeeeee']);
  });

  it.each([
    [markers[0]!, 'aaaaaaaaaaaa'],
    [getPreviewMarkerKey('pr-1', 'ffffffffffff', now), 'ffffffffffff'],
    ['manifest/aaaaaaaaaaaa', null],
    ['aaaaaaaaaaaa/nav', null],
  ])('the build of marker %s is %s', (key, build) => expect(getBuildOfMarker(key)).toBe(build));
});

describe('deploy history', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it.each([
    ['deploy/2026-01-01T00:00:00.000Z/aaaaaaaaaaaa', { at: '2026-01-01T00:00:00.000Z', build: 'aaaaaaaaaaaa' }],
    ['deploy/aaaaaaaaaaaa', null],
    ['preview/pr-1/2026-01-01T00:00:00.000Z/aaaaaaaaaaaa', null],
    ['aaaaaaaaaaaa/nav', null],
  ])('parses the deploy marker %s', (key, expected) => {
    expect(parseDeployMarker(key)).toEqual(expected);
  });

  it.each([
    ['preview/pr-7/2026-01-01T00:00:00.000Z/aaaaaaaaaaaa', { alias: 'pr-7', at: '2026-01-01T00:00:00.000Z', build: 'aaaaaaaaaaaa' }],
    ['preview/2026-01-01T00:00:00.000Z/aaaaaaaaaaaa', null],
    ['deploy/2026-01-01T00:00:00.000Z/aaaaaaaaaaaa', null],
  ])('parses the preview marker %s', (key, expected) => {
    expect(parsePreviewMarker(key)).toEqual(expected);
  });

  it('orders deployed builds newest first, each once, a rollback making an old build newest again', () => {
    const keys = [
      getDeployMarkerKey('aaaaaaaaaaaa', at(1)),
      getDeployMarkerKey('bbbbbbbbbbbb', at(2)),
      getDeployMarkerKey('cccccccccccc', at(3)),
      getDeployMarkerKey('bbbbbbbbbbbb', at(4)),
    ];
    expect(getDeployedBuilds(keys)).toEqual(['bbbbbbbbbbbb', 'cccccccccccc', 'aaaaaaaaaaaa']);
  });

  it('keeps the newest build of each recent preview through cleanups, and deletes stale previews', () => {
    const now = at(40);
    const keys = [
      getDeployMarkerKey('aaaaaaaaaaaa', at(1)),
      getDeployMarkerKey('bbbbbbbbbbbb', at(2)),
      getDeployMarkerKey('cccccccccccc', at(3)),
      getDeployMarkerKey('dddddddddddd', at(4)),
      getPreviewMarkerKey('pr-1', 'eeeeeeeeeeee', at(30)),
      getPreviewMarkerKey('pr-1', 'ffffffffffff', at(35)),
      getPreviewMarkerKey('pr-2', '111111111111', at(2)),
    ];
    expect(getPreviewBuilds(keys, now)).toEqual(['ffffffffffff']);
    expect(getKeptBuilds(keys, 'dddddddddddd', now).sort()).toEqual(['bbbbbbbbbbbb', 'cccccccccccc', 'dddddddddddd', 'ffffffffffff']);
  });
});

describe('rollback target', () => {
  const marker = (build: string, day: number) => getDeployMarkerKey(build, new Date(Date.UTC(2026, 0, day)));
  const markers = [marker('aaaaaaaaaaaa', 1), marker('bbbbbbbbbbbb', 2), marker('cccccccccccc', 3)];
  const manifests = ['bbbbbbbbbbbb', 'cccccccccccc'];

  it.each([
    [undefined, { build: 'bbbbbbbbbbbb' }],
    ['bbbbbbbbbbbb', { build: 'bbbbbbbbbbbb' }],
    ['cccccccccccc', /already live/],
    ['dddddddddddd', /was never deployed/],
    ['aaaaaaaaaaaa', /its manifest is no longer in KV/],
  ] as const)('to %s', (to, expected) => {
    const result = selectRollbackTarget(markers, manifests, to);
    if (expected instanceof RegExp) expect('error' in result && result.error).toMatch(expected);
    else expect(result).toEqual(expected);
  });

  it('refuses with nothing deployed, or only one build', () => {
    expect(selectRollbackTarget([], [])).toEqual({ error: expect.stringMatching(/nothing has been deployed/) });
    expect(selectRollbackTarget([marker('aaaaaaaaaaaa', 1)], ['aaaaaaaaaaaa'])).toEqual({
      error: expect.stringMatching(/only deployed build/),
    });
  });

  it('finds the newest worker version tagged with the build', () => {
    const versions = [
      { id: 'v1', annotations: { 'workers/tag': 'aaaaaaaaaaaa' }, metadata: { created_on: '2026-01-01T00:00:00Z' } },
      { id: 'v2', annotations: { 'workers/tag': 'aaaaaaaaaaaa' }, metadata: { created_on: '2026-01-03T00:00:00Z' } },
      { id: 'v3', annotations: { 'workers/tag': 'bbbbbbbbbbbb' }, metadata: { created_on: '2026-01-02T00:00:00Z' } },
      { id: 'v4' },
    ];
    expect(findVersionOfBuild(versions, 'aaaaaaaaaaaa')).toBe('v2');
    expect(findVersionOfBuild(versions, 'cccccccccccc')).toBeNull();
  });
});

describe('preview aliases and wrangler.toml', () => {
  it.each([
    ['pr-12', true],
    ['review', true],
    ['a', true],
    ['PR-12', false],
    ['12-pr', false],
    ['pr_12', false],
    ['pr-', false],
    ['pr--12', false],
    ['', false],
    ['x'.repeat(42), true],
    ['x'.repeat(43), false],
  ])('alias %j is valid: %s', (alias, valid) => {
    expect(isValidPreviewAlias(alias, 'autoflex-help-centre')).toBe(valid);
  });

  it('reads the worker name and namespace id, and tells the placeholder', () => {
    const toml = 'name = "help"\nmain = "x.ts"\n\n[[kv_namespaces]]\nbinding = "CONTENT"\nid = "0123abcd"\n\n[vars]\nid = "other"\n';
    expect(getWranglerConfig(toml)).toEqual({ name: 'help', kvNamespaceId: '0123abcd' });
    expect(isPlaceholderNamespaceId('00000000000000000000000000000000')).toBe(true);
    expect(isPlaceholderNamespaceId('')).toBe(true);
    expect(isPlaceholderNamespaceId('0123abcd')).toBe(false);
  });
});

describe('the confirmation gate of a deploy', () => {
  const open = { claims: 3, pages: 2, overdue: 0 };
  const overdue = { claims: 0, pages: 0, overdue: 1 };
  const none = { claims: 0, pages: 0, overdue: 0 };
  it.each<[string, typeof open, 'remote' | 'local' | 'preview', boolean, boolean]>([
    ['production, required, open claims', open, 'remote', true, true],
    ['production, required, an overdue page', overdue, 'remote', true, true],
    ['production, required, nothing open', none, 'remote', true, false],
    ['production, not required (this repository)', open, 'remote', false, false],
    ['a preview, required', open, 'preview', true, false],
    ['a local deploy, required', open, 'local', true, false],
  ])('%s: refused %s', (_name, counts, mode, required, refused) => {
    const gate = getConfirmationGate(counts, mode, required);
    expect(gate.refusal !== null).toBe(refused);
    if (refused)
      expect(gate.refusal).toMatch(/^refusing the production deploy: .*(--require-confirmed or site\.json verification\.requireConfirmed)/);
  });

  it('says the counts in words, one and many', () => {
    expect(getConfirmationGate(open, 'remote', false).line).toBe(
      'Claims to confirm: 3 open claims on 2 pages; 0 pages past their confirmation interval (npm run content:claims lists them)',
    );
    expect(getConfirmationGate({ claims: 1, pages: 1, overdue: 1 }, 'remote', false).line).toMatch(
      /^Claims to confirm: 1 open claim on 1 page; 1 page past/,
    );
  });
});
