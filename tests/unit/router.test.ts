import { describe, expect, it } from 'vitest';
import type { PageData } from '../../core/types';
import { chunkError, invalidHashError, notFoundError } from '../../client/router/errors';
import type { PageDataLoader } from '../../client/router/page-data-loader';
import { createRouter, normalizeTarget, type RouteView, type ScrollTarget } from '../../client/router/router';
import type { Template } from '../../client/templates/registry';

const page = (title: string, notFound = false): PageData =>
  ({ hash: 'h', context: { template: notFound ? 'not-found' : 'doc', canonical: '/' }, page: { title } }) as unknown as PageData;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A router over fake browser pieces; loads are answered by the test in the order it chooses. */
function setup() {
  const pending = new Map<string, ReturnType<typeof deferred<PageData>>>();
  const rendered: { view: RouteView; scroll: ScrollTarget }[] = [];
  const pushed: string[] = [];
  const assigned: string[] = [];
  const errors: unknown[] = [];
  const scrolled: ScrollTarget[] = [];
  let location = { pathname: '/uitleg/', search: '', hash: '', origin: 'https://x.nl' };
  const load = (url: string) => {
    const d = deferred<PageData>();
    pending.set(url, d);
    return d.promise;
  };
  const loader = { load, loadNotFound: load, prefetch: async () => undefined, cache: new Map() } as unknown as PageDataLoader;
  const router = createRouter({
    loader,
    loadTemplate: async () => (() => null) as unknown as Template,
    getLocation: () => location,
    pushState: (url) => {
      pushed.push(url);
      const u = new URL(url, location.origin);
      location = { ...location, pathname: u.pathname, search: u.search, hash: u.hash };
    },
    saveScroll: () => undefined,
    scroll: (scroll) => scrolled.push(scroll),
    assign: (url) => assigned.push(url),
    render: (view, scroll) => rendered.push({ view, scroll }),
    onError: (e) => errors.push(e),
  });
  return {
    router,
    pending,
    rendered,
    pushed,
    assigned,
    errors,
    scrolled,
    setLocation: (p: string) => (location = { ...location, pathname: p }),
  };
}

describe('router', () => {
  it.each([
    ['/uitleg/werkplaats', '/uitleg/werkplaats/', ''],
    ['/uitleg/werkplaats/?a=1#kop', '/uitleg/werkplaats/', '#kop'],
    ['https://x.nl/uitleg', '/uitleg/', ''],
    ['/bestand.pdf', '/bestand.pdf', ''],
  ])('normalizes %s → %s', (href, path, hash) => {
    expect(normalizeTarget(href, 'https://x.nl')).toMatchObject({ path, hash });
  });

  it('a newer navigation cancels the older one, whatever order the loads finish in', async () => {
    const { router, pending, rendered, pushed } = setup();
    const first = router.navigate('/uitleg/a/');
    const second = router.navigate('/uitleg/b/');
    pending.get('/assets/data/uitleg/b/index.json')!.resolve(page('B'));
    pending.get('/assets/data/uitleg/a/index.json')!.resolve(page('A'));
    expect(await second).toMatchObject({ ok: true });
    expect(await first).toEqual({ type: 'cancelled', to: '/uitleg/a/' });
    expect(rendered.map((r) => (r.view.data.page as { title: string }).title)).toEqual(['B']);
    expect(pushed).toEqual(['/uitleg/b/']);
  });

  it('navigating to the current page is "duplicated" and loads nothing', async () => {
    const { router, pending } = setup();
    expect(await router.navigate('/uitleg/')).toEqual({ type: 'duplicated', to: '/uitleg/' });
    expect(pending.size).toBe(0);
  });

  it('not-found: loads the /404 data, renders it at the requested URL', async () => {
    const { router, pending, rendered, pushed } = setup();
    const result = router.navigate('/uitleg/nee/');
    pending.get('/assets/data/uitleg/nee/index.json')!.reject(notFoundError('/assets/data/uitleg/nee/index.json'));
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    pending.get('/assets/data/404/index.json')!.resolve(page('Niet gevonden', true));
    expect(await result).toMatchObject({ ok: true });
    expect(rendered[0]!.view.path).toBe('/uitleg/nee/');
    expect(pushed).toEqual(['/uitleg/nee/']);
  });

  it.each([
    ['hash mismatch', invalidHashError('a', 'b')],
    ['chunk failure', chunkError('timeout')],
  ])('%s → full load of the target, "redirected"', async (_name, error) => {
    const { router, pending, assigned, rendered } = setup();
    const result = router.navigate('/uitleg/c/');
    pending.get('/assets/data/uitleg/c/index.json')!.reject(error);
    expect(await result).toEqual({ type: 'redirected', to: '/uitleg/c/' });
    expect(assigned).toEqual(['/uitleg/c/']);
    expect(rendered).toEqual([]);
  });

  it('other errors go to the error handler and the navigation is "aborted"', async () => {
    const { router, pending, errors, assigned } = setup();
    const result = router.navigate('/uitleg/d/');
    pending.get('/assets/data/uitleg/d/index.json')!.reject(new Error('boom'));
    expect(await result).toEqual({ type: 'aborted', to: '/uitleg/d/' });
    expect(errors).toHaveLength(1);
    expect(assigned).toEqual([]);
  });

  it('scroll order: saved position on popstate, else the hash, else the top', async () => {
    const { router, pending, rendered, setLocation } = setup();
    const a = router.navigate('/uitleg/e/#kop');
    pending.get('/assets/data/uitleg/e/index.json')!.resolve(page('E'));
    await a;
    setLocation('/uitleg/f/');
    const b = router.navigate('/uitleg/f/', { popstate: true, savedScroll: { x: 0, y: 640 } });
    pending.get('/assets/data/uitleg/f/index.json')!.resolve(page('F'));
    await b;
    const c = router.navigate('/uitleg/g/');
    pending.get('/assets/data/uitleg/g/index.json')!.resolve(page('G'));
    await c;
    expect(rendered.map((r) => r.scroll)).toEqual([
      { kind: 'hash', hash: '#kop' },
      { kind: 'saved', position: { x: 0, y: 640 } },
      { kind: 'top' },
    ]);
  });
});

