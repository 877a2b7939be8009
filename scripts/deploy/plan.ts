/** Pure planning for deploys: KV write batches within Cloudflare's limits, and which old builds to delete. */
import { getBuildOfKey } from '../../client/model/kv-keys';
import type { KvEntry } from '../content/emit';

/** Workers KV bulk-write limits per request. */
export const KV_BULK_LIMITS = { maxPairs: 10_000, maxBytes: 100 * 1024 * 1024 } as const;
/** Builds kept in KV: the live one and the ones before it, for clients still on an older hash. */
export const BUILDS_TO_KEEP = 3;
/** Prefix of the append-only deploy markers: `deploy/<ISO time>/<build>`. */
export const DEPLOY_MARKER_PREFIX = 'deploy/';

/** Bytes an entry counts for against the request limit (key, value, metadata, JSON framing). */
export function getEntryBytes(entry: KvEntry): number {
  return Buffer.byteLength(JSON.stringify(entry));
}

/** Splits entries into batches of at most `maxPairs` entries and `maxBytes` bytes, in order. */
export function planKvBatches(entries: KvEntry[], limits: { maxPairs: number; maxBytes: number } = KV_BULK_LIMITS): KvEntry[][] {
  const batches: KvEntry[][] = [];
  let current: KvEntry[] = [];
  let bytes = 2;
  for (const entry of entries) {
    const size = getEntryBytes(entry) + 1;
    if (size + 2 > limits.maxBytes) throw new Error(`KV entry '${entry.key}' is ${size} bytes, over the ${limits.maxBytes}-byte request limit`);
    if (current.length > 0 && (current.length >= limits.maxPairs || bytes + size > limits.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 2;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The marker key written after a build's worker went live. */
export function getDeployMarkerKey(build: string, at: Date): string {
  return `${DEPLOY_MARKER_PREFIX}${at.toISOString()}/${build}`;
}

/**
 * Keys to delete: every key of a build that is not among the last `keep` deployed builds (by marker
 * time, the live build always kept). Keys outside the scheme are never touched.
 */
export function selectKeysToDelete(keys: string[], liveBuild: string, keep = BUILDS_TO_KEEP): string[] {
  const deployed = keys
    .filter((k) => k.startsWith(DEPLOY_MARKER_PREFIX))
    .map((k) => k.slice(DEPLOY_MARKER_PREFIX.length).split('/'))
    .filter((parts): parts is [string, string] => parts.length === 2)
    .sort((a, b) => (a[0] < b[0] ? 1 : -1))
    .map(([, build]) => build);
  const kept = new Set([liveBuild]);
  for (const build of deployed) {
    if (kept.size >= keep) break;
    kept.add(build);
  }
  const doomedBuilds = new Set(deployed.filter((b) => !kept.has(b)));
  return keys.filter((k) => {
    if (k.startsWith(DEPLOY_MARKER_PREFIX)) return doomedBuilds.has(k.split('/').pop() ?? '');
    const build = getBuildOfKey(k);
    return build !== null && !kept.has(build);
  });
}
