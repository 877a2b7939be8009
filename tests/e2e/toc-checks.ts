/** The spec's TOC behaviour (section 2, Table of contents), checked the same way wherever a TOC is shown. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Indents in steps by heading level (H2–H6 on the long fixture page), and an entry jumps to its heading. */
export async function expectTocIndentsAndJump(page: Page, toc: Locator): Promise<void> {
  const indents = await toc.locator('li').evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-indent'))));
  expect(new Set(indents)).toEqual(new Set([2, 4, 6, 8, 10]));
  const paddings = await toc.locator('li').evaluateAll((items) => items.map((li) => parseFloat(getComputedStyle(li).paddingLeft)));
  expect(paddings[0]).toBeLessThan(paddings[indents.indexOf(10)]!);
  await toc.getByRole('link', { name: 'Stap 7 van het onderhoud' }).click();
  await expect(page).toHaveURL(/#stap-7-van-het-onderhoud$/);
  await expect(page.locator('#stap-7-van-het-onderhoud')).toBeInViewport();
}
