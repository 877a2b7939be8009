/**
 * Back/forward cache eligibility (issue 12, item 5), in a Chromium that has the cache on, left the way
 * Lighthouse's bf-cache audit leaves a page: to chrome://terms and back through the DevTools protocol.
 */
import { CHROMIUM_LAUNCH } from '../../scripts/lib/chromium';
import { expect, test } from './fixtures';

// Playwright turns the cache off by default (--disable-back-forward-cache); a visitor's Chromium has it on.
test.use({
  launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

for (const [path, settle] of [
  ['/', true],
  ['/uitleg/werkplaats/', false],
  ['/uitleg/werkplaats/bandenhotel/', false],
] as const) {
  test(`${path} is restored from the back/forward cache${settle ? ' after the idle loads' : ' when left right after hydration'}`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const reasons: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => {
      for (const r of event.notRestoredExplanations) reasons.push(`${r.type}: ${r.reason}`);
    });
    await page.goto(path);
    // Hydrated (the router is running; there is no marker for it that older code also sets), and
    // either the idle loads done or still under way.
    await page.waitForTimeout(400);
    if (settle) await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    await cdp.send('Page.navigate', { url: 'chrome://terms' });
    await page.waitForTimeout(300);
    await cdp.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex]!.id });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForTimeout(300);
    expect(reasons).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
}
