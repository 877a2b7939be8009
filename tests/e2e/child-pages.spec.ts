/** Section pages and the root list their child pages under the author's text, server-rendered. */
import { expect, test } from './fixtures';

const CASES = [
  ['a section', '/uitleg/werkplaats/', ['APK raadplegen', 'Bandenhotel', 'Lange pagina', 'Brede inhoud']],
  ['the root', '/uitleg/', ['Basics', 'Werkplaats', 'Facturen']],
] as const;

for (const [name, path, titles] of CASES) {
  test(`${name} (${path}) lists its child pages in sidebar order, in the HTML, without layout shift`, async ({ page, request }) => {
    // Server-rendered: the list is in the HTML before any script runs.
    const html = await (await request.get(path)).text();
    const list = /<nav class="child-pages"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect([...list.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => m[2])).toEqual([...titles]);
    expect(list).toContain('Fixture-pagina');

    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    const items = page.locator('main .child-pages li');
    await expect(items.locator('a')).toHaveText([...titles]);
    // Under the author's text, before the article footer.
    const order = await page.evaluate(() => {
      const content = document.querySelector('main .content')!;
      const list = document.querySelector('main .child-pages')!;
      const footer = document.querySelector('main .article-footer')!;
      return [
        content.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
        list.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ];
    });
    expect(order).toEqual([4, 4]);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);

    // Following a card is a client navigation to that page.
    await items.locator('a').first().click();
    await expect(page.locator('main h1')).toHaveText(titles[0]);
  });
}

test('an article without children has no list', async ({ request }) => {
  const html = await (await request.get('/uitleg/werkplaats/lange-pagina/')).text();
  expect(html).not.toContain('class="child-pages"');
});
