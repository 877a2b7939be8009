/** Layouts (spec 2): the bare /detail/ variant, breadcrumbs, and the sidebar on small and large screens. */
import { expect, test } from './fixtures';

test('/detail/ uses the bare layout', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/detail/');
  await expect(page.locator('main h1')).toHaveText('Werkplaats');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('#sidebar')).toHaveCount(0);
  await expect(page.locator('.toc')).toHaveCount(0);
  await expect(page.locator('.breadcrumbs')).toHaveCount(0);
});

test('breadcrumbs: none below two crumbs, links except the last, ">" separators', async ({ page }) => {
  await page.goto('/uitleg/');
  await expect(page.locator('.breadcrumbs')).toHaveCount(0);
  await page.goto('/uitleg/werkplaats/apk-raadplegen/apk-status/');
  const crumbs = page.locator('.breadcrumbs li');
  await expect(crumbs).toHaveCount(4);
  await expect(page.locator('.breadcrumbs a')).toHaveText(['Uitleg', 'Werkplaats', 'APK raadplegen']);
  await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText('APK status');
  await expect(page.locator('.breadcrumbs .separator')).toHaveText(['>', '>', '>']);
});

test('hamburger at 375 px toggles the sidebar, dims the content, Escape closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/uitleg/werkplaats/');
  const sidebar = page.locator('#sidebar');
  const hamburger = page.getByRole('button', { name: 'Menu openen' });
  await expect(sidebar).toBeHidden();
  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await expect(page.locator('.scrim')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(page.locator('.scrim')).toHaveCount(0);
  await expect(hamburger).toBeFocused();
});

test('sidebar: group of the current page open, toggle closes it, clicking a group item opens it', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/apk-raadplegen/');
  await expect(page.locator('#sidebar').getByRole('link', { name: 'APK status' })).toBeVisible();
  await page.getByRole('button', { name: 'Werkplaats inklappen' }).click();
  await expect(page.locator('#sidebar').getByRole('link', { name: 'APK status' })).toHaveCount(0);
  await page.locator('#sidebar').getByRole('link', { name: 'Facturen' }).click();
  await expect(page.locator('main h1')).toHaveText('Facturen');
  await expect(page.locator('#sidebar').getByRole('link', { name: 'Creditfactuur' })).toBeVisible();
});

test('the open sidebar closes by itself when a link in it navigates (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/uitleg/werkplaats/');
  const sidebar = page.locator('#sidebar');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Facturen' }).click();
  await expect(page.locator('main h1')).toHaveText('Facturen');
  await expect(sidebar).toBeHidden();
  await expect(page.locator('.scrim')).toHaveCount(0);
});
