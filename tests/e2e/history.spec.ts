/** History, scroll, head and prefetch of client navigation (issue 12, items 1–5). */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until the (smooth) scroll has come to rest, as a reader would before pressing Back. */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
}

test('back after a TOC jump returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBe(700);
  await page.locator('.toc').getByRole('link', { name: 'Stap 7 van het onderhoud' }).click();
  await expect(page).toHaveURL(/#stap-7-van-het-onderhoud$/);
  expect(await settledScrollY(page)).toBeGreaterThan(1000);
  await page.goBack();
  await expect(page).toHaveURL(/lange-pagina\/$/);
  await expect.poll(() => scrollY(page)).toBe(700);
  await page.goForward();
  await expect(page.locator('#stap-7-van-het-onderhoud')).toBeInViewport();
});

test('back after a hash link in the content returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBe(700);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#stap-7-van-het-onderhoud';
    link.id = 'inserted-link';
    link.textContent = 'naar stap 7';
    link.style.cssText = 'position:fixed;top:200px;left:300px;z-index:100;background:white';
    (document.querySelector('main') as unknown as { append(n: unknown): void }).append(link);
  });
  await page.click('#inserted-link');
  await expect(page).toHaveURL(/#stap-7-van-het-onderhoud$/);
  expect(await settledScrollY(page)).toBeGreaterThan(1000);
  await expect(page.locator('#stap-7-van-het-onderhoud')).toBeInViewport();
  // The heading is not hidden behind the sticky header.
  const top = await page.locator('#stap-7-van-het-onderhoud').evaluate((h) => h.getBoundingClientRect().top);
  const header = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(header - 1);
  await page.goBack();
  await expect(page).toHaveURL(/lange-pagina\/$/);
  await expect.poll(() => scrollY(page)).toBe(700);
});

/** The head fields that follow the page. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      robots: meta('meta[name="robots"]'),
      buildHash: meta('meta[name="build-hash"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogType: meta('meta[property="og:type"]'),
    };
  });
}

test('the head follows the page on client navigation, as a full load would render it', async ({ page }) => {
  // From an indexable article to the not-found page (noindex) and on to another article.
  for (const [from, to] of [
    ['/uitleg/werkplaats/bandenhotel/', '/uitleg/facturen/creditfactuur/'],
    ['/uitleg/werkplaats/bandenhotel/', '/uitleg/bestaat-niet/'],
    ['/uitleg/bestaat-niet/', '/uitleg/facturen/'],
  ] as const) {
    await page.goto(to);
    const expected = await readHead(page);
    await page.goto(from);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'inserted-link';
      link.textContent = 'ingevoegde link';
      (document.querySelector('main') as unknown as { prepend(n: unknown): void }).prepend(link);
    }, to);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('#inserted-link');
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect.poll(() => readHead(page)).toEqual(expected);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  }
});

test('links that appear later (an opened sidebar branch) are prefetched once they are in view', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/data/uitleg/werkplaats/apk-raadplegen/apk-status/index.json')) requests.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/uitleg/facturen/');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Werkplaats uitklappen' }).click();
  await page.getByRole('button', { name: 'APK raadplegen uitklappen' }).click();
  await expect(page.locator('#sidebar').getByRole('link', { name: 'APK status' })).toBeVisible();
  await expect.poll(() => requests.length, { timeout: 3000 }).toBe(1);
  await page.waitForTimeout(600);
  expect(requests).toHaveLength(1);
});

test('search results are prefetched once they are in view', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/data/uitleg/werkplaats/bandenhotel/index.json')) requests.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/uitleg/facturen/');
  await page.waitForTimeout(600);
  expect(requests).toHaveLength(0);
  const box = page.getByRole('combobox', { name: 'Zoek in de uitleg' });
  await box.click();
  await box.fill('bandenhotel');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect.poll(() => requests.length, { timeout: 3000 }).toBe(1);
});

test('sidebar labels without spaces wrap inside the column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/uitleg/werkplaats/');
  const link = page.locator('#sidebar a[href="/uitleg/werkplaats/bandenhotel/"]');
  await link.evaluate((a) => (a.textContent = 'Werkorders/offertes/facturen/kassabonnen'));
  const fits = await link.evaluate((a) => {
    const sidebar = document.getElementById('sidebar')!;
    return {
      right: a.getBoundingClientRect().right,
      edge: sidebar.getBoundingClientRect().right,
      overflow: sidebar.scrollWidth - sidebar.clientWidth,
      textOverflow: a.scrollWidth - a.clientWidth,
    };
  });
  expect(fits.overflow).toBeLessThanOrEqual(0);
  expect(fits.textOverflow).toBeLessThanOrEqual(0);
  expect(fits.right).toBeLessThanOrEqual(fits.edge);
  // A group with such a label keeps a toggle of at least 24 × 24 px (Lighthouse target-size).
  const group = page.locator('#sidebar a[href="/uitleg/werkplaats/apk-raadplegen/"]');
  await group.evaluate((a) => (a.textContent = 'Werkorders/offertes/facturen/kassabonnen'));
  const toggle = await group.locator('xpath=following-sibling::button').boundingBox();
  expect(toggle!.width).toBeGreaterThanOrEqual(24);
  expect(toggle!.height).toBeGreaterThanOrEqual(24);
});

test('a reload comes back at the saved position (saved position first, spec 2 Scrolling)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await page.waitForFunction(() => history.state !== null);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => (history.state as { scroll?: { y: number } | null }).scroll?.y)).toBe(900);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(900);
});
