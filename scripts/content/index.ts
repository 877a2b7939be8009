/**
 * `npm run build:content [-- --content DIR] [--out DIR] [--client DIR] [--strict] [--allow RULE]`:
 * the content build. Reads content/ and the client manifest, runs the pure pipeline and writes
 * dist/content/ (kv.json, build.json). All I/O lives here. On any content mistake
 * it prints `file:line: message` lines, writes nothing and exits 1. Editorial problems print as
 * `file:line: warning: …` and pass, unless --strict (minus any --allow <rule>) makes them errors.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BOOT_LOADER_SOURCE } from '../../client/boot-loader';
import type { ClientAssets } from '../../core/types';
import { TEMPLATE_FILES } from '../../core/template-names';
import { BuildErrors, type BuildWarning, WARNING_RULES } from './build-error';
import { sha256Hex } from './digest';
import { buildContent, type BuildOutput } from './pipeline';
import { readContentTree } from '../lib/read-content';
import { exitWithHelpIfAsked } from '../lib/help';

exitWithHelpIfAsked(import.meta.url);

/** Largest stylesheet (gzip bytes) inlined into every page instead of linked. */
const INLINE_STYLE_MAX_GZIP = 4 * 1024;

/** A CSP hash source ('sha256-…') of an inline script or style text. */
const getCspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The whole stylesheet as inline text with its CSP hash, while it stays under INLINE_STYLE_MAX_GZIP:
 * the first paint then needs nothing but the HTML (no render-blocking second request). Null when a
 * file is missing or the CSS has grown past the budget, and the pages link the files instead.
 */
async function readInlineStyle(clientDir: string, files: string[]): Promise<Pick<ClientAssets, 'inlineStyle' | 'inlineStyleHash'> | null> {
  if (files.length === 0 || !files.every((f) => existsSync(join(clientDir, f)))) return null;
  const text = (await Promise.all(files.map((f) => readFile(join(clientDir, f), 'utf8')))).join('\n');
  if (gzipSync(text).length > INLINE_STYLE_MAX_GZIP) return null;
  return { inlineStyle: text, inlineStyleHash: getCspHash(text) };
}

/** Client assets from Vite's manifest; empty when the client has not been built (content-only builds). */
async function readClientAssets(clientDir: string): Promise<ClientAssets> {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.warn(`warning: ${manifestPath} not found; pages will have no client script (run 'npm run build:client' first)`);
    return { script: '', styles: [], preload: [], templates: {} };
  }
  type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, Chunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error(`${manifestPath} has no entry chunk`);
  const css = new Set(entry.css ?? []);
  for (const name of entry.imports ?? []) for (const file of manifest[name]?.css ?? []) css.add(file);
  const inline = await readInlineStyle(clientDir, [...css]);
  return {
    script: `/${entry.file}`,
    bootLoaderHash: getCspHash(BOOT_LOADER_SOURCE),
    styles: inline ? [] : [...css].map((f) => `/${f}`),
    ...(inline ?? {}),
    preload: (entry.imports ?? []).map((name) => `/${manifest[name]!.file}`),
    templates: Object.fromEntries(
      Object.entries(TEMPLATE_FILES).flatMap(([name, src]) => (manifest[src] ? [[name, `/${manifest[src].file}`]] : [])),
    ),
  };
}

/** Digest of the code that shapes the output (build stages and the shared model). */
async function readCodeVersion(): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const files = [
    ...(await readdir(join(root, 'scripts/content'), { recursive: true })).map((f) => join('scripts/content', f)),
    ...(await readdir(join(root, 'core'), { recursive: true })).map((f) => join('core', f)),
  ]
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const texts = await Promise.all(files.map((f) => readFile(join(root, f), 'utf8')));
  return sha256Hex(files.map((f, i) => `${f}\n${texts[i]}`).join('\n'));
}

