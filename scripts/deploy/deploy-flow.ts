/**
 * One deploy plan, three ways to run it:
 * - remote: write the build's new KV values, then its manifest → apply D1 migrations (insights) →
 *   `wrangler deploy` (build id as var, tag = build) → marker → clean up (kv-builds.ts);
 * - local: the same KV and D1 steps against the local state, and instead of `wrangler deploy` the worker
 *   bundle and client assets are archived and the build recorded as live (`live.json`);
 * - preview: KV values and manifest, then `wrangler versions upload --preview-alias` (live untouched), a preview
 *   marker, no cleanup; no D1 migrations (the database is shared with live: schema changes go with a deploy).
import type { KvEntry } from '../content/content-address';
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getInsightsDay } from '../../core/insights/aggregate';
import { claimsKey } from '../../core/kv-keys';
import type { ClaimsReport } from '../../core/schema/claims-report';
import { getVerificationCounts } from '../../core/verification';
import type { KvEntry } from '../content/content-address';
import { getBuildFlags } from '../lib/content-policy';
import { applyLocalMigrations, D1_BINDING } from '../lib/d1-local';
import { bin, run } from '../lib/run';
import { readBuildId } from '../lib/wrangler';
import { deployBuild, readKvHistory } from './kv-builds';
import { hasNamespace, type KvTarget, openContentKv } from './kv-commands';
import { archiveLocalVersion, pruneLocalVersions, setLiveBuild } from './local-versions';
import { getConfirmationGate, getDeployMarkerKey, getPreviewMarkerKey, isValidPreviewAlias, planKvBatches } from './plan';
import { getDeployPlanLines } from './plan-text';
import { getKnownValues, planCleanup, planValues, recordBuild, splitBuildEntries } from './value-plan';
import { getWranglerConfig, readRemoteConfig } from './wrangler-config';
import { buildClient } from '../lib/client-build';

/** What to deploy and where. */
export interface DeployOptions {
  mode: 'remote' | 'local' | 'preview';
  /** Preview alias (mode preview). */
  preview?: string;
  dryRun: boolean;
  /** Content tree to build. */
  content: string;
  /** Build another tree with this repository's strict policy (scripts/lib/content-policy.ts). */
  strict?: boolean;
  /** Content build output. */
  out: string;
  /** Local state (mode local). */
  state: string;
  /** Build the client with Vite first (false when dist/client is already this checkout's). */
  buildClient: boolean;
  /** Refuse a production deploy while claims are open or pages overdue (also site.json verification.requireConfirmed). */
  requireConfirmed?: boolean;
  log?: (line: string) => void;
  /** Told when a stage starts (content build, KV writes), for a progress line. */
  onStage?: (stage: 'content' | 'kv') => void;
}

/** What a deploy did (a dry run: what it would do). */
export interface DeployResult {
  build: string;
  /** Values of the build KV did not hold (written, unless a dry run). */
  newValues: number;
  /** Values written; the manifest and the markers are not counted. */
  kvWrites: number;
  /** Values of the build KV already held. */
  reused: number;
  /** Values KV held that the build does not reference. */
  unreferenced: number;
  /** Bulk requests for the values. */
  kvRequests: number;
  /** Values the cleanup deleted. */
  deletedValues: number;
  previewUrl?: string;
}

/** Checks everything a deploy needs before it builds or writes anything; throws a one-line error. */
export function checkDeployOptions(options: DeployOptions): void {
  if (options.mode === 'local') return;
  // A dry run writes nothing, so it may show the plan before the namespace exists.
  const { name } = options.dryRun ? getWranglerConfig(readFileSync('wrangler.toml', 'utf8')) : readRemoteConfig();
  if (options.mode === 'preview' && !isValidPreviewAlias(options.preview ?? '', name)) {
    throw new Error(
      `'${options.preview ?? ''}' is not a valid preview alias: lowercase letters, digits and single dashes, starting with a letter, at most ${62 - name.length} characters`,
    );
  }
}

