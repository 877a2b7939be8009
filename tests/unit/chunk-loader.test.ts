import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template, TemplateName } from '../../client/templates/registry';

type Loader = typeof import('../../client/router/chunk-loader');
let loader: Loader;

// The loader keeps templates per page's life: every test gets a fresh module.
beforeEach(async () => {
  vi.resetModules();
  loader = await import('../../client/router/chunk-loader');
});

const template = (() => null) as unknown as Template;
/** Module loaders where only `name` is real; counts its imports. */
function modulesWith(name: TemplateName, load: () => Promise<{ default: Template }>) {
  const calls = { count: 0 };
  const never = () => Promise.reject(new Error('not this one'));
  const modules = { '404': never, 'confluence-body': never, 'perm-link': never, 'wiki-link': never } as Record<
    TemplateName,
    () => Promise<{ default: Template }>
  >;
  modules[name] = () => {
    calls.count++;
    return load();
  };
  return { modules, calls };
}

describe('chunk loader (spec 8: loading chunk failed)', () => {
  it.each([
    [new Error('Failed to fetch dynamically imported module: /assets/js/x.js'), 'missing'],
    [new Error('error loading dynamically imported module'), 'missing'],
    [new Error('404 Not Found'), 'missing'],
    [new TypeError('x is not a function'), 'error'],
    ['something', 'error'],
  ] as const)('%s → %s', (error, type) => {
    expect(loader.getChunkFailureType(error)).toBe(type);
  });

  it('imports a template once and keeps it', async () => {
    const { modules, calls } = modulesWith('confluence-body', async () => ({ default: template }));
    expect(await loader.loadTemplate('confluence-body', modules)).toBe(template);
    expect(await loader.loadTemplate('confluence-body', modules)).toBe(template);
    expect(calls.count).toBe(1);
  });

  it('a template the page already has is not imported again', async () => {
    const { modules, calls } = modulesWith('wiki-link', async () => ({ default: (() => 'other') as unknown as Template }));
    loader.rememberTemplate('wiki-link', template);
    expect(await loader.loadTemplate('wiki-link', modules)).toBe(template);
    expect(calls.count).toBe(0);
  });

  it('a failed import rejects with the typed message and is tried again next time', async () => {
    let fail = true;
    const { modules, calls } = modulesWith('404', async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { default: template };
    });
    await expect(loader.loadTemplate('404', modules)).rejects.toThrow('Loading chunk failed (missing)');
    fail = false;
    expect(await loader.loadTemplate('404', modules)).toBe(template);
    expect(calls.count).toBe(2);
  });

  it('times out with its own type', async () => {
    const { modules } = modulesWith('perm-link', () => new Promise(() => undefined));
    await expect(loader.loadTemplate('perm-link', modules, 10)).rejects.toThrow('Loading chunk failed (timeout)');
  });
});
