import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../core/build-manifest';
import { manifestKey } from '../../core/kv-keys';
import type { KvEntry } from '../../scripts/content/content-address';
import { getDeployMarkerKey, getPreviewMarkerKey } from '../../scripts/deploy/plan';
import {
  getJournalKey,
  getKnownValues,
  isRecentJournal,
  type KvHistory,
  planCleanup,
  planValues,
  recordBuild,
  splitBuildEntries,
} from '../../scripts/deploy/value-plan';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const manifest = (build: string, values: string[]): BuildManifest => ({
  build,
  values: Object.fromEntries(values.map((v, i) => [`page/p${i}`, `v/${v}`])),
  ids: {},
});
const entry = (value: string): KvEntry => ({ key: `v/${value}`, value });
const history = (parts: Partial<KvHistory>): KvHistory => ({ markers: [], manifests: new Map(), journals: new Map(), ...parts });

describe('which values a deploy writes', () => {
  const known = getKnownValues(
    history({
      manifests: new Map([['aaaaaaaaaaaa', manifest('aaaaaaaaaaaa', ['a', 'b'])]]),
      journals: new Map([[getJournalKey('bbbbbbbbbbbb', day(1), 0), ['v/c']]]),
    }),
  );

  it.each([
    ['everything new', ['x', 'y'], { write: ['v/x', 'v/y'], reused: 0, unreferenced: 3 }],
    ['nothing changed', ['a', 'b'], { write: [], reused: 2, unreferenced: 1 }],
    ['one value changed', ['a', 'x'], { write: ['v/x'], reused: 1, unreferenced: 2 }],
    ['a value an interrupted deploy wrote', ['a', 'b', 'c'], { write: [], reused: 3, unreferenced: 0 }],
    ['one value at two routes', ['x', 'x'], { write: ['v/x'], reused: 0, unreferenced: 3 }],
  ])('%s', (_, values, expected) => {
    const plan = planValues(manifest('dddddddddddd', values), values.map(entry), known);
    expect({ ...plan, write: plan.write.map((e) => e.key) }).toEqual(expected);
  });

  it('refuses a manifest that references a value nobody holds, naming it and its route', () => {
    expect(() => planValues(manifest('dddddddddddd', ['a', 'gone', 'lost']), [], known)).toThrow(
      'the manifest of build dddddddddddd references value v/gone (route page/p1) that neither the build output nor KV holds (and 1 more)',
    );
  });

  it.each([
    ['no manifest', [entry('a')], /no valid manifest/],
    [
      'a manifest of another build',
      [{ key: manifestKey('dddddddddddd'), value: JSON.stringify(manifest('eeeeeeeeeeee', [])) }],
      /no valid manifest/,
    ],
    ['a manifest that is not JSON', [{ key: manifestKey('dddddddddddd'), value: '{' }], /no valid manifest/],
  ])('refuses a build output with %s', (_, entries, message) => {
    expect(() => splitBuildEntries(entries, 'dddddddddddd')).toThrow(message);
  });
});

describe('what a cleanup deletes', () => {
  const builds = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc', 'dddddddddddd'];
  const manifests = new Map(builds.map((b, i) => [b, manifest(b, ['shared', `only-${i}`])]));
  const markers = builds.map((b, i) => getDeployMarkerKey(b, day(i + 1)));

  it('drops the builds before the last three: their records first, then the values no kept manifest references', () => {
    const plan = planCleanup(history({ markers, manifests }), 'dddddddddddd', day(5));
    expect(plan.kept.sort()).toEqual(builds.slice(1));
    expect(plan.records).toEqual([markers[0], manifestKey('aaaaaaaaaaaa')].sort());
    expect(plan.values).toEqual(['v/only-0']);
  });

  it('keeps a young preview and a young journal with their values; deletes stale ones', () => {
    const preview = manifest('eeeeeeeeeeee', ['only-0', 'p']);
    const young = getJournalKey('ffffffffffff', new Date(day(40).getTime() - 60_000), 0);
    const old = getJournalKey('ffffffffffff', day(1), 0);
    const plan = planCleanup(
      history({
        markers: [...markers, getPreviewMarkerKey('pr-1', 'eeeeeeeeeeee', day(20))],
        manifests: new Map([...manifests, ['eeeeeeeeeeee', preview]]),
        journals: new Map([
          [young, ['v/j-young']],
          [old, ['v/j-old', 'v/only-3']],
        ]),
      }),
      'dddddddddddd',
      day(40),
    );
    expect(plan.values).toEqual(['v/j-old']);
    expect(plan.records).toContain(old);
    expect(plan.records).not.toContain(young);
    // Thirty days on, the preview is no longer kept: its own value goes, and the one it shared with the dropped build.
    const later = planCleanup(
      history({
        markers: [...markers, getPreviewMarkerKey('pr-1', 'eeeeeeeeeeee', day(2))],
        manifests: new Map([...manifests, ['eeeeeeeeeeee', preview]]),
      }),
      'dddddddddddd',
      day(40),
    );
    expect(later.values).toEqual(['v/only-0', 'v/p']);
  });

  it('names the builds from before content addressing (a marker, no manifest) that are no longer kept', () => {
    const legacy = ['111111111111', '222222222222'].map((b, i) => getDeployMarkerKey(b, new Date(day(1).getTime() - (i + 1) * 1000)));
    expect(planCleanup(history({ markers: [...legacy, ...markers], manifests }), 'dddddddddddd', day(5)).legacy).toEqual([
      '111111111111',
      '222222222222',
    ]);
  });

  it('counts the live build as kept from its own writes, even where a list does not show them yet', () => {
    const live = manifest('eeeeeeeeeeee', ['only-0']);
    const after = recordBuild(
      history({ markers, manifests }),
      live,
      getDeployMarkerKey('eeeeeeeeeeee', day(6)),
      history({ markers, manifests }),
    );
    const plan = planCleanup(after, 'eeeeeeeeeeee', day(6));
    expect(plan.values).not.toContain('v/only-0');
    expect(plan.kept).toContain('eeeeeeeeeeee');
  });

  it.each([
    [getJournalKey('aaaaaaaaaaaa', day(10), 3), day(10), true],
    [getJournalKey('aaaaaaaaaaaa', day(10), 3), new Date(day(10).getTime() + 59 * 60_000), true],
    [getJournalKey('aaaaaaaaaaaa', day(10), 3), day(11), false],
    ['pending/aaaaaaaaaaaa/not-a-time', day(10), true],
  ])('journal %s is recent at %s: %s', (key, now, recent) => {
    expect(isRecentJournal(key, now)).toBe(recent);
  });
});
