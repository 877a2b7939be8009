/**
 * The writer's loop of `npm run dev`: save a Markdown file → the new text is visible in the open page
 * in Chromium (file watcher → incremental rebuild → HMR event → page data applied in place), median
 * of N saves. Runs the dev server on a temp copy of the tree, so the tree itself is never touched.
 * `npx tsx bench/dev-loop.ts [--content content] [--runs 15]`; 10,000 pages:
 * `npm run gen:fixture -- --pages 10000 --out dist/fixture-10k && npx tsx bench/dev-loop.ts --content dist/fixture-10k`.
 * `--in-process` measures only the rebuild after a save (read the file, incremental build), in this
 * process without server or browser: the figure a loaded machine disturbs least.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CONTENT_BUILD_ATTRIBUTE } from '../client/dev/live-content';
import { createContentFiles } from '../scripts/dev/content-files';
import { createIncrementalBuilder } from '../scripts/dev/incremental-build';
import { bin, getFreePort } from '../scripts/lib/run';
import { percentile } from './lib/report';
import { CHROMIUM_PATH } from '../scripts/lib/chromium';

const { values: args } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    runs: { type: 'string', default: '15' },
    pause: { type: 'string', default: '2000' },
    'in-process': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const root = mkdtempSync(join(tmpdir(), 'dev-loop-bench-'));
cpSync(args.content!, root, { recursive: true });
const markdown = (readdirSync(root, { recursive: true }) as string[]).filter((p) => p.endsWith('.md') && !p.endsWith('README.md'));
const pages = markdown.filter((p) => p.startsWith('uitleg/') && !p.endsWith('index.md')).sort();
const file = pages[Math.floor(pages.length / 2)]!;
const url = `/${file.replace(/\.md$/, '')}/`;
if (args['in-process']) {
  const files = await createContentFiles(root);
  const builder = createIncrementalBuilder();
  builder.build(files.getInput());
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const saved = performance.now();
    writeFileSync(join(root, file), `${readFileSync(join(root, file), 'utf8')}\nDeze zin is bewerking ${i}.\n`);
    await files.update(join(root, file));
    builder.build(files.getInput());
    times.push(performance.now() - saved);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      content: args.content,
      pages: markdown.length,
      runs,
      rebuildMs: { median: Math.round(percentile(times, 50)), p90: Math.round(percentile(times, 90)) },
    }),
  );
  rmSync(root, { recursive: true, force: true });
  process.exit(0);
}
const port = await getFreePort();
const base = `http://localhost:${port}`;
const startedAt = performance.now();
const server = spawn(bin('tsx'), ['scripts/dev.ts', '--content', root], {
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port) },
});
const log: string[] = [];
server.stdout!.on('data', (chunk: Buffer) =>
  log.push(
    ...chunk
      .toString()
      .split('\n')
      .filter((l) => l.startsWith('content: ') && l.includes('rendered')),
  ),
);
/** The server's own figures of its rebuilds after the first: wall-clock and CPU milliseconds. */
const getRebuilds = () =>
  log.slice(1).map((line) => ({ wall: Number(/in (\d+) ms/.exec(line)?.[1] ?? NaN), cpu: Number(/(\d+) ms CPU/.exec(line)?.[1] ?? NaN) }));
const median = (list: number[]) =>
  Math.round(
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  );
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (let up = false; !up;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited with ${server.exitCode}`);
    up = await fetch(`${base}${url}`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  const ready = Math.round(performance.now() - startedAt);
  // Playwright's polling evaluates code, which the page's CSP forbids: bypassed for the bench only.
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${base}${url}`);
  await page.waitForSelector(`html[${CONTENT_BUILD_ATTRIBUTE}]`, { state: 'attached', timeout: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Writers save every few seconds; the search index is rebuilt in the pause, as it is then.
    await page.waitForTimeout(Number(args.pause));
    const token = `bewerking${i}x${Date.now()}`;
    const text = readFileSync(join(root, file), 'utf8');
    const saved = performance.now();
    writeFileSync(join(root, file), `${text}\nDeze zin is ${token}.\n`);
    await page.waitForFunction((t) => document.body.textContent?.includes(t) ?? false, token, { timeout: 60_000, polling: 'raf' });
    times.push(performance.now() - saved);
  }
  times.sort((a, b) => a - b);
  const result = {
    content: args.content,
    pages: markdown.length,
    edited: url,
    runs,
    serverReadyMs: ready,
    saveToVisibleMs: {
      median: Math.round(percentile(times, 50)),
      p90: Math.round(percentile(times, 90)),
      min: Math.round(Math.min(...times)),
      max: Math.round(Math.max(...times)),
    },
    rebuildMs: { wallMedian: median(getRebuilds().map((r) => r.wall)), cpuMedian: median(getRebuilds().map((r) => r.cpu)) },
    lastRebuild: log.at(-1) ?? '',
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(root, { recursive: true, force: true });
}
