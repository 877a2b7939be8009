/**
 * Stage 3's last step (3-emit.ts): a build's values in the form KV holds them (DESIGN.md, "Build id and
 * versions"). Each value is stored once under the digest of its type and bytes, so a value that did not
 * change keeps its key and is never written again; the build itself is one manifest mapping each route
 * key to a value key, written after the values.
 */
import type { BuildManifest } from '../../core/build-manifest';
import { manifestKey, valueKey } from '../../core/kv-keys';
import { getValueDigest } from './digest';
import { JSON_TYPE, type EmittedValue } from './route-values';

/** One entry of `wrangler kv bulk put`. */
export interface KvEntry {
  key: string;
  /** The value; base64 when `base64` is true. */
  value: string;
  base64?: boolean;
  /** Digest (ETag) and media type of a value, read by the worker instead of hashing per request (none on deploy records). */
  metadata?: { etag: string; type: string };
}

/** A build in KV form: its values, each once, sorted by key, and its manifest. */
export interface AddressedBuild {
  entries: KvEntry[];
  manifest: BuildManifest;
}

/** The KV entry of a body under its digest. */
function toEntry(body: string | Uint8Array, type: string): KvEntry {
  const digest = getValueDigest(body, type);
  const binary = typeof body !== 'string';
  return {
    key: valueKey(digest),
    value: binary ? Buffer.from(body).toString('base64') : body,
    ...(binary ? { base64: true } : {}),
    metadata: { etag: `"${digest}"`, type },
  };
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Stores each value once under its digest and maps every route key (and page id) of the build to it. */
export function addressValues(build: string, values: EmittedValue[]): AddressedBuild {
  const entries = new Map<string, KvEntry>();
  const routes: [string, string][] = [];
  const ids: [string, string][] = [];
  for (const value of values) {
    const entry = toEntry(value.body, value.type);
    if (!entries.has(entry.key)) entries.set(entry.key, entry);
    routes.push([value.key, entry.key]);
    if (value.pageId !== undefined) ids.push([value.pageId, value.key]);
  }
  // Sorted, so equal builds give byte-equal manifests.
  const sorted = (pairs: [string, string][]) => Object.fromEntries(pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
  return { entries: [...entries.values()].sort(byKey), manifest: { build, values: sorted(routes), ids: sorted(ids) } };
}

/** The KV entry of a build's manifest (under `manifest/<build>`). */
export function toManifestEntry(manifest: BuildManifest): KvEntry {
  const body = JSON.stringify(manifest);
  return { key: manifestKey(manifest.build), value: body, metadata: { etag: `"${getValueDigest(body, JSON_TYPE)}"`, type: JSON_TYPE } };
}
