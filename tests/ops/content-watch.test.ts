/**
 * `npm run content:watch` as the VS Code task runs it: a save with a front matter mistake prints a problem
 * line at the file and line of the mistake, the next good save clears it, and the watcher keeps running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

let dir: string;
let child: ChildProcess;
let output = '';

/** Resolves with the output of the first finished check after `from` (output offset). */
async function nextCheck(from: number): Promise<{ text: string; end: number }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const text = output.slice(from);
    const end = /content check: \d+ error\(s\), \d+ warning\(s\) in \d+ ms\n/.exec(text);
    if (end) return { text: text.slice(0, end.index + end[0].length), end: from + end.index + end[0].length };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no check finished; output so far:\n${output}`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-watch-'));
  cpSync('tests/fixtures/content', join(dir, 'content'), { recursive: true });
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/check-content.ts', '--content', join(dir, 'content')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
});

afterAll(() => {
  child?.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('a front matter mistake shows at its line on save and goes on the next good save', async () => {
  const first = await nextCheck(0);
  expect(first.text).toMatch(/content check: 0 error\(s\)/);
  const page = join(dir, 'content/uitleg/basics/helpdesk.md');
  const good = readFileSync(page, 'utf8');
  writeFileSync(page, good.replace('title: Helpdesk', 'titel: Helpdesk'));
  const bad = await nextCheck(first.end);
  expect(bad.text).toMatch(/content\/uitleg\/basics\/helpdesk\.md:3: error: .*'titel'.*\n/);
  writeFileSync(page, good);
  const fixed = await nextCheck(bad.end);
  expect(fixed.text).toMatch(/content check: 0 error\(s\)/);
  expect(child.exitCode).toBeNull();
}, 120_000);
