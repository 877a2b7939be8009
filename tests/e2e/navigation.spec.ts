import type { Page } from '@playwright/test';
import { buildId, expect, test } from './fixtures';
import { expectTocIndentsAndJump } from './toc-checks';

/** Adds a link to the main area and clicks it, for targets the content may not link to. */
async function clickInsertedLink(page: Page, href: string, attrs: Record<string, string> = {}) {
  await page.evaluate(
    ([h, a]) => {
      const link = document.createElement('a');
      link.href = h as string;
      link.id = 'inserted-link';
      link.textContent = 'ingevoegde link';
      for (const [k, v] of Object.entries(a as Record<string, string>)) link.setAttribute(k, v);
      (document.querySelector('main') as unknown as { prepend(n: unknown): void }).prepend(link);
    },
    [href, attrs] as const,
  );
  await page.click('#inserted-link');
}

const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const windowMarker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test('client navigation: no full reload, content, title and URL follow', async ({ page, consoleErrors }) => {
  await page.goto('/uitleg/werkplaats/');
  await markWindow(page);
  await page.locator('#sidebar').getByRole('link', { name: 'Bandenhotel' }).click();
  await expect(page).toHaveURL(/\/uitleg\/werkplaats\/bandenhotel\/$/);
  await expect(page.locator('main h1')).toHaveText('Bandenhotel');
  await expect(page).toHaveTitle('Bandenhotel - Autoflex Documentatie');
  expect(await windowMarker(page)).toBe(42);
  await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText('Bandenhotel');
  expect(consoleErrors).toEqual([]);
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(100);
  await page.locator('main').getByRole('link', { name: 'Creditfactuur' }).click();
  await expect(page.locator('main h1')).toHaveText('Creditfactuur');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Lange pagina');
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(850);
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText('Creditfactuur');
  expect(await windowMarker(page)).toBe(42);
});

test('a hash deep link scrolls to its heading and highlights it in the TOC', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/#stap-5-van-het-onderhoud');
  const heading = page.locator('#stap-5-van-het-onderhoud');
  await expect(heading).toBeInViewport();
  await expect(page.locator('.toc a.active')).toHaveText('Stap 5 van het onderhoud');
});

test('client navigation to a link with a hash scrolls to that heading', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/');
  await clickInsertedLink(page, '/uitleg/werkplaats/lange-pagina/#stap-6-van-het-onderhoud');
  await expect(page.locator('main h1')).toHaveText('Lange pagina');
  await expect(page.locator('#stap-6-van-het-onderhoud')).toBeInViewport();
});

test('TOC: titled "Op deze pagina", indented by level, choosing an entry scrolls and sets the hash', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  const toc = page.locator('.toc');
  await expect(toc.locator('h2')).toHaveText('Op deze pagina');
  await expectTocIndentsAndJump(page, toc);
  await expect(toc.locator('a.active')).toHaveText('Stap 7 van het onderhoud');
  // The heading is not hidden behind the sticky header.
  const top = await page.locator('#stap-7-van-het-onderhoud').evaluate((h) => h.getBoundingClientRect().top);
  const header = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(header - 1);
});

test('the TOC follows the heading in view while scrolling', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.locator('#stap-4-van-het-onderhoud').evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 60));
  await expect(page.locator('.toc a.active')).toHaveText('Stap 4 van het onderhoud');
});

test('not-found through client navigation keeps the URL and shows the requested path', async ({ page }) => {
  await page.goto('/uitleg/');
  await markWindow(page);
  await clickInsertedLink(page, '/uitleg/bestaat-niet/');
  await expect(page.locator('main h1')).toHaveText('Pagina niet gevonden');
  await expect(page).toHaveURL(/\/uitleg\/bestaat-niet\/$/);
  await expect(page.locator('.requested-path code')).toHaveText('/uitleg/bestaat-niet/');
  expect(await windowMarker(page)).toBe(42);
});

