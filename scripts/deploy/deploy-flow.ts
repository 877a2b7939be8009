/**
 * One deploy plan, three ways to run it:
 * - remote: write the build's KV values → apply D1 migrations (insights) → `wrangler deploy` (build id as var, tag = build) → marker →
 *   delete builds older than the last 3;
 * - local: the same KV and D1 commands against the local state, and instead of `wrangler deploy` the worker
 *   bundle and client assets are archived and the build recorded as live (`live.json`);
 * - preview: KV values, then `wrangler versions upload --preview-alias` (live untouched), a preview
 *   marker, no cleanup; no D1 migrations (the database is shared with live: schema changes go with a deploy).
 * Each plan first prints the build's open claims and overdue pages; a production deploy is refused while
 * there are any when confirmation is required (plan.ts getConfirmationGate).
 * Values are written before the version that reads them goes live, so no request sees a mixed version;
 * a failure before the switch leaves the live build untouched; every step is safe to repeat.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getInsightsDay } from '../../client/model/insights/aggregate';
import { claimsKey } from '../../client/model/kv-keys';
import type { ClaimsReport } from '../../client/model/schema/claims-report';
import { getVerificationCounts } from '../../client/model/verification';
import type { KvEntry } from '../content/route-values';
import { getBuildFlags } from '../lib/content-policy';
import { applyLocalMigrations, D1_BINDING } from '../lib/d1-local';
import { bin, run } from '../lib/run';
import { readBuildId } from '../lib/wrangler';
import { deleteKeys, type KvTarget, listKeys, putEntries, putMarker } from './kv-commands';
import { archiveLocalVersion, pruneLocalVersions, setLiveBuild } from './local-versions';
import {
  getConfirmationGate,
  getDeployMarkerKey,
  getEntryBytes,
  getKeptBuilds,
  getPreviewMarkerKey,
  isValidPreviewAlias,
  KV_BULK_LIMITS,
  planKvBatches,
  selectKeysToDelete,
} from './plan';
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

/** What a deploy did. */
export interface DeployResult {
  build: string;
  kvWrites: number;
  kvRequests: number;
  deletedKeys: number;
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
  const entries = JSON.parse(readFileSync(join(options.out, 'kv.json'), 'utf8')) as KvEntry[];
  const claims = JSON.parse(
    entries.find((e) => e.key === claimsKey(build))?.value ?? '{"pages":[],"requireConfirmed":false}',
  ) as ClaimsReport;
  const target: KvTarget = options.mode === 'local' ? { kind: 'local', state: options.state } : { kind: 'remote' };
  const where = options.mode === 'local' ? `local state ${options.state}` : 'Cloudflare';
  const batches = planKvBatches(entries);
  const now = new Date();
  const gate = getConfirmationGate(
    getVerificationCounts(claims, getInsightsDay(now)),
    options.mode,
    options.requireConfirmed === true || claims.requireConfirmed,
  );

  log(
    `\n${options.mode === 'preview' ? `Preview '${options.preview}'` : 'Deploy'} plan for build ${build} → ${where}${options.dryRun ? ' (dry run: nothing is written)' : ''}`,
  );
  log(gate.line);
  if (gate.refusal) throw new Error(gate.refusal);
  log(
    `1. write ${entries.length} KV values in ${batches.length} bulk request(s) (limits: ${KV_BULK_LIMITS.maxPairs} pairs, ${KV_BULK_LIMITS.maxBytes} bytes):`,
  );
  batches.forEach((batch, i) => {
    const bytes = batch.reduce((sum, e) => sum + getEntryBytes(e), 0);
    log(
      `   batch ${i + 1}: ${batch.length} pairs, ${(bytes / 1024).toFixed(1)} KiB → wrangler kv bulk put <batch-${i + 1}.json> --binding CONTENT ${target.kind === 'local' ? '--local' : '--remote'}`,
    );
  });
  if (options.mode === 'preview') {
    log(
      `2. wrangler versions upload --preview-alias ${options.preview} --var BUILD_ID:${build} --var PREVIEW_ALIAS:${options.preview} --tag ${build} (the live version is untouched; the preview highlights claims to confirm)`,
    );
    log(`3. write marker ${getPreviewMarkerKey(options.preview!, build, now)} (cleanups keep each preview's newest build for 30 days)`);
    log(`   preview URL: https://${options.preview}-${name}.<your-subdomain>.workers.dev`);
  } else {
    // The insights schema, like the KV values, is in place before the version that uses it goes live.
    log(
      `   then wrangler d1 migrations apply ${D1_BINDING} ${target.kind === 'local' ? `--local --persist-to ${options.state}` : '--remote'} (reader insights schema, migrations/)`,
    );
    log(
      options.mode === 'local'
        ? `2. archive the worker bundle and client assets under ${options.state}/deploys/${build}/ and record build ${build} as live (instead of wrangler deploy)`
        : `2. wrangler deploy --var BUILD_ID:${build} --tag ${build}`,
    );
    log(`3. write marker ${getDeployMarkerKey(build, now)}`);
    log('4. list all keys (wrangler kv key list), delete keys of builds older than the last 3 (wrangler kv bulk delete, 10,000 a request)');
  }
  if (options.dryRun) return { build, kvWrites: 0, kvRequests: 0, deletedKeys: 0 };

  const temp = mkdtempSync(join(tmpdir(), 'help-deploy-'));
  try {
    options.onStage?.('kv');
    const requests = await putEntries(entries, target, temp, log);
    const marker = { keys: entries.length };
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
      await putMarker(getPreviewMarkerKey(options.preview!, build, now), build, marker, target);
      const previewUrl = /https:\/\/[^\s]*workers\.dev[^\s]*/.exec(output)?.[0];
      log(`Preview of build ${build}: ${previewUrl ?? `alias '${options.preview}' uploaded (wrangler printed no URL)`}`);
      return { build, kvWrites: entries.length, kvRequests: requests, deletedKeys: 0, previewUrl };
    }
    if (options.mode === 'local') await applyLocalMigrations(options.state);
    else await run(bin('wrangler'), ['d1', 'migrations', 'apply', D1_BINDING, '--remote'], { env: { CI: 'true' } });
    if (options.mode === 'local') {
      await archiveLocalVersion(options.state, build, 'dist/client');
      setLiveBuild(options.state, build, now);
    } else {
      await run(bin('wrangler'), ['deploy', '--var', `BUILD_ID:${build}`, '--tag', build, '--message', `build ${build}`]);
    }
    await putMarker(getDeployMarkerKey(build, now), build, marker, target);
    const keys = (await listKeys(target)).map((k) => k.name);
    const doomed = selectKeysToDelete(keys, build);
    await deleteKeys(doomed, target, temp);
    if (options.mode === 'local') pruneLocalVersions(options.state, getKeptBuilds(keys, build));
    log(`Build ${build} is live${options.mode === 'local' ? ' locally' : ''}; deleted ${doomed.length} keys of older builds.`);
    return { build, kvWrites: entries.length, kvRequests: requests, deletedKeys: doomed.length };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
