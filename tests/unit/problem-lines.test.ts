/** Problem lines of `npm run content:watch` and the VS Code problem matcher that reads them (.vscode/tasks.json). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BuildError, BuildWarning } from '../../scripts/content/build-error';
import { CHECK_BEGIN, getCheckEnd, getErrorLine, getProblemLine, getWarningLine } from '../../scripts/dev/problem-lines';

interface Matcher {
  pattern: { regexp: string; file: number; line: number; severity: number; message: number };
  background: { beginsPattern: string; endsPattern: string };
}
const task = (
  JSON.parse(readFileSync('.vscode/tasks.json', 'utf8')) as { tasks: { script: string; problemMatcher: Matcher }[] }
).tasks.find((t) => t.script === 'content:watch')!;
const matcher = task.problemMatcher;

/** What VS Code reads from a line: file, line, severity and message, or null. */
function readLine(line: string) {
  const m = new RegExp(matcher.pattern.regexp).exec(line);
  if (!m) return null;
  const p = matcher.pattern;
  return { file: m[p.file], line: Number(m[p.line]), severity: m[p.severity], message: m[p.message] };
}

describe('problem lines', () => {
  it.each([
    [
      getErrorLine('content', new BuildError('uitleg/a.md', 3, "unknown front matter field 'titel'", "did you mean 'title'?")),
      { file: 'content/uitleg/a.md', line: 3, severity: 'error', message: "unknown front matter field 'titel' (did you mean 'title'?)" },
    ],
    [
      getWarningLine('content', new BuildWarning('uitleg/b.md', 12, 'h2', 'heading level skips from h1 to h3')),
      { file: 'content/uitleg/b.md', line: 12, severity: 'warning', message: 'heading level skips from h1 to h3 [h2]' },
    ],
    [
      getProblemLine('../docs tree', 'x: y.md', 0, 'error', 'file is binary\n(it contains NUL bytes)'),
      { file: '../docs tree/x: y.md', line: 1, severity: 'error', message: 'file is binary (it contains NUL bytes)' },
    ],
    [getProblemLine('content', '', 0, 'error', 'no home page'), { file: 'content', line: 1, severity: 'error', message: 'no home page' }],
  ])('%s', (line, expected) => {
    expect(readLine(line)).toEqual(expected);
  });

  it('the begin and end lines are the background matcher’s, and neither reads as a problem', () => {
    expect(CHECK_BEGIN).toMatch(new RegExp(matcher.background.beginsPattern));
    expect(getCheckEnd(2, 1, 40)).toMatch(new RegExp(matcher.background.endsPattern));
    expect(readLine(CHECK_BEGIN)).toBeNull();
    expect(readLine(getCheckEnd(0, 0, 5))).toBeNull();
  });
});
