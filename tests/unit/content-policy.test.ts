/** Which warning rules fail a build of a tree: ours strictly, fixtures with orphans allowed, another tree only warns. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WARNING_RULES } from '../../scripts/content/build-error';
import { FIXTURE_ALLOWED_WARNINGS, getBuildFlags, getStrictRules } from '../../scripts/lib/content-policy';

describe('content policy', () => {
  it.each([
    ['content', false, [...WARNING_RULES]],
    ['./content', false, [...WARNING_RULES]],
    ['tests/fixtures/content', false, WARNING_RULES.filter((r) => !FIXTURE_ALLOWED_WARNINGS.includes(r))],
    ['dist/fixture-10k', false, WARNING_RULES.filter((r) => !FIXTURE_ALLOWED_WARNINGS.includes(r))],
    // A tree elsewhere on the machine, named by an absolute path.
    [join(tmpdir(), 'other-docs'), false, []],
    ['../other-docs', false, []],
    [join(tmpdir(), 'other-docs'), true, [...WARNING_RULES]],
  ])('%s (strict %s) fails on %j', (dir, strict, rules) => {
    expect(getStrictRules(dir, strict)).toEqual(rules);
    const flags = getBuildFlags(dir, strict);
    expect(flags.includes('--strict')).toBe(rules.length > 0);
    // The flags allow exactly the rules that are not enforced.
    if (rules.length > 0)
      expect(flags.filter((f) => f !== '--strict' && f !== '--allow')).toEqual(WARNING_RULES.filter((r) => !rules.includes(r)));
  });
});
