/**
 * How this repository builds its own trees: strict, so our content keeps its bar. content/ is built
 * with every warning rule as an error, orphans included. The test fixtures and the generated bench
 * tree are shaped for the tests and benches that read them, not for readers: they are strict too, but
 * a page there may be reached from the sidebar only, and raw HTML the sanitizer drops is there to test it. package.json's `build:content` passes the same flags.
 */
import { resolve } from 'node:path';
import { WARNING_RULES, type WarningRule } from '../content/build-error';

/** Rules that stay warnings even in strict builds of our own content (none). */
export const REPO_ALLOWED_WARNINGS: readonly WarningRule[] = [];

/** Rules that stay warnings in strict builds of test fixtures and generated trees (fixtures carry hostile raw HTML on purpose). */
export const FIXTURE_ALLOWED_WARNINGS: readonly WarningRule[] = ['orphan', 'html'];

/** The rules our builds of content/ turn into errors (BuildInput.strict). */
export const REPO_STRICT_RULES: readonly WarningRule[] = WARNING_RULES.filter((rule) => !REPO_ALLOWED_WARNINGS.includes(rule));

const flags = (allowed: readonly WarningRule[]) => ['--strict', ...allowed.flatMap((rule) => ['--allow', rule])];

/** The policy for content/ as command-line flags of scripts/content/index.ts. */
export const REPO_BUILD_FLAGS: readonly string[] = flags(REPO_ALLOWED_WARNINGS);

/** The flags for building the tree in `contentDir`: our content strictly, fixtures and generated trees with orphans allowed. */
export function getBuildFlags(contentDir: string): readonly string[] {
  // Compared as absolute paths, so './content' or /abs/path/content is still our content.
  return resolve(contentDir) === resolve('content') ? REPO_BUILD_FLAGS : flags(FIXTURE_ALLOWED_WARNINGS);
}
