/**
 * Lighthouse (mobile and desktop) for three pages against the deploy bundle on workerd (Miniflare) on loopback, Debian Chromium:
 * the four category scores and LCP / CLS / TBT. `npx tsx bench/lighthouse.ts [contentDir]`.
 * A run that fails to record its trace (NO_NAVSTART, seen now and then in headless Chromium) is retried once.
 */
import { bin, run } from '../scripts/lib/run';
import { serveLocalSite } from '../scripts/lib/miniflare-server';
import { printTable, saveResults } from './lib/report';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string };
}

const CONTENT = process.argv[2] ?? 'content';
const OUT = 'dist/lighthouse-content';
const STATE = 'dist/lighthouse-state';
const server = await serveLocalSite({ content: CONTENT, out: OUT, state: STATE });
const { buildId } = server;

async function audit(url: string, desktop: boolean): Promise<Report> {
  const args = [url, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'];
  if (desktop) args.push('--preset=desktop');
  for (let attempt = 0; ; attempt++) {
    try {
      const report = JSON.parse(await run(bin('lighthouse'), args, { quiet: true, env: { CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } })) as Report;
      if (!report.runtimeError) return report;
      if (attempt >= 1) return report;
    } catch (error) {
      if (attempt >= 1) throw error;
    }
  }
}

const rows: Record<string, string | number>[] = [];
try {
  const nav = (await (await fetch(`${server.url}/nav/${buildId}.json`)).json()) as { children: { path: string; children?: { path: string }[] }[] };
  const section = nav.children.find((c) => c.children?.length) ?? nav.children[0]!;
  const deep = section.children?.[0] ? `/uitleg/${section.path}/${section.children[0].path}/` : `/uitleg/${section.path}/`;
  for (const desktop of [false, true]) {
    for (const path of ['/', `/uitleg/${section.path}/`, deep]) {
      const report = await audit(`${server.url}${path}`, desktop);
      const score = (k: string) => (report.categories[k]?.score == null ? 'n/a' : Math.round(report.categories[k]!.score! * 100));
      rows.push({
        preset: desktop ? 'desktop' : 'mobile', page: path,
        performance: score('performance'), accessibility: score('accessibility'), 'best practices': score('best-practices'), seo: score('seo'),
        'LCP ms': Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
        CLS: (report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        'TBT ms': Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  }
} finally {
  await server.dispose();
}
saveResults('lighthouse', rows, printTable(`Lighthouse 13 (deploy bundle on workerd, ${CONTENT})`, rows));
