import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const TEMPLATES = [
  ['home', '/'],
  ['section', '/uitleg/werkplaats/'],
  ['article', '/uitleg/werkplaats/lange-pagina/'],
  ['detail', '/uitleg/werkplaats/detail/'],
  ['wiki', '/wiki/x/OgC1rw/'],
  ['link', '/link/2947874874/'],
  ['link detail', '/link/2947874874/detail/'],
  ['not found', '/404/'],
] as const;

for (const [name, path] of TEMPLATES) {
  test(`${name} (${path}): hydrates without console errors or hydration warnings, no serious axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    // The document's own 404 status is logged by Chromium; it is the page's intended status.
    const errors = consoleErrors.filter((e) => !(path === '/404/' && /status of 404/.test(e)));
    expect(errors).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('client navigation across every template keeps the console clean', async ({ page, consoleErrors }) => {
  await page.goto('/');
  // The detail pages last: on one, a link to a page without a detail variant (a tiny link, the
  // not-found page) opens in a new tab instead, so the product's frame is never left (framed.spec.ts).
  const order = [
    ...TEMPLATES.slice(1).filter(([name]) => !name.includes('detail')),
    ...TEMPLATES.filter(([name]) => name.includes('detail')),
  ];
  for (const [, path] of order) {
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'go';
      link.textContent = 'go';
      (document.body as unknown as { append(n: unknown): void }).append(link);
      link.click();
      link.remove();
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
