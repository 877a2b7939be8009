/**
 * Rollback: make the previous deployed build (or a named one) live again. It first checks that the
 * build's manifest is still kept and that KV holds every value it references (kv-builds.ts), and
 * refuses otherwise. Remote: `wrangler rollback` to the newest worker version tagged with that build.
 * Local: `live.json` points at the build's archived version again. Both then write a deploy marker, so
 * the history says which build is live (and cleanups keep it).
 */
import { BUILD_ID_PATTERN } from '../../core/kv-keys';
import { bin, run } from '../lib/run';
import { checkRollback, putMarker, readKvHistory } from './kv-builds';
import { type KvTarget, withContentKv } from './kv-commands';
import { hasLocalVersion, setLiveBuild } from './local-versions';
import { getDeployMarkerKey, getDeployedBuilds } from './plan';
import { readRemoteConfig } from './wrangler-config';

/** What to roll back, and where. */
export interface RollbackOptions {
  to?: string;
  local: boolean;
  state: string;
  dryRun: boolean;
  log?: (line: string) => void;
}

/** A worker version as `wrangler versions list --json` prints it (the fields used here). */
interface ListedVersion {
  id: string;
  annotations?: Record<string, string>;
  metadata?: { created_on?: string };
}

/** The newest worker version tagged with `build` (deploys and previews tag versions with their build). */
export function findVersionOfBuild(versions: ListedVersion[], build: string): string | null {
  const tagged = versions.filter((v) => v.annotations?.['workers/tag'] === build);
  tagged.sort((a, b) => ((a.metadata?.created_on ?? '') < (b.metadata?.created_on ?? '') ? 1 : -1));
  return tagged[0]?.id ?? null;
}

/** Rolls back (or prints the plan); returns the build made live. Throws a one-line error when refused. */
export async function runRollback(options: RollbackOptions): Promise<string> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.to !== undefined && !BUILD_ID_PATTERN.test(options.to))
    throw new Error(`'${options.to}' is not a build id (12 lowercase hex digits)`);
  if (!options.local) readRemoteConfig();
  const target: KvTarget = options.local ? { kind: 'local', state: options.state } : { kind: 'remote' };
  return withContentKv(
    target,
    async (kv) => {
      const history = await readKvHistory(kv);
      const { build, values } = await checkRollback(kv, history, options.to);
      const live = getDeployedBuilds(history.markers)[0];

      let versionId: string | null = null;
      if (options.local) {
        if (!hasLocalVersion(options.state, build))
          throw new Error(`Rollback refused: the worker version of build ${build} is no longer archived under ${options.state}/deploys/`);
      } else {
        const versions = JSON.parse(
          await run(bin('wrangler'), ['versions', 'list', '--json'], { quiet: true, stdoutOnly: true }),
        ) as ListedVersion[];
        versionId = findVersionOfBuild(versions, build);
        if (!versionId) throw new Error(`Rollback refused: no worker version is tagged with build ${build} (wrangler versions list)`);
      }
      const marker = getDeployMarkerKey(build, new Date());
      log(
        `Rollback plan${options.dryRun ? ' (dry run: nothing is written)' : ''}: build ${live} → ${build} (KV holds its manifest and all ${values} values it references)`,
      );
      log(
        options.local ? `1. record build ${build} as live in ${options.state}/deploys/live.json` : `1. wrangler rollback ${versionId} -y`,
      );
      log(`2. write marker ${marker}`);
      if (options.dryRun) return build;

      if (options.local) setLiveBuild(options.state, build);
      else await run(bin('wrangler'), ['rollback', versionId!, '--message', `rollback to build ${build}`, '-y']);
      await putMarker(kv, marker, build);
      log(`Build ${build} is live${options.local ? ' locally' : ''} again.`);
      return build;
    },
    false,
  );
}
