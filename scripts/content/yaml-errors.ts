/**
 * Stage 1 (front-matter.ts): a YAML parse error as a writer can act on it. The parser notices a missing
 * quote or bracket where the next field starts, so the line is moved back to the field that opened it,
 * and the message gets the usual fix (most often: quote a value that contains a colon).
 */
import type { YAMLError } from 'yaml';

/** A YAML error placed on the line to fix, with a hint. */
export interface YamlProblem {
  /** 1-based line in the YAML text. */
  line: number;
  message: string;
  hint: string;
}

/** The value of a `key: value` line and whether it opens a quote or bracket it does not close. */
function isUnclosed(line: string): boolean {
  const value = /^\s*[\w-]+\s*:\s*(.*)$/.exec(line)?.[1]?.trim() ?? '';
  if (value.startsWith('"')) return !/[^\\]"\s*(#.*)?$/.test(value.slice(1)) && value !== '""';
  if (value.startsWith("'")) return (value.match(/'/g)?.length ?? 0) % 2 === 1;
  const opens = (value.match(/[[{]/g)?.length ?? 0) - (value.match(/[\]}]/g)?.length ?? 0);
  return /^[[{]/.test(value) && opens > 0;
}

/** The fix for an error code of the `yaml` package, written for the line it is on. */
function getHint(error: YAMLError, lineText: string): string {
  const [, key = 'title', value = ''] = /^\s*([\w-]+)\s*:\s*(.*)$/.exec(lineText) ?? [];
  const quoted = `${key}: "${value.trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (isUnclosed(lineText))
    return `close the quote or bracket this value opens, e.g. ${/\[/.test(value) ? `${key}: [a, b]` : `${key}: "…"`}`;
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN':
    case 'BAD_SCALAR_START':
      return `put the value in quotes: ${quoted}`;
    case 'DUPLICATE_KEY':
      return `'${key}' appears twice; keep one`;
    case 'MULTILINE_IMPLICIT_KEY':
      return "every line is 'field: value'; continue a long value on the same line, or quote it";
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not tabs';
    default:
      return 'a value with a colon, # or a leading quote, bracket or @ must be in quotes';
  }
}

/** Places and explains the first YAML error of a front matter block (`yaml` lines are 1-based). */
export function getYamlProblem(yamlText: string, error: YAMLError): YamlProblem {
  const lines = yamlText.split('\n');
  const reported = error.linePos?.[0].line ?? yamlText.slice(0, error.pos[0]).split('\n').length;
  // The parser reports an unclosed quote or list where it gave up; the writer must fix where it opened.
  let line = Math.min(reported, lines.length);
  for (let i = line; i >= 1; i--) {
    if (isUnclosed(lines[i - 1] ?? '')) {
      line = i;
      break;
    }
    if (i < line && /^[\w-]+\s*:/.test(lines[i - 1] ?? '') && !['MISSING_CHAR', 'BAD_INDENT'].includes(error.code)) break;
  }
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return { line, message, hint: getHint(error, lines[line - 1] ?? '') };
}
