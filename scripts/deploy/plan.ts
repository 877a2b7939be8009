/**
 * Pure planning for deploys, previews and rollbacks: KV write batches within Cloudflare's limits, the
 * deploy history read from marker keys, which builds are kept, which build a rollback goes to.
 * Which values to write, keep and delete: value-plan.ts.
 */
import type { KvEntry } from '../content/content-address';

/** Workers KV bulk-write limits per request. */
export const KV_BULK_LIMITS = { maxPairs: 10_000, maxBytes: 100 * 1024 * 1024 } as const;
/** Builds kept in KV (their manifests and every value those reference): the live one and the ones before it, for clients still on an older hash and for rollback. */
export const BUILDS_TO_KEEP = 3;
/** Prefix of the append-only deploy markers: `deploy/<ISO time>/<build>`. */
export const DEPLOY_MARKER_PREFIX = 'deploy/';
/** Prefix of preview markers: `preview/<alias>/<ISO time>/<build>`. */
export const PREVIEW_MARKER_PREFIX = 'preview/';
/** A preview's newest build survives cleanups this long after it was uploaded. */
export const PREVIEW_RETENTION_DAYS = 30;

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
    if (size + 2 > limits.maxBytes)
      throw new Error(`KV entry '${entry.key}' is ${size} bytes, over the ${limits.maxBytes}-byte request limit`);
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

/** The marker key written after a build's worker went live (also after a rollback to it). */
export function getDeployMarkerKey(build: string, at: Date): string {
  return `${DEPLOY_MARKER_PREFIX}${at.toISOString()}/${build}`;
}

/** The marker key of a preview upload. */
export function getPreviewMarkerKey(alias: string, build: string, at: Date): string {
  return `${PREVIEW_MARKER_PREFIX}${alias}/${at.toISOString()}/${build}`;
}

/** A deploy marker's time and build, or null for any other key. */
export function parseDeployMarker(key: string): { at: string; build: string } | null {
  if (!key.startsWith(DEPLOY_MARKER_PREFIX)) return null;
  const parts = key.slice(DEPLOY_MARKER_PREFIX.length).split('/');
  return parts.length === 2 ? { at: parts[0]!, build: parts[1]! } : null;
}

/** A preview marker's alias, time and build, or null for any other key. */
export function parsePreviewMarker(key: string): { alias: string; at: string; build: string } | null {
  if (!key.startsWith(PREVIEW_MARKER_PREFIX)) return null;
  const parts = key.slice(PREVIEW_MARKER_PREFIX.length).split('/');
  return parts.length === 3 ? { alias: parts[0]!, at: parts[1]!, build: parts[2]! } : null;
}

/** Builds that went live, newest first, each once: the first is the live build. */
export function getDeployedBuilds(keys: string[]): string[] {
  const markers = keys
    .map(parseDeployMarker)
    .filter((m) => m !== null)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return [...new Set(markers.map((m) => m.build))];
}

/** The newest build of every preview alias uploaded within the retention period. */
export function getPreviewBuilds(keys: string[], now: Date, retentionDays = PREVIEW_RETENTION_DAYS): string[] {
  const oldest = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const newest = new Map<string, { at: string; build: string }>();
  for (const marker of keys.map(parsePreviewMarker)) {
    if (!marker || marker.at < oldest) continue;
    const current = newest.get(marker.alias);
    if (!current || marker.at > current.at) newest.set(marker.alias, marker);
  }
  return [...new Set([...newest.values()].map((m) => m.build))];
}

/**
 * The builds a cleanup after `liveBuild` went live keeps: the live one, the ones deployed before it up to
 * `keep` builds in all (by marker time), and the newest build of every recent preview.
 */
export function getKeptBuilds(markers: string[], liveBuild: string, now: Date, keep = BUILDS_TO_KEEP): string[] {
  const kept = new Set([liveBuild]);
  for (const build of getDeployedBuilds(markers)) {
    if (kept.size >= keep) break;
    kept.add(build);
  }
  return [...new Set([...kept, ...getPreviewBuilds(markers, now)])];
}

/** The build a deploy or preview marker names; null for any other key. */
export function getBuildOfMarker(key: string): string | null {
  return (parseDeployMarker(key) ?? parsePreviewMarker(key))?.build ?? null;
}

/**
 * Where a rollback goes: the named build, or the deployed build before the live one. Refused (an error
 * message) when that build never went live or when its manifest is no longer kept.
 */
export function selectRollbackTarget(markers: string[], manifests: string[], to?: string): { build: string } | { error: string } {
  const deployed = getDeployedBuilds(markers);
  const live = deployed[0];
  if (!live) return { error: 'nothing has been deployed yet: there is no build to roll back to' };
  const build = to ?? deployed[1];
  if (!build) return { error: `build ${live} is the only deployed build: there is no previous build to roll back to` };
  if (build === live) return { error: `build ${build} is already live` };
  if (!deployed.includes(build)) return { error: `build ${to} was never deployed (deployed builds: ${deployed.join(', ')})` };
  if (!manifests.includes(build)) {
    return {
      error: `build ${build} cannot be made live again: its manifest is no longer in KV (builds older than the last ${BUILDS_TO_KEEP} deploys are deleted)`,
    };
  }
  return { build };
}

/**
 * True for a name `wrangler versions upload --preview-alias` accepts for this worker: lowercase letters,
 * digits and dashes, starting with a letter, not ending in a dash, and short enough that
 * `<alias>-<worker>` is one DNS label (63 characters).
 */
export function isValidPreviewAlias(alias: string, workerName: string): boolean {
  return /^[a-z](?:[a-z0-9-]*[a-z0-9])?$/.test(alias) && !alias.includes('--') && alias.length + 1 + workerName.length <= 63;
}

/** Open claims and overdue pages of a build on the deploy's day (core/verification.ts getVerificationCounts). */
export interface ConfirmationCounts {
  claims: number;
  pages: number;
  overdue: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a deploy says about unconfirmed content, and whether it goes ahead: a production deploy is
 * refused while any claim is open or any page overdue when `required` (`--require-confirmed`, or
 * site.json verification.requireConfirmed); local deploys and previews always go ahead.
 */
export function getConfirmationGate(
  counts: ConfirmationCounts,
  mode: 'remote' | 'local' | 'preview',
  required: boolean,
): { line: string; refusal: string | null } {
  const open = `${plural(counts.claims, 'open claim', 'open claims')} on ${plural(counts.pages, 'page', 'pages')}`;
  const overdue = plural(counts.overdue, 'page', 'pages');
  const line = `Claims to confirm: ${open}; ${overdue} past their confirmation interval (npm run content:claims lists them)`;
  const blocked = mode === 'remote' && required && (counts.claims > 0 || counts.overdue > 0);
  return {
    line,
    refusal: blocked
      ? `refusing the production deploy: ${open} and ${overdue} overdue, and confirmation is required (--require-confirmed or site.json verification.requireConfirmed); confirm them (npm run content:claims) or deploy a preview`
      : null,
  };
}
