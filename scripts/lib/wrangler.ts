/** Local wrangler: seed KV from a build's kv.json, serve with `wrangler dev` on a port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { KvEntry } from '../content/content-address';
import { putEntries } from '../deploy/kv-commands';
import { getBuildFlags } from './content-policy';
import { applyLocalMigrations } from './d1-local';
import { bin, run } from './run';
import { buildClient } from './client-build';

/** Local runs never call out: no `Request.cf` download from Cloudflare, no metrics. */
const OFFLINE_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' } as const;
Object.assign(process.env, OFFLINE_ENV);

/** Reads the build id written by the content build. */
export function readBuildId(contentOut: string): string {
  return (JSON.parse(readFileSync(join(contentOut, 'build.json'), 'utf8')) as { buildId: string }).buildId;
}

/** Writes a build's entries (its values, then its manifest) into the local KV under `persistTo` (safe to repeat). */
export async function seedLocalKv(contentOut: string, persistTo: string): Promise<void> {
  const entries = JSON.parse(readFileSync(join(contentOut, 'kv.json'), 'utf8')) as KvEntry[];
  await putEntries(entries, { kind: 'local', state: persistTo });
}

/** A running `wrangler dev`. */
export interface DevServer {
  url: string;
  process: ChildProcess;
}

/** Starts `wrangler dev` serving the given build and resolves once it answers HTTP. */
export async function startWranglerDev(options: { port: number; buildId: string; persistTo: string; quiet?: boolean }): Promise<DevServer> {
  const args = [
    'dev',
    '--port',
    String(options.port),
    '--ip',
    '127.0.0.1',
    '--var',
    `BUILD_ID:${options.buildId}`,
    '--persist-to',
    options.persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    options.quiet ? 'warn' : 'info',
  ];
  const child = spawn(bin('wrangler'), args, {
    detached: true,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, ...OFFLINE_ENV, CI: 'true' },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/uitleg/`, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return { url, process: child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('wrangler dev did not answer within 90 s');
}

/**
 * Builds the client and a content tree, seeds a fresh local KV with it and migrates a fresh local D1
 * (reader insights): everything `wrangler dev` needs to serve that tree. Returns the build id to serve.
 */
export async function prepareLocalSite(options: { content: string; out: string; state: string }): Promise<string> {
  await buildClient();
  await run(
    bin('tsx'),
    ['scripts/content/index.ts', ...getBuildFlags(options.content), '--content', options.content, '--out', options.out],
    { quiet: true },
  );
  rmSync(options.state, { recursive: true, force: true });
  await seedLocalKv(options.out, options.state);
  await applyLocalMigrations(options.state);
  return readBuildId(options.out);
}