/** Runs the deploy plan (or prints it with dryRun); returns the build it wrote. */
export async function runDeploy(options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  checkDeployOptions(options);
  const { name } = getWranglerConfig(readFileSync('wrangler.toml', 'utf8'));
  if (options.buildClient) await buildClient();
  options.onStage?.('content');
  await run(
    bin('tsx'),
    ['scripts/content/index.ts', ...getBuildFlags(options.content, options.strict), '--content', options.content, '--out', options.out],
    { quiet: true },
  );
  const build = readBuildId(options.out);
  const { manifest, manifestEntry, values } = splitBuildEntries(
    JSON.parse(readFileSync(join(options.out, 'kv.json'), 'utf8')) as KvEntry[],
    build,
  );
  const claimsValue = manifest.values[claimsKey()];
  const claims = JSON.parse(values.find((e) => e.key === claimsValue)?.value ?? '{"pages":[],"requireConfirmed":false}') as ClaimsReport;
  const target: KvTarget = options.mode === 'local' ? { kind: 'local', state: options.state } : { kind: 'remote' };
  const now = new Date();
  // What KV holds comes from its manifests and journals. A dry run writes nothing, so it plans against an
  // empty namespace where there is none yet (no local state, the placeholder namespace id).
  const gate = getConfirmationGate(
    getVerificationCounts(claims, getInsightsDay(now)),
    options.mode,
    options.requireConfirmed === true || claims.requireConfirmed,
  );
  const empty = options.dryRun && !hasNamespace(target);
  const kv = await openContentKv(target, !options.dryRun);
  try {
    const history = await readKvHistory(kv);
    const plan = planValues(manifest, values, getKnownValues(history));
    const batches = planKvBatches(plan.write);
    const marker = options.mode === 'preview' ? getPreviewMarkerKey(options.preview!, build, now) : getDeployMarkerKey(build, now);
    const cleanup = planCleanup(recordBuild(history, manifest, marker), build, now);

    const lines = getDeployPlanLines({ ...options, name, build, plan, batches, manifest, marker, cleanup, empty });
    for (const line of [lines[0]!, gate.line, ...lines.slice(1)]) log(line);
    if (gate.refusal) throw new Error(gate.refusal);
    const result = {
      build,
      newValues: plan.write.length,
      kvWrites: 0,
      reused: plan.reused,
      unreferenced: plan.unreferenced,
      kvRequests: 0,
      deletedValues: 0,
    };
    if (options.dryRun) return result;
    options.onStage?.('kv');

    let previewUrl: string | undefined;
    const goLive = async () => {
      if (options.mode === 'preview') {
        const output = await run(bin('wrangler'), [
          'versions',
          'upload',
          '--preview-alias',
          options.preview!,
          '--var',
          `BUILD_ID:${build}`,
          '--var',
          `PREVIEW_ALIAS:${options.preview!}`,
          '--tag',
          build,
          '--message',
          `preview ${options.preview} of build ${build}`,
        ]);
        previewUrl = /https:\/\/[^\s]*workers\.dev[^\s]*/.exec(output)?.[0];
        return;
      }
      // The insights schema, like the KV values, is in place before the version that uses it goes live.
      if (options.mode === 'local') await applyLocalMigrations(options.state);
      else await run(bin('wrangler'), ['d1', 'migrations', 'apply', D1_BINDING, '--remote'], { env: { CI: 'true' } });
      if (options.mode === 'local') {
        await archiveLocalVersion(options.state, build, 'dist/client');
        setLiveBuild(options.state, build, now);
      } else {
        await run(bin('wrangler'), ['deploy', '--var', `BUILD_ID:${build}`, '--tag', build, '--message', `build ${build}`]);
      }
    };
    const { written, cleaned } = await deployBuild(
      kv,
      { manifest, manifestEntry, values },
      { history, now, marker, goLive, cleanup: options.mode !== 'preview', log },
    );
    const done = { ...result, kvWrites: written.write.length, kvRequests: written.requests, deletedValues: cleaned?.values ?? 0 };
    if (options.mode === 'preview') {
      log(`Preview of build ${build}: ${previewUrl ?? `alias '${options.preview}' uploaded (wrangler printed no URL)`}`);
      return { ...done, previewUrl };
    }
    if (options.mode === 'local') pruneLocalVersions(options.state, cleaned!.kept);
    log(
      `Build ${build} is live${options.mode === 'local' ? ' locally' : ''}: wrote ${written.write.length} values (${written.reused} reused); deleted ${done.deletedValues} values no kept build references.`,
    );
    return done;
  } finally {
    await kv.dispose();
  }
}
