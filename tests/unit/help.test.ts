import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getLeadingDocComment, isHelpAsked } from '../../scripts/lib/help';
import { bin } from '../../scripts/lib/run';

/** Every command a person runs (package.json scripts that start one of our own scripts). */
const scripts = Object.values((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)
  .map((command) => /^tsx (\S+\.ts)/.exec(command)?.[1])
  .filter((file): file is string => Boolean(file));

describe('--help on every command', () => {
  it('finds the scripts', () => expect(scripts.length).toBeGreaterThan(10));

  it.each(scripts)('%s prints its usage: a doc comment that starts with the command, and the call that prints it', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(getLeadingDocComment(source)).toMatch(/^`(npm|npx)/);
    // The shared helper, or a script's own `--help` option with a longer usage text.
    expect(source).toMatch(/exitWithHelpIfAsked\(import\.meta\.url\)|help: \{ type: 'boolean'/);
  });

  it('a real command answers --help with its usage and exit 0, before it parses its options', () => {
    const result = spawnSync(bin('tsx'), ['scripts/import-confluence.ts', '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^`npm run import:confluence -- <export\.zip\|folder>/);
  }, 30_000);
});

describe('getLeadingDocComment', () => {
  it.each([
    ['/** One line. */\ncode', 'One line.'],
    ['/**\n * First.\n *\n * Second.\n */\n/** not this */', 'First.\n\nSecond.'],
    ['// none\ncode', ''],
  ])('%j', (source, expected) => expect(getLeadingDocComment(source)).toBe(expected));

  it.each([
    [['--help'], true],
    [['-h'], true],
    [['--local', '--help'], true],
    [['--local'], false],
  ])('isHelpAsked(%j) is %s', (args, expected) => expect(isHelpAsked(args)).toBe(expected));
});
