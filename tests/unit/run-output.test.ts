// run() collects a command's output as text: a character whose bytes arrive in two chunks must stay whole
// (wrangler prints emoji such as ⛅️; a Buffer appended to a string per chunk turned it into two U+FFFD).
import { describe, expect, it } from 'vitest';
import { run } from '../../scripts/lib/run';

// Writes ⛅ (E2 9B 85) as two chunks with a pause between them, to stdout and to stderr.
const SPLIT_WRITER = `
const first = Buffer.from([0xe2, 0x9b]), rest = Buffer.from([0x85]);
process.stdout.write(first); process.stderr.write(first);
setTimeout(() => { process.stdout.write(rest); process.stderr.write(rest); }, 100);
`;

describe('run', () => {
  it.each([
    { stdoutOnly: false, expected: '⛅⛅' },
    { stdoutOnly: true, expected: '⛅' },
  ])('keeps a character split between chunks whole (stdoutOnly: $stdoutOnly)', async ({ stdoutOnly, expected }) => {
    expect(await run(process.execPath, ['-e', SPLIT_WRITER], { quiet: true, stdoutOnly })).toBe(expected);
  });
});
