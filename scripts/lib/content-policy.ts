/**
 * How this repository builds its own trees (content/, the test fixtures, the generated bench tree):
 * strict, so our content keeps its bar: every warning rule, orphans included, is an error. A rule
 * listed in REPO_ALLOWED_WARNINGS would stay a warning even then (none is). package.json's
 * `build:content` script passes the same flags.
 */
import { WARNING_RULES, type WarningRule } from '../build/build-error';

export const REPO_ALLOWED_WARNINGS: readonly WarningRule[] = [];

/** The rules our builds turn into errors (BuildInput.strict). */
export const REPO_STRICT_RULES: readonly WarningRule[] = WARNING_RULES.filter((rule) => !REPO_ALLOWED_WARNINGS.includes(rule));

/** The same policy as command-line flags of scripts/build-content.ts. */
export const REPO_BUILD_FLAGS: readonly string[] = ['--strict', ...REPO_ALLOWED_WARNINGS.flatMap((rule) => ['--allow', rule])];
