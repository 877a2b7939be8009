/** The deploy plan as `npm run deploy` prints it (with --dry-run: all it does): pure, from what deploy-flow.ts decided. */
import type { BuildManifest } from '../../core/build-manifest';
import { manifestKey } from '../../core/kv-keys';
import type { KvEntry } from '../content/content-address';
import { D1_BINDING } from '../lib/d1-local';
import { getEntryBytes, KV_BULK_LIMITS, PREVIEW_RETENTION_DAYS } from './plan';
import type { CleanupPlan, ValuePlan } from './value-plan';

/** Everything the printed plan names. */
export interface PlanText {
  mode: 'remote' | 'local' | 'preview';
  preview?: string;
  dryRun: boolean;
  /** Local state (mode local). */
  state: string;
  /** Worker name (wrangler.toml). */
  name: string;
  build: string;
  plan: ValuePlan;
  batches: KvEntry[][];
  manifest: BuildManifest;
  marker: string;
  cleanup: CleanupPlan;
  /** True when there was no namespace to read (a dry run before the first deploy): planned as if KV were empty. */
  empty: boolean;
}

/** The lines of the plan. */
export function getDeployPlanLines(p: PlanText): string[] {
  const local = p.mode === 'local';
  const flag = local ? '--local' : '--remote';
  const lines = [
    `\n${p.mode === 'preview' ? `Preview '${p.preview}'` : 'Deploy'} plan for build ${p.build} → ${local ? `local state ${p.state}` : 'Cloudflare'}${p.dryRun ? ' (dry run: nothing is written)' : ''}`,
    ...(p.empty ? ['   (no namespace to read yet: planned as if KV were empty)'] : []),
    `1. KV values: ${p.plan.write.length} new, ${p.plan.reused} reused (already in KV), ${p.plan.unreferenced} unreferenced (in KV, not used by this build)`,
    `   write the ${p.plan.write.length} new in ${p.batches.length} bulk request(s) (limits: ${KV_BULK_LIMITS.maxPairs} pairs, ${KV_BULK_LIMITS.maxBytes} bytes):`,
    ...p.batches.map((batch, i) => {
      const kib = (batch.reduce((sum, e) => sum + getEntryBytes(e), 0) / 1024).toFixed(1);
      return `   batch ${i + 1}: ${batch.length} pairs, ${kib} KiB → wrangler kv bulk put <batch-${i + 1}.json> --binding CONTENT ${flag}`;
    }),
    `   then the manifest ${manifestKey(p.build)} (${Object.keys(p.manifest.values).length} routes → ${p.plan.write.length + p.plan.reused} values)`,
  ];
  if (p.mode === 'preview') {
    return [
      ...lines,
      `2. wrangler versions upload --preview-alias ${p.preview} --var BUILD_ID:${p.build} --var PREVIEW_ALIAS:${p.preview} --tag ${p.build} (the live version is untouched; the preview highlights claims to confirm)`,
      `3. write marker ${p.marker} (cleanups keep each preview's newest build for ${PREVIEW_RETENTION_DAYS} days)`,
      `   preview URL: https://${p.preview}-${p.name}.<your-subdomain>.workers.dev`,
    ];
  }
  return [
    ...lines,
    // The insights schema, like the KV values, is in place before the version that uses it goes live.
    `   then wrangler d1 migrations apply ${D1_BINDING} ${local ? `--local --persist-to ${p.state}` : '--remote'} (reader insights schema, migrations/)`,
    local
      ? `2. archive the worker bundle and client assets under ${p.state}/deploys/${p.build}/ and record build ${p.build} as live (instead of wrangler deploy)`
      : `2. wrangler deploy --var BUILD_ID:${p.build} --tag ${p.build}`,
    `3. write marker ${p.marker}`,
    `4. clean up: keep builds ${p.cleanup.kept.join(', ')}; delete the ${p.cleanup.records.length} manifests, markers and journals of the others, then the ${p.cleanup.values.length} values no kept manifest references`,
  ];
}