/** Last commit date of every file under the content dir, from one `git log` pass; empty without git. */
function readLastChanged(contentDir: string): Record<string, string> {
  try {
    const log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', '.'], {
      cwd: contentDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const prefix = execFileSync('git', ['rev-parse', '--show-prefix'], { cwd: contentDir, encoding: 'utf8' }).trim();
    const dates: Record<string, string> = {};
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && line.startsWith(prefix)) dates[line.slice(prefix.length)] ??= date;
    }
    return dates;
  } catch {
    return {};
  }
}

/**
 * Writes kv.json entry by entry (the same bytes as JSON.stringify of the list): at 10,000 pages the
 * whole text at once would be a second copy of every value in memory.
 */
function writeKvJson(file: string, kv: BuildOutput['kv']): void {
  const fd = openSync(file, 'w');
  try {
    kv.forEach((entry, i) => writeSync(fd, `${i === 0 ? '[' : ','}${JSON.stringify(entry)}`));
    writeSync(fd, kv.length === 0 ? '[]' : ']');
  } finally {
    closeSync(fd);
  }
}

/** Writes the output into a sibling temp dir, then swaps it in, so a failed write never leaves half a build. */
async function writeOutput(outDir: string, output: BuildOutput): Promise<void> {
  const temp = `${outDir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  writeKvJson(join(temp, 'kv.json'), output.kv);
  await writeFile(join(temp, 'build.json'), `${JSON.stringify({ buildId: output.buildId, ...output.stats }, null, 2)}\n`);
  await rm(outDir, { recursive: true, force: true });
  await rename(temp, outDir);
}

/** Prints warnings as `file:line: warning: …` with a count per rule; `allowed` rules only as a count when strict. */
function printWarnings(warnings: BuildWarning[], allowed: string[]): void {
  const shown = warnings.filter((w) => !allowed.includes(w.rule));
  for (const warning of shown) console.warn(warning.message);
  if (warnings.length === 0) return;
  const counts = WARNING_RULES.map((rule) => [rule, warnings.filter((w) => w.rule === rule).length] as const).filter(([, n]) => n > 0);
  const hidden =
    allowed.length > 0 && shown.length < warnings.length
      ? ` (allowed in strict mode: ${allowed.join(', ')}; list them with a build without --strict)`
      : '';
  console.warn(`${warnings.length} warning(s): ${counts.map(([rule, n]) => `${n} ${rule}`).join(', ')}${hidden}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist/content' },
      client: { type: 'string', default: 'dist/client' },
      // Editorial warnings (WARNING_RULES: words, description, labels, h2, orphan, html, title, http, home) become errors...
      strict: { type: 'boolean', default: false },
      // ...except the rules named here, which stay warnings (repeatable: --allow orphan).
      allow: { type: 'string', multiple: true, default: [] },
    },
  });
  const allowed = values.allow!;
  const unknown = allowed.find((rule) => !(WARNING_RULES as readonly string[]).includes(rule));
  if (unknown) throw new Error(`--allow ${unknown}: not a warning rule (${WARNING_RULES.join(', ')})`);
  const contentDir = resolve(values.content!);
  const started = performance.now();
  const output = buildContent({
    ...(await readContentTree(contentDir)),
    strict: values.strict ? WARNING_RULES.filter((rule) => !allowed.includes(rule)) : [],
    assets: await readClientAssets(resolve(values.client!)),
    codeVersion: await readCodeVersion(),
    lastChanged: readLastChanged(contentDir),
  });
  printWarnings(output.warnings, values.strict ? allowed : []);
  await writeOutput(resolve(values.out!), output);
  const ms = Math.round(performance.now() - started);
  console.log(
    `content build ${output.buildId}: ${output.stats.pages} pages, ${output.stats.words} words, ${output.kv.length} KV entries in ${ms} ms → ${values.out}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BuildErrors) {
    console.error(error.message);
    console.error(`content build failed: ${error.errors.length} problem(s); nothing was written`);
  } else if ((error as NodeJS.ErrnoException).code) {
    // A file system problem (missing content folder, no permission) is the user's to fix: no stack trace.
    console.error(`content build failed: ${(error as Error).message}`);
  } else console.error(error);
  process.exit(1);
});
