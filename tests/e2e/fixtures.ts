/**
 * Playwright test with baseURL from the server global-setup started, console errors collected, and
 * page loads that return once the page is interactive: the client modules start only after the first
 * paint (client/boot-loader.ts), so the `load` event alone no longer means hydrated.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { ROUTER_READY_ATTRIBUTE } from '../../client/app-state';

/** Waits for client navigation after a document load that returned HTML (not for JSON, a bfcache restore or a same-page move). */
async function untilRouterReady(page: Page, response: Response | null, javaScriptEnabled: boolean): Promise<Response | null> {
  if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
    await page.waitForSelector(`html[${ROUTER_READY_ATTRIBUTE}="ready"]`, { state: 'attached' });
  }
  return response;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) =>
        untilRouterReady(page, await load(...args), javaScriptEnabled);
    }
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The build id of the fixture build the server serves. */
export const buildId = (): string => process.env.E2E_BUILD_ID ?? '';
