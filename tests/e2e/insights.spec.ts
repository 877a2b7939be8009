/**
 * Reader insights end to end: what a reader does on the e2e server reaches its local D1 and shows up in
 * `npm run insights -- --local --json`; a reader with Global Privacy Control or Do Not Track sends nothing.
 */
import type { Page, Request } from '@playwright/test';
import { readInsightsReport } from '../lib/read-insights';
import { expect, test } from './fixtures';

/** The state the e2e server persists to (tests/e2e/global-setup.ts). */
const E2E_STATE = 'tests/.out/e2e-state';
const readReport = () => readInsightsReport(E2E_STATE);

const box = (page: Page) => page.getByRole('combobox', { name: 'Zoek in de uitleg' });

/** Everything the page sends to the events endpoint. */
function recordEvents(page: Page): { requests: Request[]; bodies: () => unknown[] } {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/events') requests.push(r);
  });
  return { requests, bodies: () => requests.map((r) => JSON.parse(r.postData() ?? 'null') as unknown) };
}

test('a search without results and a "Nee" vote show up in npm run insights -- --local --json', async ({ page }) => {
  // Each `npm run insights` is a process start and a local D1 read: seconds each on a loaded machine.
  test.setTimeout(90_000);
  // Unique per run: the e2e state is fresh per run, but the check must not pass on someone else's rows.
  const query = `qqxjzvw ${Date.now().toString(36).replace(/\d/g, '')}`;
  const sent = recordEvents(page);
  await page.goto('/uitleg/facturen/creditfactuur/');
  await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
  await box(page).fill(query);
  await expect(page.locator('.no-results')).toBeVisible();
  // Leaving the box makes the query final.
  await box(page).blur();
  await page.getByRole('button', { name: 'Nee' }).click();
  await expect(page.getByText('Bedankt voor je reactie!')).toBeVisible();
  // A client navigation sends the page's batch.
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/events' && (r.request().postData() ?? '').includes('feedback'),
  );
  await page.getByRole('navigation', { name: 'Vorige en volgende' }).locator('a[rel="prev"]').click();
  expect((await answered).status()).toBe(204);
  const events = sent.bodies().flatMap((body) => (body as { events: unknown[] }).events);
  expect(events).toEqual(
    expect.arrayContaining([
      { type: 'pageview', path: '/uitleg/facturen/creditfactuur/' },
      { type: 'search', query, results: 0 },
      { type: 'feedback', path: '/uitleg/facturen/creditfactuur/', answer: 'nee' },
    ]),
  );
  // The worker writes after answering: the report sees it a moment later.
  await expect
    .poll(
      async () => {
        const report = await readReport();
        // Other tests read and vote on this article too: its counts are at least ours; the query is unique.
        return {
          zero: report.zeroResults.find((z) => z.query === query)?.count,
          nee: (report.feedback.find((f) => f.path === '/uitleg/facturen/creditfactuur/')?.no ?? 0) >= 1,
          viewed: (report.pageViews.find((p) => p.path === '/uitleg/facturen/creditfactuur/')?.views ?? 0) >= 1,
        };
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toEqual({ zero: 1, nee: true, viewed: true });
});

for (const [signal, script] of [
  ['Global Privacy Control', "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })"],
  ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
] as const) {
  test(`a reader with ${signal} sends nothing`, async ({ page }) => {
    await page.addInitScript(script);
    const sent = recordEvents(page);
    // Anything that would be sent is answered here, so nothing could reach the server either way.
    await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
    await page.goto('/uitleg/facturen/creditfactuur/');
    await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
    await box(page).fill('creditfactuur');
    await expect(page.locator('.search-panel li').first()).toBeVisible();
    await page.waitForTimeout(1200);
    await box(page).blur();
    await page.getByRole('button', { name: 'Nee' }).click();
    await page.getByRole('navigation', { name: 'Vorige en volgende' }).locator('a[rel="prev"]').click();
    await expect(page.locator('main h1')).toHaveText('Factuur maken');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.goto('/uitleg/');
    await page.waitForTimeout(500);
    expect(sent.requests.map((r) => r.url())).toEqual([]);
  });
}

test('without a privacy signal the same visit does send (the GPC test is not vacuous)', async ({ page }) => {
  const sent = recordEvents(page);
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  await page.goto('/uitleg/facturen/creditfactuur/');
  await page.getByRole('navigation', { name: 'Vorige en volgende' }).locator('a[rel="prev"]').click();
  await expect(page.locator('main h1')).toHaveText('Factuur maken');
  await expect.poll(() => sent.requests.length).toBeGreaterThan(0);
});
