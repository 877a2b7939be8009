import { expect, test } from './fixtures';

const box = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Zoek in de uitleg' });
/** Waits until the whole index (including the deferred body chunks) is loaded, so results are stable. */
const indexComplete = (page: import('@playwright/test').Page) =>
  expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });

test('the index loads by itself after the page has loaded, chunked; result texts only for the results shown', async ({ page }) => {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/flexsearch')) requests.push({ url: r.url(), at: Date.now() });
  });
  let loadedAt = 0;
  page.on('load', () => (loadedAt = Date.now()));
  await page.goto('/uitleg/');
  await indexComplete(page);
  expect(requests.some((r) => r.url.endsWith('/flexsearch/manifest.json'))).toBe(true);
  expect(requests.some((r) => r.url.includes('-index-body-'))).toBe(true);
  expect(Math.min(...requests.map((r) => r.at))).toBeGreaterThanOrEqual(loadedAt);
  expect(requests.filter((r) => r.url.includes('-docs-'))).toEqual([]);
  await box(page).click();
  await box(page).fill('facturen');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(requests.filter((r) => r.url.includes('-docs-doc-')).length).toBeGreaterThan(0);
});

test('under Save-Data the index waits for the first focus of the box (documented deviation)', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/flexsearch')) requests.push(r.url());
  });
  await page.goto('/uitleg/');
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  await box(page).click();
  await box(page).fill('facturen');
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Facturen');
});

test('placeholder, minimum length, results with title, description, chips and highlights', async ({ page }) => {
  await page.goto('/uitleg/');
  await expect(box(page)).toHaveAttribute('placeholder', 'Zoek naar uitleg ...');
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('fa');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.locator('.no-results')).toHaveCount(0);
  await box(page).fill('facturen');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // The combobox points at the listbox it shows (ids must survive hydration).
  await expect(box(page)).toHaveAttribute('aria-controls', (await page.getByRole('listbox').getAttribute('id'))!);
  // At most 8 pages (their matching headings are options of their own, under each page).
  expect(await page.locator('.search-panel .hit-title').count()).toBeLessThanOrEqual(8);
  await expect(options.first().locator('.hit-title')).toHaveText('Facturen');
  await expect(options.first().locator('a').first()).toHaveAttribute('href', '/uitleg/facturen/');
  await expect(options.first().locator('.hit-description')).not.toBeEmpty();
  await expect(options.first().locator('.chip')).toHaveText(['test', 'factuur']);
  await expect(options.first().locator('.hit-title mark')).toHaveText('Facturen');
});

