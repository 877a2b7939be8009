/**
 * CLS 0 (issue 26): nothing on the home, section or article page moves after it first paints, neither
 * when the client hydrates nor when the router, the full menu tree and the search index arrive.
 */
import { expect, test } from './fixtures';

const PAGES = {
  home: '/',
  section: '/uitleg/werkplaats/',
  article: '/uitleg/werkplaats/lange-pagina/',
  'article with a diagram': '/uitleg/werkplaats/apk-raadplegen/',
};
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
  { width: 390, height: 700 },
];

/** The layout shifts of the page so far (buffered: from the first paint on), without those after input. */
const getShifts = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    resolve(list.getEntries().filter((e) => !e.hadRecentInput).map((e) => ({ value: e.value, sources: (e.sources || []).map((s) => s.node ? (s.node.className || s.node.nodeName) : '?') })));
  }).observe({ type: 'layout-shift', buffered: true });
  // No entry at all: the observer is not called; give it a moment.
  setTimeout(() => resolve([]), 500);
})`;

for (const viewport of VIEWPORTS) {
  for (const [name, path] of Object.entries(PAGES)) {
    test(`no layout shift on the ${name} page at ${viewport.width} px, through hydration and what loads after`, async ({ page }) => {
      // As on phones and Safari/Edge, which have a share sheet (this Chromium has none): what only the
      // client can know must not move the page either.
      await page.addInitScript(() => {
        if (!('share' in navigator)) Object.defineProperty(navigator, 'share', { value: () => Promise.resolve(), configurable: true });
      });
      await page.setViewportSize(viewport);
      await page.goto(path);
      // The router is ready (the fixture waited for data-router); then the idle work: full menu tree, search index.
      await expect(page.locator('.search')).toHaveAttribute('data-index', 'complete', { timeout: 10_000 });
      await page.waitForTimeout(300);
      const shifts = (await page.evaluate(getShifts)) as { value: number; sources: string[] }[];
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts)).toBe(0);
    });
  }
}
