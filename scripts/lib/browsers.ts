/**
 * The browsers the tests and benches drive, found in one order and provisioned in one place:
 * the variable (CHROMIUM_PATH / FIREFOX_PATH), then Debian's binary, then (Chromium only) a
 * Playwright-managed one. `ensureBrowsers` installs a missing one with apt-get where that can run
 * (root on Debian); otherwise it throws one line that names the command to run.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

/** What a browser is called, where it may be, and how it proves it is one. */
export interface BrowserSpec {
  name: 'chromium' | 'firefox';
  /** The variable that overrides the search. */
  variable: 'CHROMIUM_PATH' | 'FIREFOX_PATH';
  /** Binaries tried in order after the variable. */
  candidates: string[];
  /** Debian's package for it. */
  aptPackage: string;
  /** What `<binary> --version` prints for a real one. */
  versionPattern: RegExp;
}

/** Chromium for Playwright (e2e, benches, Lighthouse). */
export const CHROMIUM: BrowserSpec = {
  name: 'chromium',
  variable: 'CHROMIUM_PATH',
  candidates: ['/usr/bin/chromium'],
  aptPackage: 'chromium',
  versionPattern: /\b(Chromium|Chrome)\b/i,
};

/** Stock Firefox ESR for the WebDriver BiDi walk. */
export const FIREFOX: BrowserSpec = {
  name: 'firefox',
  variable: 'FIREFOX_PATH',
  candidates: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
  aptPackage: 'firefox-esr',
  versionPattern: /\bFirefox\b/i,
};

/** What the search found: a binary, a bad override (one line), or nothing. */
export type BrowserLookup = { kind: 'found'; path: string } | { kind: 'bad'; line: string } | { kind: 'missing' };

/** The probes a lookup needs, injectable for tests. */
export interface BrowserProbes {
  env: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
}

/** The first place the browser is, by the documented order; a set but unusable variable is an error, never skipped. */
export function findBrowser(spec: BrowserSpec, probes: BrowserProbes, extraCandidates: string[] = []): BrowserLookup {
  const override = probes.env[spec.variable];
  if (override !== undefined && override !== '') {
    return probes.isExecutable(override)
      ? { kind: 'found', path: override }
      : { kind: 'bad', line: `${spec.variable}=${override} is not an executable file: point it at a ${spec.name} binary or unset it` };
  }
  const path = [...spec.candidates, ...extraCandidates].find((candidate) => probes.isExecutable(candidate));
  return path ? { kind: 'found', path } : { kind: 'missing' };
}

/** The one line that says how to get the browser when this machine cannot install it itself. */
export function getInstallHint(specs: BrowserSpec[]): string {
  const packages = specs.map((s) => s.aptPackage).join(' ');
  const variables = specs.map((s) => s.variable).join(' / ');
  return `Browser tests need ${specs.map((s) => s.name).join(' and ')}: run \`sudo apt-get install -y ${packages}\` (Debian), or set ${variables} to the binary.`;
}

/** True when the file exists and may be executed. */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return !path.endsWith('/');
  } catch {
    return false;
  }
}

const defaultProbes = (): BrowserProbes => ({ env: process.env, isExecutable: isExecutableFile });

/** Playwright's own Chromium, when `npx playwright install` once worked on this machine. */
async function getManagedChromium(): Promise<string[]> {
  try {
    const { chromium } = await import('playwright-core');
    return [chromium.executablePath()];
  } catch {
    return [];
  }
}

/** Synchronous lookup for config files (playwright.config.ts): the variable or Debian's binary, else the default path. */
export function getBrowserPath(spec: BrowserSpec): string {
  const found = findBrowser(spec, defaultProbes());
  return found.kind === 'found' ? found.path : (process.env[spec.variable] ?? spec.candidates[0]!);
}

/** Runs `<path> --version` (at most 4 s) and checks it names the browser. */
function checkVersion(spec: BrowserSpec, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(path, ['--version'], { timeout: 4000, encoding: 'utf8' }, (error, stdout) => {
      const text = `${stdout ?? ''}`.trim();
      resolve(!error && spec.versionPattern.test(text) ? text : null);
    });
  });
}

/** True when apt-get can install packages here: Debian, root, apt-get present. */
export function canInstallWithApt(): boolean {
  return existsSync('/etc/debian_version') && isExecutableFile('/usr/bin/apt-get') && process.getuid?.() === 0;
}

/** Installs Debian packages quietly (the only network this project uses outside npm). */
function aptInstall(packages: string[], log: (line: string) => void): Promise<void> {
  log(`installing ${packages.join(' ')} with apt-get (one time) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const step = (args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile('apt-get', args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, _out, stderr) =>
        error
          ? reject(new Error(`apt-get ${args.join(' ')} failed: ${String(stderr).trim().split('\n').at(-1) ?? error.message}`))
          : resolve(),
      ),
    );
  return step(['update', '-qq']).then(() => step(['install', '-y', '-qq', '--no-install-recommends', ...packages]));
}

/**
 * Finds every browser in `specs`, installs the missing ones with apt-get where it can, and checks each
 * binary answers `--version` as that browser. Returns name → path; throws one line otherwise.
 */
export async function ensureBrowsers(specs: BrowserSpec[], log: (line: string) => void = () => undefined): Promise<Record<string, string>> {
  const probes = defaultProbes();
  // Playwright's own Chromium is the last place to look; loading playwright-core to ask costs a second.
  const managed = specs.some((spec) => spec.name === 'chromium' && findBrowser(spec, probes).kind === 'missing')
    ? await getManagedChromium()
    : [];
  const lookup = (spec: BrowserSpec) => findBrowser(spec, probes, spec.name === 'chromium' ? managed : []);
  let results = specs.map((spec) => ({ spec, found: lookup(spec) }));
  const bad = results.find((r) => r.found.kind === 'bad');
  if (bad?.found.kind === 'bad') throw new Error(bad.found.line);
  const missing = results.filter((r) => r.found.kind === 'missing').map((r) => r.spec);
  if (missing.length > 0) {
    if (!canInstallWithApt()) throw new Error(getInstallHint(missing));
    await aptInstall(
      missing.map((s) => s.aptPackage),
      log,
    );
    results = specs.map((spec) => ({ spec, found: lookup(spec) }));
    const still = results.filter((r) => r.found.kind !== 'found').map((r) => r.spec);
    if (still.length > 0) throw new Error(getInstallHint(still));
  }
  const paths: Record<string, string> = {};
  for (const { spec, found } of results) {
    const path = (found as { path: string }).path;
    const version = await checkVersion(spec, path);
    if (!version) {
      const source = process.env[spec.variable] ? `${spec.variable}=${path}` : path;
      throw new Error(`${source} does not answer --version as ${spec.name}: point ${spec.variable} at a ${spec.name} binary`);
    }
    paths[spec.name] = path;
  }
  return paths;
}

/** Finds (or installs) the browsers and exports their paths to this process and the processes it starts. */
export async function provideBrowsers(options: { firefox: boolean; log?: (line: string) => void }): Promise<Record<string, string>> {
  const paths = await ensureBrowsers(options.firefox ? [CHROMIUM, FIREFOX] : [CHROMIUM], options.log);
  process.env.CHROMIUM_PATH = paths.chromium;
  if (paths.firefox) process.env.FIREFOX_PATH = paths.firefox;
  return paths;
}
