/**
 * Content build entry: reads content/ and the client manifest, runs the pure pipeline and writes
 * dist/content/ (kv.json, build.json, public/ mirror). All I/O lives here. On any content mistake
 * it prints `file:line: message` lines, writes nothing and exits 1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import type { ClientAssets } from '../client/model/types';
import { TEMPLATE_FILES } from '../client/templates/registry';
import { BuildErrors } from './build/build-error';
import { sha256Hex } from './build/digest';
import type { SourceFile } from './build/front-matter';
import { buildContent, type BuildOutput } from './build/pipeline';

/** Markdown files under a folder, relative paths with '/', sorted; README.md files are documentation, not pages. */
async function readSources(root: string, dir = root): Promise<SourceFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: SourceFile[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'images') files.push(...(await readSources(root, full)));
    else if (entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'README.md') {
      files.push({ path: relative(root, full).split(sep).join('/'), text: await readFile(full, 'utf8') });
    }
  }
  return files;
}

async function readImages(dir: string): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.endsWith('.svg')).sort();
  return Promise.all(names.map(async (name) => ({ path: name, text: await readFile(join(dir, name), 'utf8') })));
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
  return {
    script: `/${entry.file}`,
    styles: [...css].map((f) => `/${f}`),
    preload: (entry.imports ?? []).map((name) => `/${manifest[name]!.file}`),
    templates: Object.fromEntries(
      Object.entries(TEMPLATE_FILES).flatMap(([name, src]) => (manifest[src] ? [[name, `/${manifest[src].file}`]] : [])),
    ),
  };
}

/** Digest of the code that shapes the output (build stages and the shared model). */
async function readCodeVersion(): Promise<string> {
  const root = resolve(import.meta.dirname, '..');
  const files = [...(await readdir(join(root, 'scripts/build'), { recursive: true })).map((f) => join('scripts/build', f)), ...(await readdir(join(root, 'client/model'), { recursive: true })).map((f) => join('client/model', f))]
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const texts = await Promise.all(files.map((f) => readFile(join(root, f), 'utf8')));
  return sha256Hex(files.map((f, i) => `${f}\n${texts[i]}`).join('\n'));
}

/** Last commit date of every file under the content dir, from one `git log` pass; empty without git. */
function readLastChanged(contentDir: string): Record<string, string> {
  try {
    const log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', '.'], { cwd: contentDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
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

/** Writes the output into a sibling temp dir, then swaps it in, so a failed write never leaves half a build. */
async function writeOutput(outDir: string, output: BuildOutput): Promise<void> {
  const temp = `${outDir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  for (const value of output.values) {
    const file = join(temp, 'public', value.url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, value.body);
  }
  await writeFile(join(temp, 'kv.json'), JSON.stringify(output.kv));
  await writeFile(join(temp, 'build.json'), `${JSON.stringify({ buildId: output.buildId, ...output.stats }, null, 2)}\n`);
  await rm(outDir, { recursive: true, force: true });
  await rename(temp, outDir);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist/content' },
      client: { type: 'string', default: 'dist/client' },
    },
  });
  const contentDir = resolve(values.content!);
  const started = performance.now();
  const output = buildContent({
    sources: await readSources(contentDir),
    images: await readImages(join(contentDir, 'images')),
    siteJson: await readFile(join(contentDir, 'site.json'), 'utf8').catch(() => '{}'),
    synonymsYaml: await readFile(join(contentDir, 'synonyms.yml'), 'utf8').catch(() => ''),
    assets: await readClientAssets(resolve(values.client!)),
    codeVersion: await readCodeVersion(),
    lastChanged: readLastChanged(contentDir),
  });
  await writeOutput(resolve(values.out!), output);
  const ms = Math.round(performance.now() - started);
  console.log(`content build ${output.buildId}: ${output.stats.pages} pages, ${output.stats.words} words, ${output.kv.length} KV entries in ${ms} ms → ${values.out}`);
}

main().catch((error: unknown) => {
  if (error instanceof BuildErrors) {
    console.error(error.message);
    console.error(`content build failed: ${error.errors.length} problem(s); nothing was written`);
  } else console.error(error);
  process.exit(1);
});
