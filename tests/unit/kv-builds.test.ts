/**
 * Builds in KV through the deploy's own KV steps (scripts/deploy/kv-builds.ts) against a namespace in
 * memory: what a deploy writes, what it reuses, what it refuses, and what an interrupted deploy leaves.
 */
import { describe, expect, it } from 'vitest';
import { manifestKey, VALUE_PREFIX } from '../../core/kv-keys';
import { addressValues, toManifestEntry } from '../../scripts/content/content-address';
import { checkRollback, deployBuild, type BuildEntries, readKvHistory, writeBuild } from '../../scripts/deploy/kv-builds';
import { getDeployMarkerKey, getPreviewMarkerKey } from '../../scripts/deploy/plan';
import { JOURNAL_PREFIX } from '../../scripts/deploy/value-plan';
import { createMemoryContentKv, type MemoryContentKv } from '../lib/memory-content-kv';

/** A build whose routes serve the given bodies. */
function makeBuild(build: string, routes: Record<string, string>): BuildEntries {
  const { entries, manifest } = addressValues(
    build,
    Object.entries(routes).map(([key, body]) => ({ url: null, key, body, type: 'text/plain' })),
  );
  return { manifest, manifestEntry: toManifestEntry(manifest), values: entries };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const values = (kv: MemoryContentKv) => [...kv.store.keys()].filter((k) => k.startsWith(VALUE_PREFIX));

async function deploy(kv: MemoryContentKv, build: BuildEntries, now: Date, preview?: string) {
  const id = build.manifest.build;
  return deployBuild(kv, build, {
    history: await readKvHistory(kv),
    now,
    marker: preview ? getPreviewMarkerKey(preview, id, now) : getDeployMarkerKey(id, now),
    goLive: async () => undefined,
    cleanup: !preview,
  });
}

const A = makeBuild('aaaaaaaaaaaa', { 'page/a': 'A1', 'page/b': 'B1', nav: 'N1' });
const B = makeBuild('bbbbbbbbbbbb', { 'page/a': 'A2', 'page/b': 'B1', nav: 'N1' });

describe('writing builds', () => {
  it('writes every value first, the manifest last; the next deploy writes only what changed', async () => {
    const kv = createMemoryContentKv();
    const first = await deploy(kv, A, day(1));
    expect(first.written).toMatchObject({ reused: 0, unreferenced: 0 });
    expect(first.written.write).toHaveLength(3);
    const manifestAt = kv.puts.indexOf(manifestKey(A.manifest.build));
    expect(kv.puts.slice(0, 3).every((k) => k.startsWith(VALUE_PREFIX))).toBe(true);
    expect(manifestAt).toBeGreaterThan(3);
    kv.puts.length = 0;
    const second = await deploy(kv, B, day(2));
    expect(second.written.write.map((e) => e.key)).toEqual([B.manifest.values['page/a']]);
    expect(second.written).toMatchObject({ reused: 2, unreferenced: 1 });
    // No journal is left once the manifest names the values.
    expect([...kv.store.keys()].filter((k) => k.startsWith(JOURNAL_PREFIX))).toEqual([]);
  });

  it('a deploy with nothing changed writes only its manifest (and its marker)', async () => {
    const kv = createMemoryContentKv();
    await deploy(kv, A, day(1));
    kv.puts.length = 0;
    const again = await deploy(kv, A, day(2));
    expect(again.written.write).toEqual([]);
    expect(kv.puts).toEqual([manifestKey(A.manifest.build), getDeployMarkerKey(A.manifest.build, day(2))]);
  });

  it('refuses a manifest that references a value neither the build nor KV holds, naming it, before writing anything', async () => {
    const kv = createMemoryContentKv();
    await deploy(kv, A, day(1));
    kv.puts.length = 0;
    const broken = { ...B, values: B.values.filter((e) => e.key !== B.manifest.values['page/a']) };
    await expect(writeBuild(kv, broken, await readKvHistory(kv), day(2))).rejects.toThrow(
      `references value ${B.manifest.values['page/a']} (route page/a) that neither the build output nor KV holds`,
    );
    expect(kv.puts).toEqual([]);
  });

  it('killed between its values and its manifest, a deploy leaves the live build as it was; the next one writes no value again', async () => {
    const kv = createMemoryContentKv();
    await deploy(kv, A, day(1));
    const before = new Map(kv.store);
    // B's one new value and its journal go through, then the process dies before the manifest.
    kv.failAfterPuts = kv.puts.length + 2;
    await expect(deploy(kv, B, day(2))).rejects.toThrow('killed');
    kv.failAfterPuts = Infinity;
    expect(kv.store.has(manifestKey(B.manifest.build))).toBe(false);
    for (const [key, value] of before) expect(kv.store.get(key)).toBe(value);
    kv.puts.length = 0;
    const resumed = await deploy(kv, B, day(3));
    expect(resumed.written.write).toEqual([]);
    expect(kv.puts.filter((k) => k.startsWith(VALUE_PREFIX))).toEqual([]);
    expect([...kv.store.keys()].filter((k) => k.startsWith(JOURNAL_PREFIX))).toEqual([]);
  });
});

describe('rollback and cleanup', () => {
  it('rolls back to a kept build whose values are all there, and refuses, naming the value, when one is gone', async () => {
    const kv = createMemoryContentKv();
    await deploy(kv, A, day(1));
    await deploy(kv, B, day(2));
    expect(await checkRollback(kv, await readKvHistory(kv))).toEqual({ build: A.manifest.build, values: 3 });
    const a1 = A.manifest.values['page/a']!;
    kv.store.delete(a1);
    await expect(checkRollback(kv, await readKvHistory(kv))).rejects.toThrow(
      `Rollback refused: build ${A.manifest.build} references value ${a1} (route page/a) that is no longer in KV`,
    );
  });

  it('keeps the last three builds and young previews, and deletes only the values no kept manifest references', async () => {
    const kv = createMemoryContentKv();
    const builds = ['a', 'b', 'c', 'd'].map((x, i) => makeBuild(x.repeat(12), { 'page/a': `A${i}`, 'page/b': 'B', nav: `N${i % 2}` }));
    const preview = makeBuild('eeeeeeeeeeee', { 'page/a': 'P', 'page/b': 'B', nav: 'N0' });
    await deploy(kv, builds[0]!, day(1));
    await deploy(kv, preview, day(1), 'pr-1');
    for (const [i, build] of builds.slice(1).entries()) await deploy(kv, build, day(i + 2));
    expect(values(kv).sort()).toEqual([...new Set([...builds.slice(1), preview].flatMap((b) => Object.values(b.manifest.values)))].sort());
    expect(kv.store.has(manifestKey(builds[0]!.manifest.build))).toBe(false);
    // Forty days on, the preview is stale: its own value goes, the ones kept builds share stay.
    await deploy(kv, builds[3]!, day(40));
    expect(kv.store.has(preview.manifest.values['page/a']!)).toBe(false);
    expect(kv.store.has(preview.manifest.values['page/b']!)).toBe(true);
  });

  it('deletes the keys of a build from before content addressing once it is no longer kept', async () => {
    const kv = createMemoryContentKv();
    const legacy = 'ffffffffffff';
    kv.store.set(getDeployMarkerKey(legacy, day(1)), legacy);
    kv.store.set(`${legacy}/page/uitleg`, '{}');
    await deploy(kv, A, day(2));
    expect(kv.store.has(`${legacy}/page/uitleg`)).toBe(true);
    await deploy(kv, B, day(3));
    await deploy(kv, makeBuild('cccccccccccc', { 'page/a': 'C' }), day(4));
    expect([...kv.store.keys()].filter((k) => k.includes(legacy))).toEqual([]);
  });
});
