import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getInputDigest, runUnlessFresh } from '../../scripts/lib/build-stamp';

const dirs: string[] = [];
const tree = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('getInputDigest', () => {
  it('changes with a file’s bytes, its name and the extra values, not with nothing', () => {
    const a = tree({ 'a.ts': 'x' });
    const same = getInputDigest([a]);
    expect(getInputDigest([a])).toBe(same);
    writeFileSync(join(a, 'a.ts'), 'y');
    const edited = getInputDigest([a]);
    expect(edited).not.toBe(same);
    expect(getInputDigest([a], ['--strict'])).not.toBe(edited);
    writeFileSync(join(a, 'b.ts'), '');
    expect(getInputDigest([a])).not.toBe(edited);
  });
});

describe('runUnlessFresh', () => {
  it('runs once per digest while the output exists, and again when the output is gone or the digest changed', async () => {
    const dir = tree({});
    const output = join(dir, 'out.txt');
    const stamp = join(dir, 'stamps', 'x');
    let runs = 0;
    const step = async () => {
      runs++;
      writeFileSync(output, 'built');
    };
    expect(await runUnlessFresh({ stamp, digest: 'd1', output, step })).toBe(true);
    expect(await runUnlessFresh({ stamp, digest: 'd1', output, step })).toBe(false);
    expect(await runUnlessFresh({ stamp, digest: 'd2', output, step })).toBe(true);
    rmSync(output);
    expect(await runUnlessFresh({ stamp, digest: 'd2', output, step })).toBe(true);
    expect(runs).toBe(3);
  });

  it('a failed step leaves no stamp, so the next call runs it again', async () => {
    const dir = tree({ 'out.txt': 'old' });
    const stamp = join(dir, 'stamp');
    await expect(
      runUnlessFresh({ stamp, digest: 'd', output: join(dir, 'out.txt'), step: () => Promise.reject(new Error('boom')) }),
    ).rejects.toThrow('boom');
    let ran = false;
    await runUnlessFresh({ stamp, digest: 'd', output: join(dir, 'out.txt'), step: async () => void (ran = true) });
    expect(ran).toBe(true);
  });
});
