/**
 * A first visit measured in a real browser on a throttled connection, not simulated: Chromium with
 * DevTools throttling like Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
 * 4× CPU), an empty cache per run, against the deploy bundle on workerd. Reports first contentful
 * paint, largest contentful paint and when client navigation runs (`data-router="ready"`), median and
 * worst of RUNS runs (default 5) for home, a section and an article. `npx tsx bench/first-visit.ts`.
 */
import { chromium } from 'playwright-core';
import { ROUTER_READY_ATTRIBUTE } from '../client/app-state';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { percentile, printTable, saveResults } from './lib/report';
import { CHROMIUM_LAUNCH } from '../scripts/lib/chromium';

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const server = await serveLocalSite({ content: 'content', out: 'dist/nav-bench-content', state: 'dist/nav-bench-state' });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const rows: Record<string, string>[] = [];
try {
  for (const path of ['/', '/uitleg/basics/', '/uitleg/basics/eerste-stappen/']) {
    const figures = { fcp: [] as number[], lcp: [] as number[], ready: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(
        `new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`,
      );
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector(`html[${ROUTER_READY_ATTRIBUTE}="ready"]`, { state: 'attached', timeout: 60_000 });
      const ready = (await page.evaluate('performance.now()')) as number;
      const { fcp, lcp } = (await page.evaluate(
        `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp: window.__lcp ?? 0 })`,
      )) as { fcp: number; lcp: number };
      figures.fcp.push(fcp);
      figures.lcp.push(lcp);
      figures.ready.push(ready);
      await context.close();
    }
    const cell = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${Math.round(percentile(sorted, 50))} (max ${Math.round(sorted[sorted.length - 1]!)})`;
    };
    rows.push({ page: path, 'FCP ms': cell(figures.fcp), 'LCP ms': cell(figures.lcp), 'router ready ms (≤)': cell(figures.ready) });
  }
} finally {
  await browser.close();
  await server.dispose();
}
saveResults('first-visit', rows, printTable(`First visit, DevTools throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${RUNS}`, rows));