test('a hash mismatch in page data makes a full load of the target', async ({ page }) => {
  await page.goto('/uitleg/');
  await markWindow(page);
  let intercepted = 0;
  await page.route('**/assets/data/uitleg/facturen/index.json', async (route) => {
    intercepted++;
    const response = await route.fetch();
    const body = (await response.json()) as { hash: string };
    await route.fulfill({ response, json: { ...body, hash: 'ffffffffffff' } });
  });
  await page.locator('main').getByRole('link', { name: 'Facturen' }).first().click();
  await expect(page.locator('main h1')).toHaveText('Facturen');
  await expect(page).toHaveURL(/\/uitleg\/facturen\/$/);
  expect(await windowMarker(page)).toBeUndefined();
  expect(intercepted).toBeGreaterThan(0);
  // Later prefetches must not reach a handler whose test has ended.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a failing template chunk makes a full load of the target', async ({ page }) => {
  await page.goto('/uitleg/');
  await markWindow(page);
  await page.route('**/assets/js/WikiTemplate-*.js', (route) => route.abort());
  await clickInsertedLink(page, '/wiki/x/OgC1rw/');
  await expect(page).toHaveURL(/\/wiki\/x\/OgC1rw\/$/);
  await expect(page.locator('main h1')).toHaveText('Werkplaats');
  expect(await windowMarker(page)).toBeUndefined();
});

test('page data is prefetched about 250 ms after its link scrolls into view, once', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/data/uitleg/facturen/creditfactuur/index.json')) requests.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.waitForTimeout(600);
  expect(requests).toHaveLength(0);
  const link = page.locator('main').getByRole('link', { name: 'Creditfactuur' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => requests.length, { timeout: 3000 }).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  expect(requests).toHaveLength(1);
  // The prefetched page then opens without another data request.
  await link.click();
  await expect(page.locator('main h1')).toHaveText('Creditfactuur');
  expect(requests).toHaveLength(1);
});

test('links to other hosts open in a new tab with noopener; mailto is left alone', async ({ page, context }) => {
  await context.route(/^https:\/\/(www\.)?rdw\.nl\//, (route) => route.fulfill({ body: 'extern' }));
  await page.goto('/uitleg/werkplaats/');
  const external = page.locator('main').getByRole('link', { name: 'externe link' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const popup = context.waitForEvent('page');
  await clickInsertedLink(page, 'https://www.rdw.nl/kenteken');
  expect((await popup).url()).toContain('rdw.nl');
  expect(page.url()).toContain('/uitleg/werkplaats/');
  await expect(page.locator('main').getByRole('link', { name: 'mailadres' })).toHaveAttribute('href', 'mailto:support@example.nl');
});

test('images are lazy', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/apk-raadplegen/');
  await expect(page.locator('main img[src="/images/apk-flow.svg"]')).toHaveAttribute('loading', 'lazy');
});

test('the build hash meta equals the data hash on every template', async ({ page }) => {
  for (const path of ['/', '/uitleg/', '/wiki/x/OgC1rw/', '/link/2947874874/', '/link/2947874874/detail/', '/404/']) {
    await page.goto(path);
    await expect(page.locator('meta[name="build-hash"]')).toHaveAttribute('content', buildId());
  }
});

test('a slow navigation shows the progress bar after 150 ms, a fast one does not', async ({ page }) => {
  await page.goto('/uitleg/');
  await page.route('**/assets/data/uitleg/facturen/index.json', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.locator('main').getByRole('link', { name: 'Facturen' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Pagina laden' })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('Facturen');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const seen = await page.evaluate(async () => {
    let shown = false;
    const observer = new MutationObserver(() => (shown ||= !!document.querySelector('.progress-bar')));
    observer.observe(document.body, { childList: true, subtree: true });
    (document.querySelector('#sidebar a[href="/uitleg/"]') as HTMLAnchorElement).click();
    await new Promise((r) => setTimeout(r, 400));
    observer.disconnect();
    return shown;
  });
  expect(seen).toBe(false);
});

test('no layout shift while a page loads and hydrates', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift).toBe(0);
});