test('arrow keys move the highlight and wrap; Enter opens the result', async ({ page }) => {
  await page.goto('/uitleg/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('factuur');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Heading options arrive with the stored documents of the hits shown: wait until the list is settled.
  await expect
    .poll(async () => {
      const before = await options.count();
      await page.waitForTimeout(300);
      return before === (await options.count());
    })
    .toBe(true);
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await box(page).press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const href = await options.nth(1).locator('a').first().getAttribute('href');
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  // The term clears on the route change.
  await expect(box(page)).toHaveValue('');
});

test('Escape clears and closes', async ({ page }) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await box(page).fill('banden');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box(page).press('Escape');
  await expect(box(page)).toHaveValue('');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('no hits: the Dutch panel quotes the term, escaped', async ({ page }) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await box(page).fill('<b>zzzqq');
  await expect(page.locator('.no-results')).toHaveText("Geen resultaten voor '<b>zzzqq'. Probeer het opnieuw met een andere zoekterm.");
  await expect(page.locator('.no-results b')).toHaveCount(0);
});

test("'/', '?' and Ctrl+K focus the box, but not while typing elsewhere", async ({ page }) => {
  await page.goto('/uitleg/');
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('');
  await page.locator('main h1').click();
  await page.keyboard.press('Shift+?');
  await expect(box(page)).toBeFocused();
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.evaluate(() => {
    const other = document.createElement('textarea');
    other.id = 'other-field';
    (document.querySelector('main') as unknown as { append(n: unknown): void }).append(other);
  });
  await page.locator('#other-field').click();
  await page.keyboard.press('/');
  await expect(page.locator('#other-field')).toBeFocused();
  await expect(page.locator('#other-field')).toHaveValue('/');
});

test('clicking a result navigates without a full reload and clears the term', async ({ page }) => {
  await page.goto('/uitleg/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
  await box(page).click();
  await box(page).fill('bandenhotel');
  await page.getByRole('option').first().click();
  await expect(page.locator('main h1')).toHaveText('Bandenhotel');
  await expect(box(page)).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9);
});

test('results wait for their stored documents: no false "no results" panel, then the hits', async ({ page }) => {
  // Hold back every document-store chunk, as a slow network would, until the term is typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/flexsearch/*-docs-*.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/uitleg/');
  await box(page).click();
  // The index can rank (the result texts are not part of it: they come for the results shown).
  await expect(page.locator('.search')).toHaveAttribute('data-index', /partial|complete/, { timeout: 10_000 });
  await box(page).fill('facturen');
  await page.waitForTimeout(300);
  await expect(page.locator('.no-results')).toHaveCount(0);
  await expect(page.getByRole('option')).toHaveCount(0);
  release();
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Facturen');
});

test('a heading under a result opens its page through the router, scrolled to that heading', async ({ page }) => {
  await page.goto('/uitleg/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await box(page).click();
  // The headings come with the background part of the index.
  await indexComplete(page);
  await box(page).fill('onderdelen controleren');
  const heading = page.locator('.hit-section a', { hasText: 'Onderdelen controleren' });
  await expect(heading).toHaveAttribute('href', '/uitleg/werkplaats/lange-pagina/#onderdelen-controleren');
  await heading.click();
  await expect(page).toHaveURL(/\/uitleg\/werkplaats\/lange-pagina\/#onderdelen-controleren$/);
  await expect(page.locator('#onderdelen-controleren')).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('the headings are options too: the arrow keys reach them and Enter opens the page at the heading', async ({ page }) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('onderdelen controleren');
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Lange pagina');
  await expect(page.getByRole('option').nth(1)).toHaveText('Onderdelen controleren');
  await box(page).press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/uitleg\/werkplaats\/lange-pagina\/#onderdelen-controleren$/);
  await expect(page.locator('#onderdelen-controleren')).toBeInViewport();
});

test('results show where a page lives (its parent sections)', async ({ page }) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await box(page).fill('apk status');
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('APK status');
  await expect(page.getByRole('option').first().locator('.hit-path')).toHaveText('Werkplaats › APK raadplegen');
});

test("a typo that finds nothing is corrected, with 'Bedoelde je …?'", async ({ page }) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('bandenhotle');
  await expect(page.locator('.search-correction')).toHaveText('Bedoelde je bandenhotel?');
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Bandenhotel');
  await page.locator('.search-correction button').click();
  await expect(box(page)).toHaveValue('bandenhotel');
  await expect(page.locator('.search-correction')).toHaveCount(0);
});

test('a term typed before the results code has arrived is searched once it arrives', async ({ page }) => {
  // The input is in the first load; the panel (index, queries, results) is its own chunk, held back here.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/SearchPanel-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/uitleg/');
  await box(page).click();
  await box(page).fill('facturen');
  await page.waitForTimeout(300);
  await expect(page.locator('.search')).toHaveAttribute('data-index', 'none');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Facturen');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await page.getByRole('option').first().getAttribute('id'))!);
});

test('the term clears on a move to a heading of the page on screen, also before the results code has arrived', async ({ page }) => {
  // The panel's chunk is held back: the route change must reach the search state all the same (spec 4).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/SearchPanel-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  await box(page).click();
  await box(page).fill('facturen');
  await page.locator('.toc a[href="#onderdelen-controleren"]').click();
  await expect(page).toHaveURL(/\/uitleg\/werkplaats\/lange-pagina\/#onderdelen-controleren$/);
  await expect(box(page)).toHaveValue('');
  release();
  await expect(page.locator('.search')).toHaveAttribute('data-index', /partial|complete/, { timeout: 10_000 });
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('never an empty list for real words: a compound of known words nowhere together is searched by its parts, and says so', async ({
  page,
}) => {
  await page.goto('/uitleg/');
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('apkfactuur');
  await expect(page.locator('.search-fallback')).toHaveText('Gezocht op delen van het woord: apk factuur.');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.locator('.no-results')).toHaveCount(0);
  // A word that finds nothing in any step is named; the other words decide.
  await box(page).fill('facturen qxzv');
  await expect(page.locator('.search-fallback')).toHaveText("Niets gevonden voor 'qxzv'.");
  await expect(page.getByRole('option').first().locator('.hit-title')).toHaveText('Facturen');
});

test("gibberish: 'Geen resultaten' with the most important pages of the section the visitor is in and the ticket link", async ({
  page,
}) => {
  await page.goto('/uitleg/werkplaats/bandenhotel/');
  await box(page).click();
  await indexComplete(page);
  await box(page).fill('qxzv blorp');
  await expect(page.locator('.no-results')).toHaveText("Geen resultaten voor 'qxzv blorp'. Probeer het opnieuw met een andere zoekterm.");
  const suggested = page.locator('.search-suggested a');
  await expect(suggested.first()).toHaveText('Werkplaats');
  await expect(suggested.first()).toHaveAttribute('href', '/uitleg/werkplaats/');
  await expect(suggested).toContainText(['Werkplaats', 'APK raadplegen', 'Bandenhotel']);
  await expect(page.locator('.search-help a')).toHaveText('Ticket aanmaken');
  await expect(page.locator('.search-help a')).toHaveAttribute('href', '/uitleg/basics/ticket-aanmaken/');
  await suggested.nth(2).click();
  await expect(page.locator('main h1')).toHaveText('Bandenhotel');
});
