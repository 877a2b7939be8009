/**
 * The safety of content-addressed builds (issue: deploys proportional to the change), as a property
 * over random sequences of deploys, previews, interrupted deploys, rollbacks, cleanups and passing
 * days, run through the deploy's own KV steps (scripts/deploy/kv-builds.ts) on a namespace in memory:
 * after every step, every build a cleanup must keep (the live one, the last three deployed, previews
 * younger than 30 days) still has its manifest and every value that manifest references.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestKey } from '../../core/kv-keys';
import { addressValues, toManifestEntry } from '../../scripts/content/content-address';
import { checkRollback, cleanUp, deployBuild, putMarker, readKvHistory } from '../../scripts/deploy/kv-builds';
import { getDeployedBuilds, getDeployMarkerKey, getKeptBuilds, getPreviewMarkerKey } from '../../scripts/deploy/plan';
import { createMemoryContentKv, type MemoryContentKv } from '../lib/memory-content-kv';

/** A build of three routes, its id a digest of its content (equal content, equal build, as the content build does). */
function makeBuild(bodies: string[]) {
  const build = createHash('sha256').update(bodies.join('|')).digest('hex').slice(0, 12);
  const { entries, manifest } = addressValues(
    build,
    bodies.map((body, i) => ({ url: null, key: `page/p${i}`, body, type: 'text/plain' })),
  );
  return { manifest, manifestEntry: toManifestEntry(manifest), values: entries };
}

const contentArb = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 3, maxLength: 3 });
const opArb = fc.oneof(
  fc.record({ op: fc.constant('deploy' as const), content: contentArb }),
  fc.record({ op: fc.constant('preview' as const), content: contentArb, alias: fc.constantFrom('pr-1', 'pr-2') }),
  fc.record({ op: fc.constant('interrupted' as const), content: contentArb, puts: fc.nat(4) }),
  fc.record({ op: fc.constant('rollback' as const), back: fc.nat(3) }),
  fc.record({ op: fc.constant('cleanup' as const) }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 20 }) }),
);

/** Every kept build's manifest and values are in KV; the first break found, or null. */
async function findBrokenKeptBuild(kv: MemoryContentKv, now: Date): Promise<string | null> {
  const markers = [...kv.store.keys()].filter((k) => k.startsWith('deploy/') || k.startsWith('preview/'));
  const live = getDeployedBuilds(markers)[0];
  if (!live) return null;
  for (const build of getKeptBuilds(markers, live, now)) {
    const text = kv.store.get(manifestKey(build));
    if (text === undefined) return `build ${build} is kept but its manifest is gone`;
    const missing = Object.values((JSON.parse(text) as { values: Record<string, string> }).values).find((v) => !kv.store.has(v));
    if (missing) return `build ${build} is kept but its value ${missing} is gone`;
  }
  return null;
}

describe('kept builds keep their values', () => {
  it('over any sequence of deploys, previews, interrupted deploys, rollbacks and cleanups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const kv = createMemoryContentKv();
        let now = Date.UTC(2026, 0, 1);
        for (const step of ops) {
          now += 3_600_000;
          const at = new Date(now);
          const live = () => getDeployedBuilds([...kv.store.keys()].filter((k) => k.startsWith('deploy/')))[0];
          switch (step.op) {
            case 'days':
              now += step.days * 86_400_000;
              break;
            case 'deploy':
            case 'preview': {
              const build = makeBuild(step.content);
              const id = build.manifest.build;
              const marker = step.op === 'preview' ? getPreviewMarkerKey(step.alias, id, at) : getDeployMarkerKey(id, at);
              const history = await readKvHistory(kv);
              await deployBuild(kv, build, { history, now: at, marker, goLive: async () => undefined, cleanup: step.op === 'deploy' });
              break;
            }
            case 'interrupted': {
              const build = makeBuild(step.content);
              kv.failAfterPuts = kv.puts.length + step.puts;
              const history = await readKvHistory(kv);
              const marker = getDeployMarkerKey(build.manifest.build, at);
              await deployBuild(kv, build, { history, now: at, marker, goLive: async () => undefined, cleanup: true }).catch(
                () => undefined,
              );
              kv.failAfterPuts = Infinity;
              break;
            }
            case 'rollback': {
              const deployed = getDeployedBuilds([...kv.store.keys()].filter((k) => k.startsWith('deploy/')));
              const target = await checkRollback(kv, await readKvHistory(kv), deployed[step.back]).catch(() => null);
              if (target) await putMarker(kv, getDeployMarkerKey(target.build, at), target.build);
              break;
            }
            case 'cleanup': {
              const build = live();
              if (build) await cleanUp(kv, await readKvHistory(kv), build, at);
              break;
            }
          }
          expect(await findBrokenKeptBuild(kv, new Date(now))).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
