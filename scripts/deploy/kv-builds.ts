/**
 * Builds in KV (DESIGN.md, "Build id and versions"), over any namespace (kv-commands.ts: wrangler
 * remote or the local state; an in-memory one in the tests): read what is there from its markers,
 * manifests and journals; write a build's new values, then its manifest; mark a build live; check a
 * rollback target; clean up. The decisions are value-plan.ts's and plan.ts's.
 */
import { type BuildManifest, toBuildManifest } from '../../core/build-manifest';
import { getBuildOfManifestKey, MANIFEST_PREFIX, VALUE_PREFIX } from '../../core/kv-keys';
import type { KvEntry } from '../content/content-address';
import { DEPLOY_MARKER_PREFIX, planKvBatches, PREVIEW_MARKER_PREFIX, selectRollbackTarget } from './plan';
import {
  findMissingValue,
  getBuildOfJournal,
  getJournalKey,
  getKnownValues,
  JOURNAL_PREFIX,
  type KvHistory,
  planCleanup,
  planValues,
  recordBuild,
  type ValuePlan,
} from './value-plan';

/** The KV operations deploys, rollbacks and cleanups use. */
export interface ContentKv {
  /** Writes entries (one bulk request, within KV's limits: planKvBatches). */
  put(entries: KvEntry[]): Promise<void>;
  /** The text under a key; null when there is none. */
  get(key: string): Promise<string | null>;
  /** Every key under a prefix. */
  list(prefix: string): Promise<string[]>;
  /** Deletes keys (any number). */
  delete(keys: string[]): Promise<void>;
}

