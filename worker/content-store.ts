/** Read access to the build-stamped KV content; the only module that touches KV. */
import type { MiddlewareHandler } from 'hono';
import { isKeyOfBuild, isStorableKey, shellKey } from '../client/model/kv-keys';
import type { ShellData } from '../client/model/types';
import type { AppEnv } from './env';
import { StorageError } from './http-error';

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

/** Creates the store for one build; refuses any key outside that build's prefix. */
export function createContentStore(kv: KVNamespace, build: string) {
  async function get(key: string, binary = false): Promise<StoredValue | null> {
    if (!isKeyOfBuild(key, build)) throw new Error(`key '${key}' is outside build '${build}'`);
    // A key KV could not hold cannot exist: a miss, not a failed read.
    if (!isStorableKey(key)) return null;
    let result: { value: string | ArrayBuffer | null; metadata: Metadata | null };
    try {
      result = binary
        ? await withTimeout(kv.getWithMetadata<Metadata>(key, 'arrayBuffer'), key)
        : await withTimeout(kv.getWithMetadata<Metadata>(key, 'text'), key);
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw new StorageError(`KV read of '${key}' failed`, { cause: error });
    }
    if (result.value === null) return null;
    return { body: result.value, etag: result.metadata?.etag ?? '', type: result.metadata?.type ?? 'application/json; charset=utf-8' };
  }

  async function getShell(): Promise<ShellData | null> {
    let cached = shellCache.get(build);
    if (!cached) {
      cached = get(shellKey(build)).then((v) => (v ? (JSON.parse(v.body as string) as ShellData) : null));
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
