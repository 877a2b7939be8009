/**
 * Which content-addressed values a deploy writes, reuses and leaves, and which a cleanup deletes
 * (DESIGN.md, "Build id and versions"). What KV holds is known from the manifests and journals in it,
 * never from listing the values: a manifest names every value of its build, a journal the values an
 * unfinished deploy wrote. Pure; kv-builds.ts reads and writes KV.
 */
import { type BuildManifest, getManifestValues, toBuildManifest } from '../../core/build-manifest';
import { BUILD_ID_PATTERN, manifestKey } from '../../core/kv-keys';
import type { KvEntry } from '../content/content-address';
import { getBuildOfMarker, getKeptBuilds } from './plan';

/** Prefix of the journals: `pending/<build>/<run>-<batch>`, the value keys one batch of an unfinished deploy wrote. */
export const JOURNAL_PREFIX = 'pending/';

/** What KV holds, as its markers, manifests and journals say. */
export interface KvHistory {
  /** Deploy and preview marker keys (plan.ts). */
  markers: string[];
  /** The manifest of every build that has one, by build. */
  manifests: Map<string, BuildManifest>;
  /** Journal key → the value keys its batch wrote. */
  journals: Map<string, string[]>;
}

/** The journal key of one batch of a deploy run (`run`: the deploy's start time). */
export function getJournalKey(build: string, run: Date, batch: number): string {
  return `${JOURNAL_PREFIX}${build}/${run.toISOString()}-${batch}`;
}

/** The build a journal key belongs to, or null for any other key. */
export function getBuildOfJournal(key: string): string | null {
  const build = key.startsWith(JOURNAL_PREFIX) ? key.slice(JOURNAL_PREFIX.length).split('/', 1)[0]! : '';
  return BUILD_ID_PATTERN.test(build) ? build : null;
}

/** A journal this young may be a deploy still writing (a preview while main deploys): cleanups leave it and its values. */
export const JOURNAL_GRACE_MS = 60 * 60 * 1000;

/** True when a journal was started within JOURNAL_GRACE_MS before `now` (or its time cannot be read). */
export function isRecentJournal(key: string, now: Date): boolean {
  const run = Date.parse(key.slice(JOURNAL_PREFIX.length).split('/')[1]?.replace(/-\d+$/, '') ?? '');
  return Number.isNaN(run) || now.getTime() - run < JOURNAL_GRACE_MS;
}

/** Every value the manifests and journals say KV holds: what a deploy need not write again. */
export function getKnownValues(history: KvHistory): Set<string> {
  const known = new Set<string>();
  for (const manifest of history.manifests.values()) for (const value of Object.values(manifest.values)) known.add(value);
  for (const values of history.journals.values()) for (const value of values) known.add(value);
  return known;
}

/** A build's entries from its kv.json: the manifest (checked for its shape) and its entry, and the values. */
export function splitBuildEntries(
  entries: KvEntry[],
  build: string,
): { manifest: BuildManifest; manifestEntry: KvEntry; values: KvEntry[] } {
  const key = manifestKey(build);
  const entry = entries.find((e) => e.key === key);
  let manifest: BuildManifest | null;
  try {
    manifest = entry ? toBuildManifest(JSON.parse(entry.value)) : null;
  } catch {
    manifest = null;
  }
  if (!manifest || manifest.build !== build) throw new Error(`the build output has no valid manifest for build ${build} (${key})`);
  return { manifest, manifestEntry: entry!, values: entries.filter((e) => e !== entry) };
}

/** A value a manifest references that is nowhere to be found, and the first route that serves it. */
export interface MissingValue {
  value: string;
  route: string;
  /** How many referenced values are missing in all. */
  count: number;
}

/** The first value (by route key) the manifest references for which `isPresent` is false; null when all are there. */
export function findMissingValue(manifest: BuildManifest, isPresent: (value: string) => boolean): MissingValue | null {
  const missing = Object.entries(manifest.values).filter(([, value]) => !isPresent(value));
  if (missing.length === 0) return null;
  const [route, value] = missing.sort((a, b) => (a[0] < b[0] ? -1 : 1))[0]!;
  return { value, route, count: new Set(missing.map(([, v]) => v)).size };
}

