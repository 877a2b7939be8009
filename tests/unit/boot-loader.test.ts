import { describe, expect, it } from 'vitest';
import { BOOT_LOADER_SOURCE, getBootModules, readBootModules } from '../../client/boot-loader';

describe('boot loader', () => {
  it.each([
    ['/e.js', [], undefined, '/e.js'],
    ['/e.js', [], '/t.js', '/e.js /t.js'],
    ['/e.js', ['/react.js', '/shared.js'], '/t.js', '/e.js /react.js /shared.js /t.js'],
    ['', [], '/t.js', '/t.js'],
  ] as const)('modules of %s + %j + %s', (script, preload, template, expected) => {
    expect(getBootModules(script, [...preload], template)).toBe(expected);
  });

  it.each([
    ['<p>x</p><script data-modules="/e.js /t.js">(function(){})()</script>', ['/e.js', '/t.js']],
    ['<script data-modules="/a/e.js?v=1&amp;x=2"></script>', ['/a/e.js?v=1&x=2']],
    ['<script data-modules=""></script>', []],
    ['<script type="module" src="/old.js"></script>', []],
  ] as const)('reads the modules back from %s', (html, expected) => {
    expect(readBootModules(html)).toEqual(expected);
  });

  it('is inline-safe text: nothing that could end the script element or need escaping', () => {
    expect(BOOT_LOADER_SOURCE).not.toMatch(/[<>&]/);
    expect(BOOT_LOADER_SOURCE).not.toContain('\n');
  });

  it('starts the modules after the first contentful paint, at once in a hidden tab, and each only once', () => {
    const imported: string[] = [];
    let observer: ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | null = null;
    const timers: (() => void)[] = [];
    const run = (visibility: string) => {
      const script = { getAttribute: () => '/e.js /t.js' };
      class FakeObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      }
      const fakeImport = (m: string) => {
        imported.push(m);
        return Promise.resolve();
      };
      // The source is plain script text: evaluate it with the browser globals it reads.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that text is the point of this test
      new Function(
        'document',
        'PerformanceObserver',
        'setTimeout',
        'requestAnimationFrame',
        'console',
        '__import',
        BOOT_LOADER_SOURCE.replace(/import\(/g, '__import('),
      )(
        { currentScript: script, visibilityState: visibility },
        FakeObserver,
        (fn: () => void) => timers.push(fn),
        () => undefined,
        console,
        fakeImport,
      );
    };
    run('visible');
    expect(imported).toEqual([]);
    observer!({ getEntriesByName: () => [] }, { disconnect() {} });
    expect(timers).toHaveLength(0);
    observer!({ getEntriesByName: () => [{}] }, { disconnect() {} });
    timers.shift()!();
    expect(imported).toEqual(['/e.js', '/t.js']);
    imported.length = 0;
    run('hidden');
    expect(imported).toEqual(['/e.js', '/t.js']);
  });

  it('a module load that fails is reported only from a timer, which a page that was left never runs', async () => {
    const errors: unknown[] = [];
    const timers: (() => void)[] = [];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that text is the point of this test
    new Function('document', 'setTimeout', 'console', '__import', BOOT_LOADER_SOURCE.replace(/import\(/g, '__import('))(
      { currentScript: { getAttribute: () => '/e.js' }, visibilityState: 'hidden' },
      (fn: () => void) => timers.push(fn),
      { error: (e: unknown) => errors.push(e) },
      // What Firefox gives for a load cancelled by leaving the page: a rejection with no reason.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- that missing reason is the case under test
      () => Promise.reject(undefined),
    );
    await Promise.resolve();
    await Promise.resolve();
    // The page is left here: its timers never run, so nothing is logged.
    expect(errors).toEqual([]);
    expect(timers).toHaveLength(1);
    // The page stayed: the failure is logged.
    timers[0]!();
    expect(errors).toEqual([undefined]);
  });
});
