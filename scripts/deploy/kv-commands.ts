/**
 * The CONTENT namespace as kv-builds.ts uses it (ContentKv): against Cloudflare through wrangler's own
 * commands (bulk put, key get, key list, bulk delete), or against the local state `npm start` serves
 * through one wrangler platform proxy (one workerd for all the reads and writes of a deploy, where each
 * command would start its own; local bulk put would also decode base64 values as UTF-8 text and so
 * corrupt the gzip search chunks).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KVNamespace } from '@cloudflare/workers-types';
import type { KvEntry } from '../content/content-address';
import { bin, run } from '../lib/run';
import type { ContentKv } from './kv-builds';
import { KV_BULK_LIMITS } from './plan';
import { getWranglerConfig, isPlaceholderNamespaceId } from './wrangler-config';

/** Where KV commands go. */
export type KvTarget = { kind: 'remote' } | { kind: 'local'; state: string };

/** A namespace opened for a deploy, rollback or seed; dispose() when done. */
export interface OpenedKv extends ContentKv {
  dispose(): Promise<void>;
}

/** Reads and writes in flight at once against the local state. */
const LOCAL_CONCURRENCY = 32;

/** Runs `task` over `items`, `limit` at a time. */
async function forEachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The local state's namespace through wrangler's platform proxy (the bindings of wrangler.toml, persisted under `state`). */
async function openLocalKv(state: string): Promise<OpenedKv> {
  // wrangler loads in seconds: only a command that reaches KV pays for it (a refused command answers at once).
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ CONTENT: KVNamespace }>({ persist: { path: join(state, 'v3') } });
  const kv = proxy.env.CONTENT;
  return {
    put: (entries) =>
      forEachLimited(entries, LOCAL_CONCURRENCY, (e) =>
        kv.put(e.key, e.base64 ? Buffer.from(e.value, 'base64') : e.value, e.metadata ? { metadata: e.metadata } : {}),
      ),
    get: (key) => kv.get(key, 'text'),
    async list(prefix) {
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await kv.list({ prefix, cursor, limit: 1000 });
        keys.push(...page.keys.map((k) => k.name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return keys;
    },
    delete: (keys) => forEachLimited(keys, LOCAL_CONCURRENCY, (key) => kv.delete(key)),
    dispose: () => proxy.dispose(),
  };
}

/** Cloudflare's namespace through wrangler's KV commands (files for the bulk ones in a temp dir). */
function openRemoteKv(): OpenedKv {
  const temp = mkdtempSync(join(tmpdir(), 'help-kv-'));
  let files = 0;
  const wranglerKv = (args: string[], stdoutOnly = false) =>
    run(bin('wrangler'), ['kv', ...args, '--binding', 'CONTENT', '--remote'], { quiet: true, stdoutOnly });
  const file = (data: unknown) => {
    const path = join(temp, `kv-${++files}.json`);
    writeFileSync(path, JSON.stringify(data));
    return path;
  };
  return {
    put: async (entries) => void (await wranglerKv(['bulk', 'put', file(entries)])),
    // Only keys just listed are read, so a failure is a failure, not a miss.
    get: (key) => wranglerKv(['key', 'get', key, '--text'], true),
    list: async (prefix) =>
      (JSON.parse(await wranglerKv(['key', 'list', '--prefix', prefix], true)) as { name: string }[]).map((k) => k.name),
    async delete(keys) {
      for (let i = 0; i < keys.length; i += KV_BULK_LIMITS.maxPairs)
        await wranglerKv(['bulk', 'delete', file(keys.slice(i, i + KV_BULK_LIMITS.maxPairs)), '--force']);
    },
    dispose: async () => rmSync(temp, { recursive: true, force: true }),
  };
}

/** True when the target's namespace can be read: the local state exists, or wrangler.toml names a real namespace. */
export function hasNamespace(target: KvTarget): boolean {
  if (target.kind === 'local') return existsSync(join(target.state, 'v3'));
  return !isPlaceholderNamespaceId(getWranglerConfig(readFileSync('wrangler.toml', 'utf8')).kvNamespaceId);
}

/** What reads find where there is no namespace yet (a dry run or a refused rollback before the first deploy); writes are refused. */
const NO_NAMESPACE: OpenedKv = {
  put: () => Promise.reject(new Error('there is no KV namespace to write to')),
  get: async () => null,
  list: async () => [],
  delete: () => Promise.reject(new Error('there is no KV namespace to delete from')),
  dispose: async () => undefined,
};

/**
 * Opens the CONTENT namespace of a target. `create: false` (a dry run, a rollback) never makes one:
 * where there is none yet, reads find nothing.
 */
export function openContentKv(target: KvTarget, create = true): Promise<OpenedKv> {
  if (!create && !hasNamespace(target)) return Promise.resolve(NO_NAMESPACE);
  return target.kind === 'local' ? openLocalKv(target.state) : Promise.resolve(openRemoteKv());
}

/** Runs `task` with the target's namespace open (see openContentKv), and closes it whatever happens. */
export async function withContentKv<T>(target: KvTarget, task: (kv: OpenedKv) => Promise<T>, create = true): Promise<T> {
  const kv = await openContentKv(target, create);
  try {
    return await task(kv);
  } finally {
    await kv.dispose();
  }
}

/** Writes entries as they are (the local server's fixtures and benches: a whole build, manifest included). */
export async function putEntries(entries: KvEntry[], target: KvTarget): Promise<void> {
  await withContentKv(target, (kv) => kv.put(entries));
}

/** Every key under a prefix (the tests count values with it). */
export async function listKeys(target: KvTarget, prefix = ''): Promise<string[]> {
  return withContentKv(target, (kv) => kv.list(prefix));
}
