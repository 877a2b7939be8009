import { expect, test } from './fixtures';

test('share: copy the link with feedback, mail it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/uitleg/facturen/creditfactuur/');
  const share = page.getByRole('group', { name: 'Delen' });
  await share.getByRole('button', { name: 'Link kopiëren' }).click();
  await expect(share.getByRole('status')).toHaveText('Link gekopieerd');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/uitleg/facturen/creditfactuur/`);
  await expect(share.getByRole('link', { name: 'Mailen' })).toHaveAttribute('href', /^mailto:\?subject=Creditfactuur&body=/);
});

test('every heading has a copy-link anchor shown on focus', async ({ page }) => {
  await page.goto('/uitleg/werkplaats/lange-pagina/');
  const anchors = page.locator('.content h2 .heading-anchor');
  expect(await anchors.count()).toBe(await page.locator('.content h2').count());
  await anchors.first().focus();
  await expect(anchors.first()).toHaveCSS('opacity', '1');
});

test('related articles, previous/next, last updated and feedback under an article', async ({ page }) => {
  await page.goto('/uitleg/facturen/creditfactuur/');
  const related = page.getByRole('region', { name: 'Gerelateerde artikelen' });
  const items = related.locator('li');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(5);
  await expect(related.locator('a[href="/uitleg/facturen/creditfactuur/"]')).toHaveCount(0);
  const prevNext = page.getByRole('navigation', { name: 'Vorige en volgende' });
  await expect(prevNext.locator('a[rel="prev"]')).toHaveAttribute('href', '/uitleg/facturen/factuur-maken/');
  await expect(page.locator('.updated')).toHaveText(
    /^Laatst bijgewerkt: \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
  );
  await page.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Bedankt voor je reactie!')).toBeVisible();
  await prevNext.locator('a[rel="prev"]').click();
  await expect(page.locator('main h1')).toHaveText('Factuur maken');
  await expect(page.getByRole('button', { name: 'Ja' })).toBeVisible();
});

test('article pages carry Article JSON-LD; detail, wiki and link variants are noindex', async ({ page, request }) => {
  const html = await (await request.get('/uitleg/facturen/creditfactuur/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string },
  );
  expect(blocks.map((b) => b['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
  expect(html).not.toContain('name="robots"');
  for (const path of ['/uitleg/facturen/creditfactuur/detail/', '/wiki/x/OgC1rw/', '/link/2947874874/']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('the sitemap lists every documentation page and nothing else', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const nav = (await (await request.get('/uitleg/')).text()).match(/"hash":"([0-9a-f]{12})"/)![1]!;
  type Item = { path: string; element: string; external_link?: string; children?: unknown[] };
  const tree = (await (await request.get(`/nav/${nav}.json`)).json()) as Item;
  const all: string[] = ['/'];
  const walk = (item: Item, prefix: string) => {
    // Menu items that are not pages (site.json 'menu': a heading, another site) have no URL of their own.
    if (item.external_link || item.element.startsWith('#')) return;
    const href = `${prefix}${item.path}/`;
    all.push(href);
    for (const child of (item.children ?? []) as Item[]) walk(child, href);
  };
  walk(tree, '/');
  expect([...paths].sort()).toEqual([...all].sort());
});
