/**
 * Readers on phones and tablets (issue 26): the header's three buttons, 'Op deze pagina' above the
 * article below 1100 px, and the search box's keyboard and route changes, at 390 px and 1024 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTocIndentsAndJump } from './toc-checks';

const BUTTONS = ['Ticket aanmaken', 'Heb je Autoflex nog niet? Vraag een demo aan', 'Bel met ons!'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 700 },
  { name: 'laptop', width: 1024, height: 600 },
] as const;

const box = (page: Page) => page.getByRole('combobox', { name: 'Zoek in de uitleg' });
const indexComplete = (page: Page) => expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });

/** True when the element's box lies inside the viewport (not hidden, not pushed off the side). */
const insideViewport = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
    });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: viewport.width, height: viewport.height }));

    test('the header buttons are one tap away, with their names', async ({ page }) => {
      await page.goto('/uitleg/werkplaats/');
      if (viewport.width <= 800) await page.getByRole('button', { name: 'Menu openen' }).click();
      for (const name of BUTTONS) {
        const link = page.getByRole('banner').getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        expect(await insideViewport(page, name)).toBe(true);
      }
      // A tap on one leads where it says.
      await page.getByRole('banner').getByRole('link', { name: 'Bel met ons!' }).click();
      await expect(page.locator('main h1')).toHaveText('Helpdesk');
    });

    test("'Op deze pagina' sits above the article, closed, and opens to the side TOC's entries", async ({ page }) => {
      await page.goto('/uitleg/werkplaats/lange-pagina/');
      const toc = page.locator('.toc');
      const summary = toc.locator('summary');
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText('Op deze pagina');
      // Closed by default, above the title.
      await expect(toc.locator('details')).not.toHaveAttribute('open');
      await expect(toc.getByRole('link').first()).toBeHidden();
      const tocBottom = await summary.evaluate((s) => s.getBoundingClientRect().bottom);
      const titleTop = await page.locator('main h1').evaluate((h) => h.getBoundingClientRect().top);
      expect(tocBottom).toBeLessThanOrEqual(titleTop);
      // Keyboard: focus the summary and open it with Enter.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(toc.locator('details')).toHaveAttribute('open', '');
      await expectTocIndentsAndJump(page, toc);
    });

    test('arrow keys keep the highlighted result in view', async ({ page }) => {
      await page.goto('/uitleg/');
      await box(page).click();
      await indexComplete(page);
      await box(page).fill('tekst');
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      const count = await options.count();
      const panel = page.locator('.search-panel');
      // The list overflows its panel: there is something to scroll.
      expect(await panel.evaluate((p) => p.scrollHeight > p.clientHeight)).toBe(true);
      for (let i = 1; i < count; i++) {
        await box(page).press('ArrowDown');
        await expect(options.nth(i)).toHaveAttribute('aria-selected', 'true');
        await expect(options.nth(i)).toBeInViewport();
        const inside = await options.nth(i).evaluate((o) => {
          const p = o.closest('.search-panel')!.getBoundingClientRect();
          const r = o.getBoundingClientRect();
          return r.top >= p.top - 1 && r.bottom <= p.bottom + 1;
        });
        expect(inside, `option ${i} inside the panel`).toBe(true);
      }
      // Wrapping to the first option scrolls back up.
      await box(page).press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      expect(
        await options.first().evaluate((o) => o.getBoundingClientRect().top >= o.closest('.search-panel')!.getBoundingClientRect().top - 1),
      ).toBe(true);
    });

    test('the term clears on a hash-only route change (a TOC entry, a heading result on this page, the address bar)', async ({ page }) => {
      await page.goto('/uitleg/werkplaats/lange-pagina/');
      await box(page).click();
      await indexComplete(page);
      await box(page).fill('remvloeistof');
      await expect(page.getByRole('option').first()).toBeVisible();
      // A TOC entry (inside the collapsible one on smaller screens).
      await box(page).press('Tab');
      const toc = page.locator('.toc');
      if (!(await toc.getByRole('link').first().isVisible())) await toc.locator('summary').click();
      await toc.getByRole('link', { name: 'Stap 5 van het onderhoud' }).click();
      await expect(page).toHaveURL(/#stap-5-van-het-onderhoud$/);
      await expect(box(page)).toHaveValue('');
      // A heading result on the page on screen.
      await box(page).click();
      await box(page).fill('onderdelen controleren');
      const heading = page.locator('.search-panel li.hit-section a').first();
      await expect(heading).toBeVisible();
      await heading.click();
      await expect(page).toHaveURL(/lange-pagina\/#/);
      await expect(box(page)).toHaveValue('');
      // A hash typed in the address bar (the browser makes that history entry, not the router).
      await box(page).click();
      await box(page).fill('remvloeistof');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.goto('/uitleg/werkplaats/lange-pagina/#stap-3-van-het-onderhoud');
      await expect(page.locator('#stap-3-van-het-onderhoud')).toBeInViewport();
      await expect(box(page)).toHaveValue('');
    });
  });
}
