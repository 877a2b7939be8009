/**
 * 'Op deze pagina' without script, and in a browser without ::details-content (Safari before 18.4,
 * Firefox before 143; issue 34, B5). Such a browser drops every style rule that names that pseudo-element
 * and every @supports block that asks for it; the test does the same to the page's stylesheet. The TOC
 * must then still be on screen and open on a click, on a wide screen and a narrow one.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ARTICLE = '/uitleg/werkplaats/lange-pagina/';

test.use({ javaScriptEnabled: false });

/** Removes what a browser without ::details-content would not apply. */
async function dropDetailsContentRules(page: Page): Promise<number> {
  return page.evaluate(() => {
    let dropped = 0;
    const drop = (owner: CSSStyleSheet | CSSGroupingRule) => {
      for (let i = owner.cssRules.length - 1; i >= 0; i--) {
        const rule = owner.cssRules[i]!;
        const asks = rule instanceof CSSSupportsRule && rule.conditionText.includes('details-content');
        if (asks && /\bnot\b/.test(rule.conditionText)) throw new Error(`cannot emulate ${rule.conditionText}`);
        if (asks || (rule instanceof CSSStyleRule && rule.selectorText.includes('details-content'))) {
          owner.deleteRule(i);
          dropped++;
        } else if (rule instanceof CSSGroupingRule) drop(rule);
      }
    };
    for (const sheet of document.styleSheets) drop(sheet);
    return dropped;
  });
}

test('with ::details-content and no script, the list shows beside the article on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ARTICLE);
  await expect(page.locator('.toc').getByRole('link', { name: 'Stap 1 van het onderhoud' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`without ::details-content and without script, at ${width} px the TOC shows and opens on a click`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(ARTICLE);
    expect(await dropDetailsContentRules(page)).toBeGreaterThan(0);
    const toc = page.locator('.toc');
    const summary = toc.locator('summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText('Op deze pagina');
    // A pointer click where the title is (not Playwright's click, which would wait for it to take clicks).
    const at = (await summary.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(toc.locator('details')).toHaveAttribute('open', '');
    await expect(toc.getByRole('link', { name: 'Stap 1 van het onderhoud' })).toBeVisible();
  });
}
