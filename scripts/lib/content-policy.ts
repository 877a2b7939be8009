/**
 * How this repository builds its own trees (content/, the test fixtures, the generated bench tree):
 * strict, so our content keeps its bar. A rule listed in REPO_ALLOWED_WARNINGS stays a warning even
 * then: 'orphan' until the content pages link every article (issue 14); empty the list to enforce it.
 * package.json's `build:content` script passes the same flags.
 */
import { WARNING_RULES, type WarningRule } from '../build/build-error';

export const REPO_ALLOWED_WARNINGS: readonly WarningRule[] = ['orphan'];

/** The rules our builds turn into errors (BuildInput.strict). */
export const REPO_STRICT_RULES: readonly WarningRule[] = WARNING_RULES.filter((rule) => !REPO_ALLOWED_WARNINGS.includes(rule));

/** The same policy as command-line flags of scripts/build-content.ts. */
export const REPO_BUILD_FLAGS: readonly string[] = ['--strict', ...REPO_ALLOWED_WARNINGS.flatMap((rule) => ['--allow', rule])];