/** What KV holds: markers, manifests and journals are listed by prefix and read; the values are never listed. */
export async function readKvHistory(kv: ContentKv): Promise<KvHistory> {
  const [deploys, previews, manifestKeys, journalKeys] = await Promise.all(
    [DEPLOY_MARKER_PREFIX, PREVIEW_MARKER_PREFIX, MANIFEST_PREFIX, JOURNAL_PREFIX].map((prefix) => kv.list(prefix)),
  );
  const manifests = new Map<string, BuildManifest>();
  for (const key of manifestKeys!) {
    const build = getBuildOfManifestKey(key);
    const text = build ? await kv.get(key) : null;
    const manifest = text === null ? null : toBuildManifest(parseJson(text));
    // A key under the prefix that is not a build's manifest names nothing: it is left alone.
    if (build && manifest?.build === build) manifests.set(build, manifest);
  }
  const journals = new Map<string, string[]>();
  for (const key of journalKeys!) {
    const values = getBuildOfJournal(key) ? parseJson(await kv.get(key)) : null;
    if (Array.isArray(values) && values.every((v) => typeof v === 'string')) journals.set(key, values);
  }
  return { markers: [...deploys!, ...previews!], manifests, journals };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** What writing a build did. */
export interface WrittenBuild extends ValuePlan {
  /** Bulk requests for the values (journals and the manifest not counted). */
  requests: number;
}

/**
 * Writes a build: the values KV does not hold yet (planValues refuses a manifest that references a value
 * nobody holds, before anything is written), in batches each followed by its journal, then the manifest,
 * then the journals go (the manifest names those values now). Killed before the manifest, the live build
 * is untouched and the next deploy knows from the journals which values are written.
 */
export async function writeBuild(
  kv: ContentKv,
  build: BuildEntries,
  history: KvHistory,
  run: Date,
  log: (line: string) => void = () => undefined,
): Promise<WrittenBuild> {
  const plan = planValues(build.manifest, build.values, getKnownValues(history));
  const batches = planKvBatches(plan.write);
  const journals: string[] = [];
  for (const [i, batch] of batches.entries()) {
    await kv.put(batch);
    const journal = getJournalKey(build.manifest.build, run, i);
    await kv.put([{ key: journal, value: JSON.stringify(batch.map((e) => e.key)) }]);
    journals.push(journal);
    log(`   wrote batch ${i + 1}/${batches.length} (${batch.length} values)`);
  }
  await kv.put([build.manifestEntry]);
  const earlier = [...history.journals.keys()].filter((key) => getBuildOfJournal(key) === build.manifest.build);
  await kv.delete([...earlier, ...journals]);
  return { ...plan, requests: batches.length };
}

/** Writes a deploy or preview marker (its value is the build). */
export async function putMarker(kv: ContentKv, key: string, build: string): Promise<void> {
  await kv.put([{ key, value: build }]);
}

/** What a cleanup deleted. */
export interface CleanupResult {
  values: number;
  records: number;
  kept: string[];
}

/** Deletes what planCleanup says, records before values; builds from before content addressing by their key prefix. */
export async function cleanUp(kv: ContentKv, history: KvHistory, live: string, now: Date): Promise<CleanupResult> {
  const plan = planCleanup(history, live, now);
  await kv.delete(plan.records);
  await kv.delete(plan.values);
  for (const build of plan.legacy) await kv.delete(await kv.list(`${build}/`));
  return { values: plan.values.length, records: plan.records.length, kept: plan.kept };
}

/** A build as the deploy reads it from its kv.json (value-plan.ts splitBuildEntries). */
export interface BuildEntries {
  manifest: BuildManifest;
  manifestEntry: KvEntry;
  values: KvEntry[];
}

/** How deployBuild goes about it. */
export interface DeploySteps {
  /** What KV held when the deploy planned (readKvHistory). */
  history: KvHistory;
  /** The deploy's start: its journals, marker time and the cleanup's clock. */
  now: Date;
  /** The deploy or preview marker written once the build is live. */
  marker: string;
  /** Makes the version that reads the build live (or uploads a preview); runs after the manifest is written. */
  goLive: () => Promise<void>;
  /** Clean up after the marker (deploys; not previews). */
  cleanup: boolean;
  log?: (line: string) => void;
}

/**
 * The KV half of a deploy around its switch: write the build, go live, write the marker, clean up
 * (against what KV holds now: a preview may have written meanwhile). A preview (no cleanup) writes its
 * marker before it goes live, so a cleanup running meanwhile keeps its build from the start.
 */
export async function deployBuild(
  kv: ContentKv,
  build: BuildEntries,
  steps: DeploySteps,
): Promise<{ written: WrittenBuild; cleaned: CleanupResult | null }> {
  const written = await writeBuild(kv, build, steps.history, steps.now, steps.log);
  if (!steps.cleanup) await putMarker(kv, steps.marker, build.manifest.build);
  await steps.goLive();
  if (!steps.cleanup) return { written, cleaned: null };
  await putMarker(kv, steps.marker, build.manifest.build);
  const after = recordBuild(steps.history, build.manifest, steps.marker, await readKvHistory(kv));
  return { written, cleaned: await cleanUp(kv, after, build.manifest.build, steps.now) };
}

/**
 * The build a rollback makes live (the named one, or the one before the live build): refused, with a
 * one-line reason, when it never went live, its manifest is gone, or a value its manifest references is
 * not in KV (checked against the listed values, naming the first missing one).
 */
export async function checkRollback(kv: ContentKv, history: KvHistory, to?: string): Promise<{ build: string; values: number }> {
  const choice = selectRollbackTarget(history.markers, [...history.manifests.keys()], to);
  if ('error' in choice) throw new Error(`Rollback refused: ${choice.error}`);
  const manifest = history.manifests.get(choice.build)!;
  const present = new Set(await kv.list(VALUE_PREFIX));
  const missing = findMissingValue(manifest, (value) => present.has(value));
  if (missing) {
    throw new Error(
      `Rollback refused: build ${choice.build} references value ${missing.value} (route ${missing.route}) that is no longer in KV${missing.count > 1 ? ` (and ${missing.count - 1} more)` : ''}`,
    );
  }
  return { build: choice.build, values: new Set(Object.values(manifest.values)).size };
}
