/**
 * Hydration takes over the server's article as it is: the content's nodes (its diagrams, its text a
 * reader may have selected, a focused link) are the ones the HTML brought, through hydration and the
 * re-renders that follow it (the client-only share URL, the router, the full menu tree, the search
 * index). React 19 sets `innerHTML` again whenever a `dangerouslySetInnerHTML` object is new, so the
 * body's object must live as long as its HTML (client/templates/DocTemplate.tsx).
 */
import { expect, test } from './fixtures';

const PAGES = ['/uitleg/werkplaats/apk-raadplegen/', '/uitleg/werkplaats/lange-pagina/', '/uitleg/bestaat-niet/'];

for (const path of PAGES) {
  test(`${path}: no node of the article body is replaced after the first paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromContent: string[] }).removedFromContent = removed;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.closest('.content'))
            for (const node of record.removedNodes) removed.push(node.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    const fullNav = page.waitForResponse((response) => /\/nav\/[^/]+\.json$/.test(response.url()));
    await page.goto(path);
    await fullNav;
    await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
    await expect(page.locator('main .content')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedFromContent: string[] }).removedFromContent)).toEqual([]);
  });
}
