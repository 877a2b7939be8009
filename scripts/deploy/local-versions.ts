/**
 * Local worker versions: what `wrangler deploy` uploads (the worker bundle and the client assets, with
 * the build id), kept per build under the local state, and a `live.json` that names the live one. A
 * local deploy or rollback switches `live.json`; the local server follows it (scripts/lib/live-server.ts).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ID_PATTERN } from '../../core/kv-keys';
import { bundleWorker } from '../lib/miniflare-server';

/** The local state `npm start` serves and `npm run deploy -- --local` writes. */
export const LOCAL_STATE = '.wrangler/state';

/** One archived local version: the build and where its worker bundle and client assets are. */
export interface LocalVersion {
  build: string;
  bundleDir: string;
  assetsDir: string;
}

const versionsDir = (state: string) => join(state, 'deploys');
const liveFile = (state: string) => join(versionsDir(state), 'live.json');

/** The archived version of a build (whether or not it exists). */
export function getLocalVersion(state: string, build: string): LocalVersion {
  const dir = join(versionsDir(state), build);
  return { build, bundleDir: join(dir, 'worker'), assetsDir: join(dir, 'client') };
}

/** True when a build's worker bundle and client assets are archived. */
export function hasLocalVersion(state: string, build: string): boolean {
  const version = getLocalVersion(state, build);
  return existsSync(join(version.bundleDir, 'index.js')) && existsSync(version.assetsDir);
}

/** Archives the worker bundle (as `wrangler deploy` would upload it) and a copy of the client assets. */
export async function archiveLocalVersion(state: string, build: string, clientDir: string): Promise<LocalVersion> {
  const version = getLocalVersion(state, build);
  rmSync(join(versionsDir(state), build), { recursive: true, force: true });
  mkdirSync(version.assetsDir, { recursive: true });
  cpSync(clientDir, version.assetsDir, { recursive: true });
  await bundleWorker(version.bundleDir);
  return version;
}

/** The live local build, or null before the first local deploy. */
export function readLiveBuild(state: string): string | null {
  try {
    const { build } = JSON.parse(readFileSync(liveFile(state), 'utf8')) as { build?: unknown };
    return typeof build === 'string' && BUILD_ID_PATTERN.test(build) ? build : null;
  } catch {
    return null;
  }
}

/** Makes a build live locally (atomically: a reader sees the old or the new file, never half of one). */
export function setLiveBuild(state: string, build: string, at = new Date()): void {
  mkdirSync(versionsDir(state), { recursive: true });
  const temp = `${liveFile(state)}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ build, at: at.toISOString() }, null, 2)}\n`);
  renameSync(temp, liveFile(state));
}

/** Deletes the archives of builds not in `keep`; returns the builds removed. */
export function pruneLocalVersions(state: string, keep: string[]): string[] {
  if (!existsSync(versionsDir(state))) return [];
  const doomed = readdirSync(versionsDir(state)).filter((name) => BUILD_ID_PATTERN.test(name) && !keep.includes(name));
  for (const build of doomed) rmSync(join(versionsDir(state), build), { recursive: true, force: true });
  return doomed;
}
