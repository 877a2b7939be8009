/**
 * A walk through the site in stock Firefox ESR over WebDriver BiDi (puppeteer-core: Playwright cannot
 * drive stock Firefox), against the server global-setup started: hydration, client navigation without
 * a reload, Back with the scroll restored, search with Enter, the bare /detail/ layout, a 404, the phone
 * menu, and a console without errors, leaving a page while it starts included.
 */
import { test, expect } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ROUTER_READY_ATTRIBUTE } from '../../client/app-state';
import { FIREFOX, getBrowserPath } from '../../scripts/lib/browsers';

const base = () => process.env.E2E_BASE_URL!;
const READY = `html[${ROUTER_READY_ATTRIBUTE}="ready"]`;

let browser: Browser;
let page: Page;
const errors: string[] = [];

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: getBrowserPath(FIREFOX), headless: true });
  page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // BiDi gives an Error argument as a handle: its stack says where it came from.
    const details = message
      .args()
      .map((arg) =>
        arg.evaluate((value) => (value instanceof Error ? `${value.message} ${value.stack ?? ''}` : String(value))).catch(() => '?'),
      );
    void Promise.all(details).then((texts) => errors.push(`${message.text()} ${texts.join(' ')} @ ${message.location().url ?? ''}`));
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
});

test.afterAll(async () => {
  await browser?.close();
});

/** Loads a path and waits until the client has taken over navigation. */
async function open(path: string): Promise<number> {
  const response = await page.goto(`${base()}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(READY);
  return response?.status() ?? 0;
}

const heading = () => page.$eval('main h1', (h) => h.textContent?.trim() ?? '');
const waitForHeading = (text: string) =>
  page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, {}, text);

test('Firefox: an article hydrates and a sidebar link navigates without a reload', async () => {
  await page.setViewport({ width: 1280, height: 800 });
  expect(await open('/uitleg/werkplaats/')).toBe(200);
  // A value on window survives a client navigation and is gone after a full load.
  await page.evaluate(() => ((window as unknown as { walkMarker: number }).walkMarker = 1));
  await page.click('#sidebar a[href="/uitleg/werkplaats/bandenhotel/"]');
  await waitForHeading('Bandenhotel');
  expect(await page.evaluate(() => (window as unknown as { walkMarker?: number }).walkMarker)).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/uitleg/werkplaats/bandenhotel/');
  expect(await page.$eval('#sidebar [aria-current="page"]', (a) => a.textContent?.trim())).toBe('Bandenhotel');
});

test('Firefox: Back restores the scroll position', async () => {
  await open('/uitleg/werkplaats/lange-pagina/');
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.waitForFunction(() => window.scrollY === 700);
  // A click from the page itself: puppeteer's own click would first scroll the link into view.
  await page.$eval('main a[href="/uitleg/facturen/creditfactuur/"]', (a) => (a as HTMLElement).click());
  await waitForHeading('Creditfactuur');
  await page.evaluate(() => history.back());
  await waitForHeading('Lange pagina');
  await page.waitForFunction(() => window.scrollY === 700, { timeout: 5000 });
});

test('Firefox: a search with Enter opens the first result and clears the term', async () => {
  await open('/uitleg/');
  const box = 'input[role="combobox"]';
  await page.click(box);
  await page.waitForSelector('.search[data-index="complete"]', { timeout: 15_000 });
  await page.type(box, 'facturen');
  await page.waitForSelector('[role="option"]');
  await page.keyboard.press('Enter');
  await waitForHeading('Facturen');
  expect(new URL(page.url()).pathname).toBe('/uitleg/facturen/');
  expect(await page.$eval(box, (input) => (input as HTMLInputElement).value)).toBe('');
});

test('Firefox: /detail/ has the bare layout and an unknown path is a 404', async () => {
  expect(await open('/uitleg/werkplaats/detail/')).toBe(200);
  expect(await page.$('main.layout-bare')).not.toBeNull();
  expect(await page.$('.site-header')).toBeNull();
  expect(await open('/uitleg/bestaat-niet-in-firefox/')).toBe(404);
  expect(await heading()).toBe('Pagina niet gevonden');
});

test('Firefox: the phone menu opens', async () => {
  await page.setViewport({ width: 390, height: 800 });
  await open('/uitleg/werkplaats/');
  await page.click('button[aria-label="Menu openen"]');
  await page.waitForFunction(() => {
    const link = document.querySelector('.site-header a[href="/uitleg/basics/helpdesk/"]');
    const box = link?.getBoundingClientRect();
    return Boolean(box && box.width > 0 && box.height > 0 && box.right <= window.innerWidth);
  });
});

test('Firefox: leaving a page while the client starts is not an error, and the walk logged none', async () => {
  await page.setViewport({ width: 1280, height: 800 });
  for (let i = 0; i < 3; i++) {
    // Leave as soon as the document is parsed, before the client modules have finished starting.
    await page.goto(`${base()}/uitleg/facturen/`, { waitUntil: 'domcontentloaded' });
    await page.goto(`${base()}/uitleg/basics/`, { waitUntil: 'domcontentloaded' });
  }
  await page.waitForSelector(READY);
  expect(errors).toEqual([]);
});
