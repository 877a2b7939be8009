/**
 * `--help` for every command: a script's usage text is its own leading doc comment, so the text a
 * person reads in the file and the text the command prints are one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first block comment of a source text, without its comment markers. */
export function getLeadingDocComment(source: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return match[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/** True when the arguments ask for help. */
export function isHelpAsked(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

/** With `--help` or `-h`, prints the calling script's doc comment and exits 0; otherwise does nothing. */
export function exitWithHelpIfAsked(moduleUrl: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!isHelpAsked(args)) return;
  console.log(getLeadingDocComment(readFileSync(fileURLToPath(moduleUrl), 'utf8')));
  process.exit(0);
}
