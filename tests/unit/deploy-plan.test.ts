import { describe, expect, it } from 'vitest';
import type { KvEntry } from '../../scripts/content/emit';
import { getDeployMarkerKey, planKvBatches, selectKeysToDelete } from '../../scripts/deploy/plan';

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

describe('old builds to delete', () => {
  const builds = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc', 'dddddddddddd'];
  const markers = builds.map((b, i) => getDeployMarkerKey(b, new Date(Date.UTC(2026, 0, i + 1))));
  const keys = [...markers, ...builds.flatMap((b) => [`${b}/page/uitleg`, `${b}/nav`]), 'unrelated-key'];

  it('keeps the live build and the two deployed before it', () => {
    const doomed = selectKeysToDelete(keys, 'dddddddddddd');
    expect(doomed.sort()).toEqual(['aaaaaaaaaaaa/nav', 'aaaaaaaaaaaa/page/uitleg', markers[0]!].sort());
  });

  it('never deletes the live build, even without its marker', () => {
    const doomed = selectKeysToDelete([...keys, 'eeeeeeeeeeee/nav'], 'eeeeeeeeeeee');
    expect(doomed).not.toContain('eeeeeeeeeeee/nav');
    expect(doomed).toContain('bbbbbbbbbbbb/nav');
    expect(doomed).not.toContain('dddddddddddd/nav');
  });

  it('leaves keys outside the scheme alone', () => {
    expect(selectKeysToDelete(keys, 'dddddddddddd')).not.toContain('unrelated-key');
  });

  it('deletes keys of builds that were written but never went live', () => {
    expect(selectKeysToDelete([...keys, 'ffffffffffff/nav'], 'dddddddddddd')).toContain('ffffffffffff/nav');
  });
});
