/**
 * The writer's loop on `npm run dev -- --content DIR` (a temp copy of the fixture tree): a save shows in
 * the open page without a reload, a broken link shows as an overlay with file:line until it is fixed,
 * added and deleted pages follow in the nav (an open deleted page shows the not-found page), and every
 * claim to confirm is highlighted (readers of production never see that: tests/worker/claims-highlight.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getFreePort } from '../../scripts/lib/run';

let server: ChildProcess | null = null;
let root = '';
let base = '';

const file = (path: string) => join(root, path);
const edit = (path: string, change: (text: string) => string) => writeFileSync(file(path), change(readFileSync(file(path), 'utf8')));

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  cpSync('tests/fixtures/content', root, { recursive: true });
  const port = await getFreePort();
  base = `http://localhost:${port}`;
  // Its own process group, so the dev server and Vite under it stop together.
  server = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/dev.ts', '--content', root], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port) },
  });
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/uitleg/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('npm run dev did not answer');
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(root, { recursive: true, force: true });
});

/** Opens a page and waits until the live-content client has connected. */
async function open(page: import('@playwright/test').Page, path: string) {
  await page.goto(`${base}${path}`);
  await page.waitForSelector('html[data-content-build]', { state: 'attached', timeout: 30_000 });
  await page.evaluate(() => ((window as unknown as { devLoopMarker: number }).devLoopMarker = 42));
}

const marker = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { devLoopMarker?: number }).devLoopMarker);

test('a save shows in the open page without a reload, keeping the scroll position', async ({ page }) => {
  await open(page, '/uitleg/werkplaats/lange-pagina/');
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  edit(
    'uitleg/werkplaats/lange-pagina.md',
    (t) => t.replace(/^title: .*$/m, 'title: Lange pagina live bewerkt') + '\nEen zin die live verschijnt.\n',
  );
  await expect(page.locator('main h1')).toHaveText('Lange pagina live bewerkt');
  await expect(page.getByText('Een zin die live verschijnt.')).toBeVisible();
  expect(await marker(page)).toBe(42);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a broken link shows an overlay with file:line until the next good save', async ({ page }) => {
  await open(page, '/uitleg/werkplaats/bandenhotel/');
  const good = readFileSync(file('uitleg/werkplaats/bandenhotel.md'), 'utf8');
  const line = good.split('\n').length + 1;
  writeFileSync(file('uitleg/werkplaats/bandenhotel.md'), `${good}\nZie [weg](/uitleg/bestaat-niet/).\n`);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toHaveCount(1);
  await expect(overlay.locator('.message')).toContainText(`uitleg/werkplaats/bandenhotel.md:${line}`);
  writeFileSync(file('uitleg/werkplaats/bandenhotel.md'), good);
  await expect(overlay).toHaveCount(0);
  expect(await marker(page)).toBe(42);
});

test('every claim to confirm is highlighted with the note "nog te bevestigen", a claim added by a save too', async ({ page }) => {
  await open(page, '/uitleg/werkplaats/bandenhotel/');
  await expect(page.locator('html')).toHaveAttribute('data-show-claims', '');
  // The fixture page marks two claims: {?**Bandenhotel**?} and {?Tekst onder de eerste kop.?}
  const claims = page.locator('article .content .claim');
  await expect(claims).toHaveCount(2);
  for (const claim of await claims.all()) {
    expect(await claim.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"nog te bevestigen"');
    expect(await claim.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('dashed');
  }
  await expect(claims.first()).toHaveText('Bandenhotel');
  const good = readFileSync(file('uitleg/werkplaats/bandenhotel.md'), 'utf8');
  writeFileSync(
    file('uitleg/werkplaats/bandenhotel.md'),
    `${good}
{?Een bewering die een save toevoegt.?}
`,
  );
  await expect(claims).toHaveCount(3);
  await expect(page.locator('article.doc')).toHaveAttribute('data-claims', '3');
  writeFileSync(file('uitleg/werkplaats/bandenhotel.md'), good);
  await expect(claims).toHaveCount(2);
  expect(await marker(page)).toBe(42);
});

test('added and deleted pages follow in the nav; an open deleted page shows not-found', async ({ page, context }) => {
  await open(page, '/uitleg/werkplaats/');
  const nav = page.locator('nav a', { hasText: 'Uitlijnen live' });
  await expect(nav).toHaveCount(0);
  writeFileSync(
    file('uitleg/werkplaats/uitlijnen.md'),
    '---\nid: "2129999"\ntitle: Uitlijnen live\ndescription: Een pagina die live verschijnt.\nlabels: [test]\norder: 5\n---\n\n' +
      'Deze pagina is toegevoegd terwijl de dev-server draait, met genoeg woorden voor de controle op lengte van de build.\n\n## Kop\n\nTekst.\n',
  );
  await expect(nav.first()).toBeVisible();
  const other = await context.newPage();
  await open(other, '/uitleg/werkplaats/uitlijnen/');
  await expect(other.locator('main h1')).toHaveText('Uitlijnen live');
  unlinkSync(file('uitleg/werkplaats/uitlijnen.md'));
  await expect(nav).toHaveCount(0);
  await expect(other.locator('main h1')).toHaveText('Pagina niet gevonden');
  expect(await marker(other)).toBe(42);
  expect(await marker(page)).toBe(42);
});
