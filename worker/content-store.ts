/**
 * Read access to a build's KV content; the only module that touches KV. A route key is looked up in
 * the build's manifest (read once per isolate, manifest-cache.ts), then its value is read by its
 * content-addressed key; page data is served with the build's hash and the route's template.
 */
import type { MiddlewareHandler } from 'hono';
import { resolveRouteKey, toBuildManifest } from '../core/build-manifest';
import { isStorableKey, manifestKey, shellKey } from '../core/kv-keys';
import { toServedPageBody, toServedPageEtag } from '../core/page-value';
import type { ShellData } from '../core/types';
import type { AppEnv } from './env';
import { StorageError } from './http-error';
import { getCachedManifest } from './manifest-cache';

/** A stored value with the digest written at build time. */
export interface StoredValue {
  body: string | ArrayBuffer;
  etag: string;
  type: string;
}

/** Longest we wait for KV before answering 503. */
export const KV_TIMEOUT_MS = 5000;

interface Metadata {
  etag?: string;
  type?: string;
}

// Storage errors name the key for the log; responses never carry it (app.onError answers by status).
function withTimeout<T>(promise: Promise<T>, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageError(`KV read of '${key}' timed out`)), KV_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Shell data per build, parsed once per isolate: it is immutable for a build. */
const shellCache = new Map<string, Promise<ShellData | null>>();

/** Creates the store for one build: it serves what that build's manifest names. */
export function createContentStore(kv: KVNamespace, build: string) {
  async function read<T>(key: string, type: 'text' | 'arrayBuffer' | 'json'): Promise<{ value: T | null; metadata: Metadata | null }> {
    try {
      return await withTimeout(kv.getWithMetadata<T, Metadata>(key, type as 'json'), key);
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw new StorageError(`KV read of '${key}' failed`, { cause: error });
    }
  }

  /** The value of a route key in this build, as served; null when the build serves nothing there. */
  async function get(key: string, binary = false): Promise<StoredValue | null> {
    // A key no route of the table can name (over KV's key limit) is a miss decided before KV is asked.
    if (!isStorableKey(key)) return null;
    const manifest = await getCachedManifest(build, async () => toBuildManifest((await read<unknown>(manifestKey(build), 'json')).value));
    const route = manifest && resolveRouteKey(manifest, key);
    if (!route) return null;
    const result = await read<string | ArrayBuffer>(route.value, binary ? 'arrayBuffer' : 'text');
    if (result.value === null) return null;
    const etag = result.metadata?.etag ?? '';
    const type = result.metadata?.type ?? 'application/json; charset=utf-8';
    if (!route.page || typeof result.value !== 'string') return { body: result.value, etag, type };
    const { template } = route.page;
    return { body: toServedPageBody(result.value, build, template), etag: toServedPageEtag(etag, build, template), type };
  }

  async function getShell(): Promise<ShellData | null> {
    let cached = shellCache.get(build);
    if (!cached) {
      cached = get(shellKey()).then((v) => (v ? (JSON.parse(v.body as string) as ShellData) : null));
      shellCache.set(build, cached);
      cached.catch(() => shellCache.delete(build));
    }
    const shell = await cached;
    if (!shell) shellCache.delete(build);
    return shell;
  }

  return { build, get, getShell };
}

/** The store type routes receive. */
export type ContentStore = ReturnType<typeof createContentStore>;

/** Middleware: the store of the build this worker serves, on the context as `store`. */
export function contentStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('store', createContentStore(c.env.CONTENT, c.env.BUILD_ID));
    await next();
  };
}
