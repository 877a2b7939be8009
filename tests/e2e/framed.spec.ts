/**
 * Inside the product's frame a reader stays inside (issue 26): a detail page is framed by an allowed
 * origin (embedOrigins of the fixture site.json) and every link on it is followed, with the router and
 * with a forced full load (the navigation chunk blocked, so every click is a plain page load). The frame
 * must never land on a page whose CSP refuses that origin: each document it loads allows the origin,
 * and a link that has no detail variant opens in a new tab instead.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const EMBEDDER = 'https://app.autoflex.nl';
/**
 * The site as the product frames it: over https under a public name. The test server is plain http on
 * loopback, which Chromium will not load into a public https page (mixed content, local network
 * access), so this name is routed to it and the server's own responses (headers included) pass through.
 */
const SITE = 'https://uitleg.autoflex.test';
const START = '/uitleg/werkplaats/detail/';

/** Documents loaded into the frame, with the frame-ancestors they allow. */
interface FrameLoad {
  url: string;
  frameAncestors: string;
  status: number;
}

/** Serves the embedding page from the allowed origin and records every document the frame loads. */
async function embed(page: Page, baseURL: string, path: string, fullLoads: boolean): Promise<{ frame: () => Frame; loads: FrameLoad[] }> {
  const loads: FrameLoad[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || request.frame() === page.mainFrame()) return;
    const csp = response.headers()['content-security-policy'] ?? '';
    loads.push({ url: response.url(), status: response.status(), frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '' });
  });
  await page.route(`${EMBEDDER}/embed.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Autoflex</title><iframe name="help" src="${SITE}${path}" style="width:900px;height:700px"></iframe>`,
    }),
  );
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    // Forced full loads: without the navigation chunk there is no router, every click is a page load.
    if (fullLoads && url.pathname.startsWith('/assets/js/navigation-')) return route.abort();
    const target = { url: `${baseURL}${url.pathname}${url.search}`, maxRedirects: 0 };
    try {
      // A pooled connection the local server had just closed resets once; the GET is sent again.
      const response = await route.fetch(target).catch((error: unknown) => {
        if (/ECONNRESET|socket hang up/i.test(String(error))) return route.fetch(target);
        throw error;
      });
      await route.fulfill({ response });
    } catch (error) {
      // The frame navigated on (the next click) before this answer arrived: nothing is waiting for it.
      if (!/disposed|closed|test ended/i.test(String(error))) throw error;
    }
  });
  // Through the frame: the fixture's page.goto would wait for this page's (absent) router.
  await page.mainFrame().goto(`${EMBEDDER}/embed.html`);
  const frame = () => page.frame({ name: 'help' })!;
  await expect.poll(() => frame()?.url()).toContain(path);
  await frame().waitForSelector('main h1');
  return { frame, loads };
}

/** The links of the detail page, as the reader sees them. */
async function getLinks(frame: Frame) {
  return frame.locator('main a[href]').evaluateAll((anchors) =>
    anchors.map((a, index) => ({
      index,
      href: a.getAttribute('href')!,
      target: a.getAttribute('target'),
      text: (a.textContent ?? '').trim(),
    })),
  );
}

// Answers still in flight when a test ends must not fail the next test (seen once in CI: "route.fetch: Test ended").
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

for (const mode of ['router', 'full load'] as const) {
  test(`every link on a framed detail page stays inside the frame or opens a new tab (${mode})`, async ({ page, baseURL, context }) => {
    test.setTimeout(90_000);
    const fullLoads = mode === 'full load';
    const first = await embed(page, baseURL!, START, fullLoads);
    const links = await getLinks(first.frame());
    // Every kind of link the page has: body links (with and without a hash), in-page anchors, an
    // external link, mailto, child pages, related articles, previous/next.
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      if (link.href.startsWith('mailto:')) continue;
      await page.mainFrame().goto('about:blank');
      const { frame, loads } = await embed(page, baseURL!, START, fullLoads);
      if (mode === 'router') await frame().waitForSelector('html[data-router="ready"]', { state: 'attached' });
      const before = loads.length;
      const anchor = frame().locator('main a[href]').nth(link.index);
      if (link.target === '_blank') {
        const popup = context.waitForEvent('page');
        await anchor.click();
        await (await popup).close();
        expect(frame().url(), `${link.text} (${link.href}) left the frame alone`).toContain(START);
        continue;
      }
      await anchor.click();
      if (link.href.startsWith('#')) {
        // A jump within the page: the frame keeps its document (the hash itself is the router's or the browser's business).
        await expect.poll(() => frame().url()).toContain(START);
        expect(loads.length, `${link.href} loaded no document`).toBe(before);
        continue;
      }
      await expect.poll(() => frame().url(), `${link.text} (${link.href})`).not.toBe(`${SITE}${START}`);
      for (const load of loads.slice(before)) {
        expect(load.frameAncestors, `${load.url} may be framed by ${EMBEDDER}`).toContain(EMBEDDER);
      }
      expect(frame().url(), `${link.text} (${link.href}): not the browser's refused page`).not.toMatch(/^chrome-error:/);
      await frame().waitForSelector('main h1');
      expect(frame().url(), `${link.text} (${link.href}) leads to a detail page`).toContain('/detail/');
      if (fullLoads) expect(loads.length, `${link.text} (${link.href}) was a full load`).toBeGreaterThan(before);
    }
  });
}
