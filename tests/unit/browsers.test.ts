import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, findBrowser, FIREFOX, getInstallHint, type BrowserProbes } from '../../scripts/lib/browsers';
import { bin } from '../../scripts/lib/run';

const probes = (env: Record<string, string>, executables: string[]): BrowserProbes => ({
  env,
  isExecutable: (path) => executables.includes(path),
});

describe('findBrowser: the variable, then Debian, then Playwright’s own', () => {
  it.each([
    ['the variable wins', CHROMIUM, { CHROMIUM_PATH: '/opt/c' }, ['/opt/c', '/usr/bin/chromium'], [], { kind: 'found', path: '/opt/c' }],
    ['Debian’s next', CHROMIUM, {}, ['/usr/bin/chromium', '/pw/chrome'], ['/pw/chrome'], { kind: 'found', path: '/usr/bin/chromium' }],
    ['Playwright’s last', CHROMIUM, {}, ['/pw/chrome'], ['/pw/chrome'], { kind: 'found', path: '/pw/chrome' }],
    [
      'an empty variable is unset',
      CHROMIUM,
      { CHROMIUM_PATH: '' },
      ['/usr/bin/chromium'],
      [],
      { kind: 'found', path: '/usr/bin/chromium' },
    ],
    [
      'firefox-esr before firefox',
      FIREFOX,
      {},
      ['/usr/bin/firefox', '/usr/bin/firefox-esr'],
      [],
      { kind: 'found', path: '/usr/bin/firefox-esr' },
    ],
    ['nothing anywhere', FIREFOX, {}, [], [], { kind: 'missing' }],
  ])('%s', (_name, spec, env, executables, extra, expected) => {
    expect(findBrowser(spec, probes(env, executables), extra)).toEqual(expected);
  });

  it('a variable that points at nothing is an error naming the variable and the path, never skipped', () => {
    const found = findBrowser(FIREFOX, probes({ FIREFOX_PATH: '/nonexistent' }, ['/usr/bin/firefox-esr']));
    expect(found.kind).toBe('bad');
    expect(found.kind === 'bad' && found.line).toMatch(/^FIREFOX_PATH=\/nonexistent is not an executable file/);
  });
});

it('the install hint is one line naming the packages and the variables', () => {
  const hint = getInstallHint([CHROMIUM, FIREFOX]);
  expect(hint).not.toContain('\n');
  expect(hint).toContain('apt-get install -y chromium firefox-esr');
  expect(hint).toContain('CHROMIUM_PATH / FIREFOX_PATH');
});

it('npm test stops with one line when CHROMIUM_PATH is not a browser, before it runs anything', () => {
  const result = spawnSync(bin('tsx'), ['scripts/test.ts'], { encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: '/bin/true' } });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'CHROMIUM_PATH=/bin/true does not answer --version as chromium: point CHROMIUM_PATH at a chromium binary',
  ]);
  expect(result.stdout).not.toContain('▶');
}, 30_000);
