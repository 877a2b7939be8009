/**
 * A build as KV holds it (DESIGN.md, "Build id and versions"): one small manifest that maps each route
 * key (kv-keys.ts) to the content-addressed value served there. Written by the content build, read by
 * the deploy (which values exist), by the worker (once per isolate per build) and by rollback/cleanup.
 * A page is stored once: its wiki and link routes resolve to it through `ids`.
 */
import { LINK_PREFIX, PAGE_PREFIX, WIKI_PREFIX } from './kv-keys';
import { decodeTinyLink, encodeTinyLink } from './tiny-link';

/** One build: what every route key of it serves. */
export interface BuildManifest {
  /** The build id. */
  build: string;
  /** Route key → KV key of the value served there. */
  values: Record<string, string>;
  /** Page id → route key of its data, for the pages the wiki and link routes reach. */
  ids: Record<string, string>;
}

/** Where the answer of a route key comes from. */
export interface ResolvedRoute {
  /** KV key of the stored value. */
  value: string;
  /** Page data (stored without its build, page-value.ts) and the template it is served with; null: served as stored. */
  page: { template: 'wiki' | 'link' | null } | null;
}

const own = (record: Record<string, string>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** The page id a wiki or link route key names (only a tiny link in its one canonical spelling counts), with its template. */
function getAliasOf(key: string): { id: string; template: 'wiki' | 'link' } | null {
  if (key.startsWith(WIKI_PREFIX)) {
    const tiny = key.slice(WIKI_PREFIX.length);
    const id = decodeTinyLink(tiny);
    try {
      return id !== null && encodeTinyLink(id) === tiny ? { id, template: 'wiki' } : null;
    } catch {
      return null;
    }
  }
  if (key.startsWith(LINK_PREFIX)) {
    const match = /^(\d+)(?:\/detail)?$/.exec(key.slice(LINK_PREFIX.length));
    return match ? { id: match[1]!, template: 'link' } : null;
  }
  return null;
}

/** Resolves a route key of the build; null when the build serves nothing there. */
export function resolveRouteKey(manifest: BuildManifest, key: string): ResolvedRoute | null {
  const alias = getAliasOf(key);
  const pageKey = alias ? own(manifest.ids, alias.id) : key;
  const value = pageKey === undefined ? undefined : own(manifest.values, pageKey);
  if (value === undefined) return null;
  return { value, page: pageKey!.startsWith(PAGE_PREFIX) ? { template: alias?.template ?? null } : null };
}

/** Every value key the manifest references, each once. */
export function getManifestValues(manifest: BuildManifest): string[] {
  return [...new Set(Object.values(manifest.values))];
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** A manifest read back from KV or a file, checked for its shape; null when it is not one. */
export function toBuildManifest(value: unknown): BuildManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { build, values, ids } = value as Partial<BuildManifest>;
  return typeof build === 'string' && isStringRecord(values) && isStringRecord(ids) ? { build, values, ids } : null;
}
