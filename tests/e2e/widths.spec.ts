/**
 * Every width from 320 to 1440 px (issue 34): one loaded page of each kind is resized through the widths
 * in steps of 10 px, not reloaded, and at each width the rules of layout-checks.ts must hold (no sideways
 * scroll, every header control whole and apart, a readable search box, the results panel and the phone
 * menu on screen, no label cut). The results panel and the phone menu are also swept open, and opened at
 * a phone, a tablet and a laptop width; at 200 % and 400 % zoom of a 1280 px window the page reflows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-checks';

const PAGES = {
  home: '/',
  section: '/uitleg/werkplaats/',
  article: '/uitleg/werkplaats/lange-pagina/',
  'article with a diagram': '/uitleg/werkplaats/apk-raadplegen/',
  'article with a long word, URL, code line and a wide table': '/uitleg/werkplaats/brede-inhoud/',
  wiki: '/wiki/x/OgC1rw/',
  link: '/link/2947874874/',
  detail: '/uitleg/werkplaats/brede-inhoud/detail/',
  'not found': '/404/',
};
const FIRST_WIDTH = 320;
const LAST_WIDTH = 1440;
const STEP = 10;
const HEIGHT = 800;
const WIDTHS = Array.from({ length: (LAST_WIDTH - FIRST_WIDTH) / STEP + 1 }, (_, i) => FIRST_WIDTH + i * STEP);
/** A phone (the most common Android width), an iPad in portrait, a small laptop. */
const DEVICES = [
  { name: 'phone', width: 360, height: 760 },
  { name: 'tablet', width: 820, height: 1100 },
  { name: 'laptop', width: 1024, height: 700 },
];
const HEADER_BUTTONS = ['Ticket aanmaken', 'Heb je Autoflex nog niet? Vraag een demo aan', 'Bel met ons!'];

const box = (page: Page) => page.getByRole('combobox', { name: 'Zoek in de uitleg' });

// A sweep measures layouts at rest: the sliding menu's transition is not a layout (nor a problem).
test.use({ reducedMotion: 'reduce' });

/** The problems at one width, each prefixed with it. */
async function checkAt(page: Page, width: number, height = HEIGHT): Promise<string[]> {
  await page.setViewportSize({ width, height });
  return (await page.evaluate(findLayoutProblems)).map((problem) => `${width} px: ${problem}`);
}

/** Widths as ranges of steps: '320–370, 810–930'. */
const asRanges = (widths: number[]): string =>
  widths
    .reduce<[number, number][]>((ranges, width) => {
      const last = ranges.at(-1);
      if (last && width - last[1] <= STEP) last[1] = width;
      else ranges.push([width, width]);
      return ranges;
    }, [])
    .map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`))
    .join(', ');

/**
 * Resizes the loaded page through the widths and collects what breaks. The viewport is set as Playwright's
 * setViewportSize sets it in Chromium (the DevTools protocol's device metrics) but without resizing the
 * browser window at each of the hundred-odd steps as well, which halves a sweep's time. Alike problems (the
 * same sentence but for its numbers) are folded into one line with the widths they occur at. `until`
 * ends the sweep early, at the first width where it holds.
 */
async function sweep(page: Page, until?: () => Promise<boolean>): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  const seen = new Map<string, { first: string; widths: number[] }>();
  for (const width of WIDTHS) {
    await devtools.send('Emulation.setDeviceMetricsOverride', { width, height: HEIGHT, deviceScaleFactor: 1, mobile: false });
    if (await until?.()) break;
    for (const problem of await page.evaluate(findLayoutProblems)) {
      const key = problem.replace(/\d+/g, '#');
      const entry = seen.get(key) ?? { first: problem, widths: [] };
      entry.widths.push(width);
      seen.set(key, entry);
    }
  }
  await devtools.detach();
  return [...seen.values()].map(({ first, widths: at }) => `${asRanges(at)} px, e.g. ${first}`);
}

/** Types a term that finds several pages and waits for its results. */
async function openResults(page: Page): Promise<void> {
  await box(page).click();
  await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
  await box(page).fill('factuur');
  await expect(page.getByRole('option').first()).toBeVisible();
}

/** The header's buttons can be reached: in the header, or in the menu the hamburger opens. */
async function expectHeaderButtonsReachable(page: Page): Promise<void> {
  const hamburger = page.getByRole('button', { name: 'Menu openen' });
  if (await hamburger.isVisible()) await hamburger.click();
  for (const name of HEADER_BUTTONS) await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
}

for (const [kind, path] of Object.entries(PAGES)) {
  test(`${kind} (${path}) holds at every width from ${FIRST_WIDTH} to ${LAST_WIDTH} px`, async ({ page }) => {
    await page.setViewportSize({ width: FIRST_WIDTH, height: HEIGHT });
    await page.goto(path);
    expect(await sweep(page)).toEqual([]);
  });
}

test('the search results panel stays on screen at every width', async ({ page }) => {
  await page.setViewportSize({ width: FIRST_WIDTH, height: HEIGHT });
  await page.goto(PAGES.article);
  await openResults(page);
  expect(await sweep(page)).toEqual([]);
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('the open phone menu shows whole buttons above the page tree at every width it is offered', async ({ page }) => {
  await page.setViewportSize({ width: FIRST_WIDTH, height: HEIGHT });
  await page.goto(PAGES.section);
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.locator('#sidebar')).toBeVisible();
  const hamburger = page.getByRole('button', { name: 'Menu sluiten' });
  expect(await sweep(page, async () => !(await hamburger.isVisible()))).toEqual([]);
  // It was offered up to some width, and not beyond.
  await expect(hamburger).toBeHidden();
});

for (const device of DEVICES) {
  test(`${device.name} (${device.width} px): the results panel and the menu open on screen, whole`, async ({ page }) => {
    await page.setViewportSize(device);
    await page.goto(PAGES.article);
    await openResults(page);
    expect(await checkAt(page, device.width, device.height)).toEqual([]);
    await box(page).press('Escape');
    await expectHeaderButtonsReachable(page);
    expect(await checkAt(page, device.width, device.height)).toEqual([]);
  });
}

// WCAG 1.4.10 (reflow): a 1280 × 1024 window at 200 % and 400 % zoom lays out 640 × 512 and 320 × 256 CSS px.
for (const zoom of [2, 4]) {
  test.describe(`${zoom * 100} % zoom of a 1280 × 1024 window`, () => {
    test.use({ viewport: { width: 1280 / zoom, height: 1024 / zoom }, deviceScaleFactor: zoom });

    test('every page kind reflows, and the header buttons and the results stay reachable', async ({ page }) => {
      for (const path of Object.values(PAGES)) {
        await page.goto(path);
        expect(await page.evaluate(findLayoutProblems), path).toEqual([]);
      }
      await page.goto(PAGES.article);
      await openResults(page);
      expect(await page.evaluate(findLayoutProblems)).toEqual([]);
      await box(page).press('Escape');
      await expectHeaderButtonsReachable(page);
      expect(await page.evaluate(findLayoutProblems)).toEqual([]);
    });
  });
}
