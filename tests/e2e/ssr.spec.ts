import { buildId, expect, test } from './fixtures';

for (const [path, title] of [
  ['/', 'Welkom - Autoflex Documentatie'],
  ['/uitleg/werkplaats/', 'Werkplaats - Autoflex Documentatie'],
] as const) {
  test(`${path} renders server-side with lang, title and the hash meta of its page data`, async ({ page, request, consoleErrors }) => {
    // The server HTML itself, before any script runs.
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(`<title>${title}</title>`);

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle(title);
    const meta = await page.locator('meta[name="build-hash"]').getAttribute('content');
    const dataUrl = path === '/' ? '/assets/data/index.json' : `/assets/data${path}index.json`;
    const data = (await (await request.get(dataUrl)).json()) as { hash: string };
    expect(meta).toBe(data.hash);
    expect(meta).toBe(buildId());
    await expect(page.locator('main h1')).toHaveText(title.split(' - ')[0]!);
    expect(consoleErrors).toEqual([]);
  });
}

test('the page hydrates: the sidebar toggle works after load', async ({ page, consoleErrors }) => {
  await page.goto('/uitleg/werkplaats/');
  const toggle = page.getByRole('button', { name: 'Facturen uitklappen' });
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Creditfactuur' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('unknown pages show the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/uitleg/bestaat-niet/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Pagina niet gevonden');
  await expect(page.locator('.requested-path code')).toHaveText('/uitleg/bestaat-niet/');
});

test('favicons and touch icons are real PNGs rendered from the logo', async ({ request }) => {
  for (const path of ['/favicon-16x16.png', '/favicon-32x32.png', '/favicon-96x96.png', '/apple-touch-icon-180x180.png']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
});

test('hashed client assets are cached immutably', async ({ page, request }) => {
  await page.goto('/uitleg/');
  const script = (await page.locator('script[data-modules]').getAttribute('data-modules'))?.split(' ')[0];
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
});
