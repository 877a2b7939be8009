/**
 * Client navigation time in Chromium (click → new content painted), with and without prefetch,
 * median of 20 each, against the deploy bundle on workerd (Miniflare) on loopback. `npx tsx bench/navigation.ts [contentDir]`.
 */
import { chromium } from 'playwright-core';
import { ROUTER_READY_ATTRIBUTE } from '../client/app-state';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { percentile, printTable, saveResults } from './lib/report';
import { CHROMIUM_LAUNCH } from '../scripts/lib/chromium';

const CONTENT = process.argv[2] ?? 'content';
const OUT = 'dist/nav-bench-content';
const STATE = 'dist/nav-bench-state';
const server = await serveLocalSite({ content: CONTENT, out: OUT, state: STATE });
const { buildId } = server;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const nav = (await (await fetch(`${server.url}/nav/${buildId}.json`)).json()) as { children: { path: string; name: string }[] };
  const targets = nav.children.slice(0, 20).map((c) => `/uitleg/${c.path}/`);
  const measure = async (prefetch: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A fresh context per run: an empty HTTP cache without Playwright's request interception, which
      // adds hundreds of milliseconds per request on this machine and would dominate the figure.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/uitleg/`);
      // The client modules start after the first paint: a click before the router runs is a full page load.
      await page.waitForSelector(`html[${ROUTER_READY_ATTRIBUTE}="ready"]`, { state: 'attached' });
      await page.waitForTimeout(Number(process.env.NAV_WAIT ?? 400));
      const target = targets[i % targets.length]!;
      if (prefetch) {
        await page.evaluate((t) => fetch(t === '/' ? '/assets/data/index.json' : `/assets/data${t}index.json`), target);
        // Let the page's own prefetch (link in view for 250 ms) fill its cache.
        await page.waitForTimeout(600);
      }
      // A string, not a function: tsx would add helpers the page does not have.
      const to = JSON.stringify(prefetch ? targets[0]! : target);
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const link = Object.assign(document.createElement('a'), { href: ${to}, textContent: 'x' });
        document.body.appendChild(link);
        const before = document.querySelector('main h1')?.textContent;
        const start = performance.now();
        const check = () => (document.querySelector('main h1')?.textContent !== before ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check));
        link.click();
        check();
      })`)) as number;
      times.push(ms);
      await context.close();
    }
    return times.sort((a, b) => a - b);
  };
  const cold = await measure(false);
  const warm = await measure(true);
  const rows = [
    { case: 'without prefetch', 'median ms': percentile(cold, 50).toFixed(1), 'p95 ms': percentile(cold, 95).toFixed(1) },
    { case: 'prefetched (link in view)', 'median ms': percentile(warm, 50).toFixed(1), 'p95 ms': percentile(warm, 95).toFixed(1) },
  ];
  saveResults('navigation', rows, printTable(`Client navigation, click → painted (Chromium, ${CONTENT})`, rows));
} finally {
  await browser.close();
  await server.dispose();
}
