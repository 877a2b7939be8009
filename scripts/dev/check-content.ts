/**
 * `npm run content:watch [-- --content DIR]`: validates the content tree on every save, with the dev
 * server's incremental build (the same schemas and rules as `npm run build:content`), and prints each
 * problem as `content/<file>:<line>: error|warning: …` between a begin and an end line. The VS Code task
 * "Content controleren" (.vscode/tasks.json) runs it in the background and shows the problems in the
 * editor: front matter cannot be validated by the YAML language server inside a .md file, this can.
 * With `--once` it checks one time and exits 1 on errors.
 */
import { watch } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildErrors } from '../content/build-error';
import { getStrictRules } from '../lib/content-policy';
import { applyPendingChanges, type ContentFiles, type PendingChanges } from './content-files';
import { createIncrementalBuilder } from './incremental-build';
import { CHECK_BEGIN, getCheckEnd, getErrorLine, getProblemLine, getWarningLine } from './problem-lines';
import { exitWithHelpIfAsked } from '../lib/help';

exitWithHelpIfAsked(import.meta.url);

/** A burst of saves (an editor writing a temp file, then renaming) is one check. */
const SETTLE_MS = 80;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      once: { type: 'boolean', default: false },
    },
  });
  const root = resolve(values.content!);
  const prefix = relative(process.cwd(), root).split(sep).join('/') || '.';
  // The same policy as npm run dev: this repository's content is strict, another tree warns.
  const builder = createIncrementalBuilder({ strict: getStrictRules(root) });
  let files: ContentFiles | null = null;
  const pending: PendingChanges = { paths: new Set(), reload: false };

  /** One check; the number of errors. */
  async function check(): Promise<number> {
    const started = performance.now();
    console.log(CHECK_BEGIN);
    const lines: string[] = [];
    let errors = 0;
    let warnings = 0;
    try {
      files = await applyPendingChanges(root, files, pending);
      for (const [file, problem] of files.problems()) {
        lines.push(getProblemLine(prefix, file, 1, 'error', problem));
        errors++;
      }
      if (errors === 0) {
        const fast = builder.build(files.getInput());
        for (const w of fast.warnings) lines.push(getWarningLine(prefix, w));
        warnings = fast.warnings.length;
      }
    } catch (error) {
      if (!(error instanceof BuildErrors)) throw error;
      for (const e of error.errors) lines.push(getErrorLine(prefix, e));
      errors += error.errors.length;
    }
    for (const line of lines) console.log(line);
    console.log(getCheckEnd(errors, warnings, Math.round(performance.now() - started)));
    return errors;
  }

  const errors = await check();
  if (values.once) process.exit(errors > 0 ? 1 : 0);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | null = null;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) return schedule();
      running = check()
        .catch((error: unknown) => console.error(`content check failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (running = null));
    }, SETTLE_MS);
  };
  watch(root, { recursive: true }, (event, name) => {
    // No name, or a name without an extension renamed: a folder came, went or moved.
    if (!name || (event === 'rename' && !/\.[a-z0-9]+$/i.test(name))) pending.reload = true;
    else pending.paths.add(join(root, name));
    schedule();
  });
}

main().catch((error: unknown) => {
  console.error(`content check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