describe('router: moves within the page on screen (one writer of history and scroll)', () => {
  it('a hash on the page on screen pushes an entry and scrolls to it, without loading', async () => {
    const { router, pending, pushed, scrolled, rendered } = setup();
    expect(await router.navigate('/uitleg/#stap-2')).toEqual({ ok: true, inPage: '/uitleg/#stap-2' });
    expect(pending.size).toBe(0);
    expect(rendered).toEqual([]);
    expect(pushed).toEqual(['/uitleg/#stap-2']);
    expect(scrolled).toEqual([{ kind: 'hash', hash: '#stap-2' }]);
    // The same hash again scrolls again but makes no second entry.
    expect(await router.navigate('/uitleg/#stap-2')).toEqual({ type: 'duplicated', to: '/uitleg/#stap-2' });
    expect(pushed).toHaveLength(1);
  });

  it('a bare hash is relative to the page on screen (useRouter().go("#kop"))', async () => {
    const { router, pushed, setLocation } = setup();
    setLocation('/uitleg/');
    expect(await router.navigate('#kop')).toEqual({ ok: true, inPage: '/uitleg/#kop' });
    expect(pushed).toEqual(['/uitleg/#kop']);
  });

  it('back to an entry of the page on screen restores its saved position without loading', async () => {
    const { router, pending, scrolled, rendered } = setup();
    expect(await router.navigate('/uitleg/', { popstate: true, savedScroll: { x: 0, y: 700 } })).toEqual({ ok: true, inPage: '/uitleg/' });
    expect(pending.size).toBe(0);
    expect(rendered).toEqual([]);
    expect(scrolled).toEqual([{ kind: 'saved', position: { x: 0, y: 700 } }]);
  });
});

describe('router: hash mismatch after a deploy (spec 4.4)', () => {
  it('back/forward to the page on screen makes no full load', async () => {
    // Before the fix every popstate loaded the page again, and a mismatch reloaded even the current URL.
    const { router, pending, assigned } = setup();
    const result = router.navigate('https://x.nl/uitleg/', { popstate: true });
    pending.get('/assets/data/uitleg/index.json')?.reject(invalidHashError('a', 'b'));
    await result;
    expect(assigned).toEqual([]);
  });

  it('back/forward to another page makes a full load of it', async () => {
    const { router, pending, assigned, setLocation } = setup();
    setLocation('/uitleg/c/');
    const result = router.navigate('https://x.nl/uitleg/c/', { popstate: true });
    pending.get('/assets/data/uitleg/c/index.json')!.reject(invalidHashError('a', 'b'));
    expect(await result).toEqual({ type: 'redirected', to: '/uitleg/c/' });
    expect(assigned).toEqual(['/uitleg/c/']);
  });
});
