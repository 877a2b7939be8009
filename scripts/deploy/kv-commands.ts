/**
 * The KV half of a deploy through wrangler's own commands, against Cloudflare (`--remote`) or the local
 * state `npm start` serves (`--local --persist-to`): bulk put, key list, bulk delete, marker put.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KVNamespace } from '@cloudflare/workers-types';
import { getPlatformProxy } from 'wrangler';
import type { KvEntry } from '../content/route-values';
import { bin, run } from '../lib/run';
import { KV_BULK_LIMITS, type ListedKey, type MarkerMetadata, planKvBatches } from './plan';

/** Where KV commands go. */
export type KvTarget = { kind: 'remote' } | { kind: 'local'; state: string };

const targetFlags = (target: KvTarget): string[] => (target.kind === 'remote' ? ['--remote'] : ['--local', '--persist-to', target.state]);

const wranglerKv = (args: string[], target: KvTarget, stdoutOnly = false) =>
  run(bin('wrangler'), ['kv', ...args, '--binding', 'CONTENT', ...targetFlags(target)], { quiet: true, stdoutOnly });

/**
 * Writes entries with `wrangler kv bulk put`, in batches within KV's limits; safe to repeat. Locally the
 * binary entries (gzip search chunks) go through wrangler's platform proxy instead, because local bulk
 * put decodes base64 values as UTF-8 text and so corrupts binary data (remote bulk put is fine).
 */
export async function putEntries(
  entries: KvEntry[],
  target: KvTarget,
  temp: string,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const viaBulk = target.kind === 'local' ? entries.filter((e) => !e.base64) : entries;
  const batches = planKvBatches(viaBulk);
  for (const [i, batch] of batches.entries()) {
    const file = join(temp, `put-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(batch));
    await wranglerKv(['bulk', 'put', file], target);
    log(`   wrote batch ${i + 1}/${batches.length} (${batch.length} values)`);
  }
  const binary = target.kind === 'local' ? entries.filter((e) => e.base64) : [];
  if (target.kind === 'local' && binary.length > 0) {
    const proxy = await getPlatformProxy<{ CONTENT: KVNamespace }>({ persist: { path: join(target.state, 'v3') } });
    try {
      for (const entry of binary) await proxy.env.CONTENT.put(entry.key, Buffer.from(entry.value, 'base64'), { metadata: entry.metadata });
    } finally {
      await proxy.dispose();
    }
    log(`   wrote ${binary.length} binary values through the platform proxy`);
  }
  return batches.length;
}

/** KV's page size for list(); `wrangler kv key list --local` returns one page and drops the cursor. */
const LIST_PAGE = 1000;

/**
 * Every key, with its metadata. Remotely wrangler pages through the whole list itself. Locally it
 * returns only the first 1,000 keys (wrangler 4.124 calls list() once), so a full page is completed
 * through the platform proxy's cursor.
 */
export async function listKeys(target: KvTarget, prefix?: string): Promise<ListedKey[]> {
  const output = await wranglerKv(['key', 'list', ...(prefix ? ['--prefix', prefix] : [])], target, true);
  const listed = JSON.parse(output) as ListedKey[];
  if (target.kind === 'remote' || listed.length < LIST_PAGE) return listed;
  const proxy = await getPlatformProxy<{ CONTENT: KVNamespace }>({ persist: { path: join(target.state, 'v3') } });
  try {
    const all: ListedKey[] = [];
    let cursor: string | undefined;
    do {
      const page = await proxy.env.CONTENT.list({ prefix, cursor, limit: LIST_PAGE });
      all.push(...page.keys.map((k) => ({ name: k.name, metadata: k.metadata })));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return all;
  } finally {
    await proxy.dispose();
  }
}

/** Deletes keys with `wrangler kv bulk delete`, 10,000 a request. */
export async function deleteKeys(keys: string[], target: KvTarget, temp: string): Promise<void> {
  for (let i = 0; i < keys.length; i += KV_BULK_LIMITS.maxPairs) {
    const file = join(temp, `delete-${i}.json`);
    writeFileSync(file, JSON.stringify(keys.slice(i, i + KV_BULK_LIMITS.maxPairs)));
    await wranglerKv(['bulk', 'delete', file, '--force'], target);
  }
}

/** Writes a marker key (its value is the build) with the number of keys the build wrote as metadata. */
export async function putMarker(key: string, build: string, metadata: MarkerMetadata, target: KvTarget): Promise<void> {
  await wranglerKv(['key', 'put', key, build, '--metadata', JSON.stringify(metadata)], target);
}
