/** Menu items that are not pages (spec 2, Sidebar menu), from site.json `menu`: an in-page anchor and an external link. */
import { expect, test } from './fixtures';

test('the sidebar shows an anchor item that opens its heading, and an external item in a new tab', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/apk-raadplegen/');
  const sidebar = page.locator('#sidebar');
  const external = sidebar.getByRole('link', { name: 'RDW (extern)' });
  await expect(external).toHaveAttribute('href', 'https://www.rdw.nl/');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  // Ordered among the pages by `order`: the anchor (0) first, the external link (100) last.
  const names = await sidebar.locator('li:has(> .item > a[href="/uitleg/werkplaats/"]) > ul > li > .item > a').allTextContents();
  expect(names[0]).toBe('Tweede kop (werkplaats)');
  expect(names.at(-1)).toBe('RDW (extern)');
  const anchor = sidebar.getByRole('link', { name: 'Tweede kop (werkplaats)' });
  await expect(anchor).toHaveAttribute('href', '/uitleg/werkplaats/#tweede-kop');
  await anchor.click();
  await expect(page.locator('main h1')).toHaveText('Werkplaats');
  await expect(page).toHaveURL(/\/uitleg\/werkplaats\/#tweede-kop$/);
  await expect(page.locator('#tweede-kop')).toBeInViewport();
});
