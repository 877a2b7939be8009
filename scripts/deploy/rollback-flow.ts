/**
 * Rollback: make the previous deployed build (or a named one) live again. It first checks that KV
 * still holds every key that build wrote (the marker's metadata says how many) and refuses otherwise.
 * Remote: `wrangler rollback` to the newest worker version tagged with that build. Local: `live.json`
 * points at the build's archived version again. Both then write a deploy marker, so the history says
 * which build is live.
 */
import { BUILD_ID_PATTERN } from '../../client/model/kv-keys';
import { bin, run } from '../lib/run';
import { type KvTarget, listKeys, putMarker } from './kv-commands';
import { hasLocalVersion, setLiveBuild } from './local-versions';
import { getDeployMarkerKey, getDeployedBuilds, selectRollbackTarget } from './plan';
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
  const listed = await listKeys(target);
  const choice = selectRollbackTarget(listed, options.to);
  if ('error' in choice) throw new Error(`Rollback refused: ${choice.error}`);
  const { build } = choice;
  const live = getDeployedBuilds(listed.map((k) => k.name))[0];
  const keys = listed.filter((k) => k.name.startsWith(`${build}/`)).length;

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
  log(
    `Rollback plan${options.dryRun ? ' (dry run: nothing is written)' : ''}: build ${live} → ${build} (KV holds all ${keys} of its keys)`,
  );
  log(options.local ? `1. record build ${build} as live in ${options.state}/deploys/live.json` : `1. wrangler rollback ${versionId} -y`);
  log(`2. write marker ${getDeployMarkerKey(build, new Date())}`);
  if (options.dryRun) return build;

  if (options.local) setLiveBuild(options.state, build);
  else await run(bin('wrangler'), ['rollback', versionId!, '--message', `rollback to build ${build}`, '-y']);
  await putMarker(getDeployMarkerKey(build, new Date()), build, { keys }, target);
  log(`Build ${build} is live${options.local ? ' locally' : ''} again.`);
  return build;
}
