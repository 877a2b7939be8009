/**
 * Diagrams a phone can read (issue 25): at a 390 px viewport the smallest text of every diagram
 * renders at 11 px or more, the diagram scrolls sideways in a focusable frame instead of shrinking,
 * and on a desktop it still fits the text column. Rendered text size = smallest font-size in SVG units
 * × rendered width ÷ viewBox width (the SVG is scaled uniformly into the <img>).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const MIN_TEXT_PX = 11;
/** Fixture pages with a diagram. */
const PAGES = ['/uitleg/werkplaats/apk-raadplegen/'];

interface Measured {
  src: string;
  alt: string;
  renderedWidth: number;
  viewBoxWidth: number;
  minFontSize: number;
}

async function measureDiagrams(page: Page): Promise<Measured[]> {
  const images = page.locator('main img[src$=".svg"]');
  const count = await images.count();
  expect(count, 'the page has diagrams to measure').toBeGreaterThan(0);
  const measured: Measured[] = [];
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await image.getAttribute('src'))!;
    const svg = await (await page.request.get(src)).text();
    const viewBox = /<svg\b[^>]*\bviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/.exec(svg);
    expect(viewBox, `${src} has a viewBox`).not.toBeNull();
    const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((m) => Number(m[1]));
    measured.push({
      src,
      alt: (await image.getAttribute('alt')) ?? '',
      renderedWidth: (await image.boundingBox())!.width,
      viewBoxWidth: Number(viewBox![1]),
      minFontSize: sizes.length > 0 ? Math.min(...sizes) : 16,
    });
  }
  return measured;
}

const textPx = (m: Measured) => (m.minFontSize * m.renderedWidth) / m.viewBoxWidth;

for (const path of PAGES) {
  test(`${path}: on a 390 px phone the smallest diagram text is at least ${MIN_TEXT_PX} px and the diagram scrolls by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    for (const m of await measureDiagrams(page)) {
      expect(m.alt.length, `${m.src} keeps its alt text`).toBeGreaterThan(0);
      expect(textPx(m), `${m.src}: ${m.minFontSize} × ${m.renderedWidth.toFixed(0)} / ${m.viewBoxWidth}`).toBeGreaterThanOrEqual(
        MIN_TEXT_PX,
      );
    }
    // The fixture diagram is wider than the phone, so its frame scrolls; the page itself does not.
    const frame = page.locator('main .diagram').first();
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame).toHaveAttribute('aria-label', /Diagram: /);
    const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test(`${path}: on a desktop the diagram fits the text column without scrolling and its text is not shrunk`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    for (const m of await measureDiagrams(page)) expect(textPx(m)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    const frame = page.locator('main .diagram').first();
    expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}
