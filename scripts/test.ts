/**
 * `npm test`: every check and every test suite, with the browsers they need.
 *
 * 1. browsers: Chromium and Firefox ESR are found or installed (scripts/lib/browsers.ts), or the run
 *    stops at once with one line naming the command to run;
 * 2. the client bundle is built once for every suite (scripts/lib/client-build.ts);
 * 3. two lanes side by side, one per core: the browser tests (Playwright: Chromium, and the Firefox
 *    walk over WebDriver BiDi), the longest single step, start at once; beside them the static checks
 *    (Prettier, tsc -b, ESLint, the workflow lint), vitest's unit and workerd projects, then its ops
 *    project (real local deploys under load; its time-outs guard against hangs, not a busy machine).
 *
 * Each step's output goes to tests/.out/test-logs/<step>.log; a failed step prints its last lines. The
 * run ends with each step's wall time. Extra arguments are not taken: run one part with `npx vitest`,
 * `npx playwright test` or the npm scripts of the README.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { provideBrowsers } from './lib/browsers';
import { buildClient } from './lib/client-build';
import { exitWithHelpIfAsked } from './lib/help';
import { bin } from './lib/run';

exitWithHelpIfAsked(import.meta.url);

const LOGS = 'tests/.out/test-logs';

/** One command of the run. */
interface Step {
  name: string;
  command: string;
  args: string[];
}

/** What a finished step reports. */
interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
}

const CHECKS: Step[] = [
  { name: 'prettier', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'tsc', command: bin('tsc'), args: ['-b'] },
  { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'workflows', command: bin('action-validator'), args: ['.github/workflows/ci.yml'] },
];
const VITEST: Step = { name: 'vitest', command: bin('vitest'), args: ['run', '--project', 'unit', '--project', 'worker'] };
/** Real wrangler deploys and servers under load: it counts failed requests across switches, not time. */
const OPS: Step = { name: 'ops', command: bin('vitest'), args: ['run', '--project', 'ops'] };
const PLAYWRIGHT: Step = { name: 'playwright', command: bin('playwright'), args: ['test'] };

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const say = (line: string) => console.log(`${elapsed()}  ${line}`);

/** Runs one step with its output in its log; prints its start, its end and, when it fails, its last lines. */
function runStep(step: Step): Promise<StepResult> {
  const log = join(LOGS, `${step.name}.log`);
  const out = createWriteStream(log);
  const t0 = performance.now();
  say(`▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finish = (code: number | null) => {
      out.end(() => {
        const seconds = (performance.now() - t0) / 1000;
        const ok = code === 0;
        say(`${ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(0)} s)${ok ? '' : ` — log: ${log}`}`);
        if (!ok) {
          const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
          console.log(
            lines
              .slice(-60)
              .map((line) => `    ${line}`)
              .join('\n'),
          );
        }
        resolve({ name: step.name, seconds, ok });
      });
    };
    child.on('error', () => finish(1));
    child.on('close', finish);
  });
}

/** Runs steps one after another; the rest of a lane still runs after a failure, so one run shows every problem. */
async function runLane(steps: Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) results.push(await runStep(step));
  return results;
}

async function main(): Promise<number> {
  mkdirSync(LOGS, { recursive: true });
  try {
    const paths = await provideBrowsers({ firefox: true, log: say });
    say(
      `browsers: ${Object.entries(paths)
        .map(([name, path]) => `${name} ${path}`)
        .join(', ')}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  say('▶ client build (shared by every suite)');
  try {
    say(`✓ client build (${(await buildClient()) ? 'built' : 'unchanged, reused'})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const lanes = await Promise.all([runLane([PLAYWRIGHT]), runLane([...CHECKS, VITEST, OPS])]);
  const results = lanes.flat();
  console.log(`\n${results.map((r) => `  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(11)} ${r.seconds.toFixed(0).padStart(4)} s`).join('\n')}`);
  const failed = results.filter((r) => !r.ok);
  say(failed.length === 0 ? 'all passed' : `failed: ${failed.map((r) => r.name).join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
