/** The version of the worker code serving a request, for cache keys and ETags of what that code shapes. */
import type { Env } from './env';

/**
 * The worker's version id: `version_metadata` in production, the bundle digest locally. Null when the
 * binding is missing (a misconfigured deploy, `npm run dev`): then nothing the worker shapes may be
 * cached or validated, because nothing would tell this code's answers from another version's.
 */
export function getWorkerVersion(env: Partial<Pick<Env, 'CF_VERSION_METADATA'>>): string | null {
  return env.CF_VERSION_METADATA?.id || null;
}
