/**
 * Skips a build step whose inputs did not change: a digest of the inputs' paths and bytes is kept
 * beside the step's output, so `npm start` twice, or every suite of `npm test`, builds once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Every file under the given files or folders, sorted, skipping node_modules and dot folders. */
export function listInputFiles(roots: string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        walk(join(path, name));
      }
    } else files.push(path);
  };
  for (const root of [...roots].sort()) walk(root);
  return files;
}

/** One digest of the input files (path and bytes) and any extra strings (flags, ids). */
export function getInputDigest(roots: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const file of listInputFiles(roots)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  for (const value of extra) hash.update(value).update('\0');
  return hash.digest('hex');
}

/**
 * Runs `step` unless the stamp file says it already ran for this digest and `output` still exists;
 * returns whether it ran. The stamp is written only after the step succeeded.
 */
export async function runUnlessFresh(options: {
  stamp: string;
  digest: string;
  output: string;
  step: () => Promise<void>;
}): Promise<boolean> {
  if (existsSync(options.output) && existsSync(options.stamp) && readFileSync(options.stamp, 'utf8') === options.digest) return false;
  await options.step();
  mkdirSync(dirname(options.stamp), { recursive: true });
  writeFileSync(options.stamp, options.digest);
  return true;
}
