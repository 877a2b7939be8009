/**
 * `npm run deploy [-- --dry-run]`: build client and content, bulk-write the build's KV values
 * (--remote, batches within KV limits), deploy the worker with the build id compiled in, record a
 * deploy marker, then delete keys of builds older than the last 3. Values are written before the
 * worker that reads them goes live, so no request ever sees a mixed version; a failure before the
 * deploy leaves the live build untouched. Safe to repeat.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { KvEntry } from './content/emit';
import { getDeployMarkerKey, getEntryBytes, KV_BULK_LIMITS, planKvBatches, selectKeysToDelete } from './deploy/plan';
import { REPO_BUILD_FLAGS } from './lib/content-policy';
import { bin, run, runMain } from './lib/run';
import { readBuildId } from './lib/wrangler';

const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = args['dry-run']!;
const OUT = 'dist/content';
const temp = mkdtempSync(join(tmpdir(), 'help-deploy-'));
const wrangler = (...a: string[]) => run(bin('wrangler'), a);

runMain(async () => {
  await run(bin('vite'), ['build', '--logLevel', 'warn']);
  await run(bin('tsx'), ['scripts/content/index.ts', ...REPO_BUILD_FLAGS, '--out', OUT]);
  const buildId = readBuildId(OUT);
  const entries = JSON.parse(readFileSync(join(OUT, 'kv.json'), 'utf8')) as KvEntry[];
  const batches = planKvBatches(entries);

  console.log(`\nDeploy plan for build ${buildId}${dryRun ? ' (dry run: nothing is sent to Cloudflare)' : ''}`);
  console.log(`1. write ${entries.length} KV values in ${batches.length} bulk request(s) (limits: ${KV_BULK_LIMITS.maxPairs} pairs, ${KV_BULK_LIMITS.maxBytes} bytes):`);
  batches.forEach((batch, i) => {
    const bytes = batch.reduce((sum, e) => sum + getEntryBytes(e), 0);
    console.log(`   batch ${i + 1}: ${batch.length} pairs, ${(bytes / 1024).toFixed(1)} KiB → wrangler kv bulk put <batch-${i + 1}.json> --binding CONTENT --remote`);
  });
  console.log(`2. wrangler deploy --var BUILD_ID:${buildId}`);
  console.log(`3. write marker ${getDeployMarkerKey(buildId, new Date())}`);
  console.log('4. list all keys (paged), delete keys of builds older than the last 3 (bulk delete in batches of 10,000)');
  if (dryRun) return;

  for (const [i, batch] of batches.entries()) {
    const file = join(temp, `batch-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(batch));
    await wrangler('kv', 'bulk', 'put', file, '--binding', 'CONTENT', '--remote');
  }
  await wrangler('deploy', '--var', `BUILD_ID:${buildId}`);
  await wrangler('kv', 'key', 'put', getDeployMarkerKey(buildId, new Date()), buildId, '--binding', 'CONTENT', '--remote');

  // wrangler pages through the whole list itself and prints one JSON array.
  const listed = JSON.parse(await run(bin('wrangler'), ['kv', 'key', 'list', '--binding', 'CONTENT', '--remote'], { quiet: true })) as { name: string }[];
  const doomed = selectKeysToDelete(listed.map((k) => k.name), buildId);
  for (let i = 0; i < doomed.length; i += KV_BULK_LIMITS.maxPairs) {
    const file = join(temp, `delete-${i}.json`);
    writeFileSync(file, JSON.stringify(doomed.slice(i, i + KV_BULK_LIMITS.maxPairs)));
    await wrangler('kv', 'bulk', 'delete', file, '--binding', 'CONTENT', '--remote', '--force');
  }
  console.log(`Build ${buildId} is live; deleted ${doomed.length} keys of older builds.`);
});