/** What a deploy does with values. */
export interface ValuePlan {
  /** Values of the build KV does not hold yet: written before the manifest. */
  write: KvEntry[];
  /** Values of the build KV already holds: not written again. */
  reused: number;
  /** Values KV holds that the build does not reference (a cleanup deletes those no kept build references). */
  unreferenced: number;
}

/**
 * The values a build needs written. Throws, naming the value and its route, when the manifest references
 * a value that neither the build output nor KV holds: refused before anything is written.
 */
export function planValues(manifest: BuildManifest, values: KvEntry[], known: Set<string>): ValuePlan {
  const own = new Map(values.map((e) => [e.key, e]));
  const missing = findMissingValue(manifest, (value) => own.has(value) || known.has(value));
  if (missing) {
    throw new Error(
      `the manifest of build ${manifest.build} references value ${missing.value} (route ${missing.route}) that neither the build output nor KV holds${missing.count > 1 ? ` (and ${missing.count - 1} more)` : ''}: nothing was written, the live build is untouched`,
    );
  }
  const referenced = new Set(getManifestValues(manifest));
  const write = [...referenced].filter((value) => !known.has(value)).map((value) => own.get(value)!);
  let unreferenced = 0;
  for (const value of known) if (!referenced.has(value)) unreferenced++;
  return { write, reused: referenced.size - write.length, unreferenced };
}

/**
 * The history once `manifest` is written, the deploy's own journals deleted and `marker` written, over
 * what a read after those writes saw (`fresh`: what other deploys wrote meanwhile; a list may not show a
 * write of the last seconds yet, so the deploy's own writes are added, never taken from it).
 */
export function recordBuild(history: KvHistory, manifest: BuildManifest, marker: string, fresh?: KvHistory): KvHistory {
  const base = fresh ?? history;
  return {
    markers: [...new Set([...base.markers, marker])],
    manifests: new Map([...history.manifests, ...base.manifests]).set(manifest.build, manifest),
    journals: new Map([...base.journals].filter(([key]) => getBuildOfJournal(key) !== manifest.build)),
  };
}

/** What a cleanup deletes, in this order. */
export interface CleanupPlan {
  /** First the keys that name values: manifests and markers of builds no longer kept, and journals older than JOURNAL_GRACE_MS. */
  records: string[];
  /** Then the values no kept manifest references. */
  values: string[];
  /** Builds from before content addressing (a marker, no manifest) no longer kept: their `<build>/` keys go too. */
  legacy: string[];
  /** The builds kept. */
  kept: string[];
}

/**
 * The cleanup after `live` went live: every build outside getKeptBuilds loses its manifest and markers,
 * and every value that only such manifests (or journals) reference is deleted. The records go first, so
 * an interrupted cleanup leaves a value unnamed (never written again, never read) rather than a record
 * naming a deleted value.
 */
export function planCleanup(history: KvHistory, live: string, now: Date): CleanupPlan {
  const kept = getKeptBuilds(history.markers, live, now);
  const keptSet = new Set(kept);
  const keptValues = new Set<string>();
  for (const build of kept) for (const value of Object.values(history.manifests.get(build)?.values ?? {})) keptValues.add(value);
  const [recent, stale] = [true, false].map((young) => [...history.journals].filter(([key]) => isRecentJournal(key, now) === young));
  for (const [, values] of recent!) for (const value of values) keptValues.add(value);
  const dropped = [...history.manifests.keys()].filter((build) => !keptSet.has(build));
  const candidates = new Set([...dropped.flatMap((b) => Object.values(history.manifests.get(b)!.values)), ...stale!.flatMap(([, v]) => v)]);
  const droppedMarkers = history.markers.filter((key) => !keptSet.has(getBuildOfMarker(key) ?? ''));
  const legacy = [...new Set(droppedMarkers.map(getBuildOfMarker))].filter((b): b is string => b !== null && !history.manifests.has(b));
  return {
    records: [...dropped.map(manifestKey), ...droppedMarkers, ...stale!.map(([key]) => key)].sort(),
    values: [...candidates].filter((value) => !keptValues.has(value)).sort(),
    legacy: legacy.sort(),
    kept,
  };
}
