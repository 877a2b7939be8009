/**
 * Content problems as editor problem-matcher lines: `<path from the workspace>:<line>: error|warning: <text>`.
 * VS Code's task in .vscode/tasks.json (and any editor reading compiler-style output) turns each line into
 * a squiggle at that line of the file, so a writer sees front matter and link mistakes where they typed them.
 */
import type { BuildError, BuildWarning } from '../content/build-error';

/** Marks the start of one check's output (the background problem matcher clears old problems here). */
export const CHECK_BEGIN = 'content check: started';

/** The end of one check's output: `content check: <n> error(s), <m> warning(s) in <ms> ms`. */
export const getCheckEnd = (errors: number, warnings: number, ms: number) =>
  `content check: ${errors} error(s), ${warnings} warning(s) in ${ms} ms`;

/** One problem line; `prefix` is the content folder as the workspace names it ('content'). */
export function getProblemLine(prefix: string, file: string, line: number, severity: 'error' | 'warning', text: string): string {
  const place = file === '' ? prefix : `${prefix}/${file}`;
  return `${place}:${Math.max(1, line)}: ${severity}: ${text.replace(/\s*\n\s*/g, ' ')}`;
}

/** A build error's line: its message without the `file:line: ` it already starts with. */
export function getErrorLine(prefix: string, error: Pick<BuildError, 'file' | 'line' | 'message'>): string {
  const head = `${error.file}:${error.line}: `;
  const text = error.message.startsWith(head) ? error.message.slice(head.length) : error.message;
  return getProblemLine(prefix, error.file, error.line, 'error', text);
}

/** A warning's line, its rule kept in brackets as the build prints it. */
export function getWarningLine(prefix: string, warning: Pick<BuildWarning, 'file' | 'line' | 'rule' | 'text'>): string {
  return getProblemLine(prefix, warning.file, warning.line, 'warning', `${warning.text} [${warning.rule}]`);
}
