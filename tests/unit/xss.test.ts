import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/pipeline';
import { createMemoryKv, NODE_EXECUTION_CONTEXT } from '../../scripts/lib/memory-kv';
import { createApp } from '../../worker/app';
import { input, page, validTree } from './build-fixtures';

const hostile = page('uitleg/werkplaats/aanval.md', '666', '"<img src=x onerror=alert(1)>"', {
  extra: '',
  body: [
    'Tekst met <script>alert(1)</script> en <img src=x onerror=alert(2)> en <svg onload=alert(3)></svg> die nergens mag uitkomen voor de monteur in de werkplaats vandaag en morgen niet.',
    '',
    '<iframe src="https://evil.example/"></iframe>',
    '',
    '[klik](/uitleg/werkplaats/) <a href="javascript:alert(4)">hier</a> en **vet**.',
    '',
    '## Kop <b onmouseover=alert(5)>vet</b>',
  ].join('\n'),
});
const output = buildContent(
  input([...validTree(), { ...hostile, text: hostile.text.replace('description: Over', 'description: <script>alert(6)</script> Over') }]),
);
const app = createApp();
const fetchHtml = async (path: string) =>
  (
    await app.fetch(
      new Request(`https://x.nl${path}`),
      { CONTENT: createMemoryKv(output.kv), BUILD_ID: output.buildId },
      NODE_EXECUTION_CONTEXT,
    )
  ).text();

describe('hostile content never survives the build or the render', () => {
  it('body HTML keeps the text but no script, handler, iframe or javascript: URL', () => {
    const value = output.values.find((v) => v.url === '/assets/data/uitleg/werkplaats/aanval/index.json')!;
    const html = (JSON.parse(value.body as string) as { page: { html: string } }).page.html;
    expect(html).not.toMatch(/<script|onerror|onload|onmouseover|<iframe|javascript:|<svg/i);
    expect(html).toContain('<strong>vet</strong>');
  });

  it('HTML in front matter is escaped in title, meta, breadcrumbs and state', async () => {
    const html = await fetchHtml('/uitleg/werkplaats/aanval/');
    expect(html).not.toMatch(/<img src=x|<script>alert/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('\\u003cscript\\u003ealert(6)');
  });

  it('not-found paths are echoed escaped', async () => {
    const html = await fetchHtml('/%3Csvg%20onload=alert(1)%3E/');
    expect(html).not.toMatch(/<svg onload/);
    expect(html).toContain('&lt;svg onload=alert(1)&gt;');
  });

  it('a search term in the query string is never echoed into the page (search runs in the browser)', async () => {
    for (const path of ['/uitleg/?q=%3Cscript%3Exss-marker', '/bestaat-niet/?q=%22%3E%3Cimg%20src=x%20onerror=xss-marker%3E']) {
      const html = await fetchHtml(path);
      expect(html).toContain('<html lang="nl"');
      expect(html).not.toContain('xss-marker');
    }
  });
});
