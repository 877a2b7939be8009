/**
 * A tree written Docusaurus/VitePress/Starlight/GitHub style (tests/fixtures/docs-style): relative
 * links with ./, ../, bare names, folders and anchors, an SVG next to its page, and no site.json.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellKey } from '../../core/kv-keys';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../core/types';
import { BuildErrors } from '../../scripts/content/build-error';
import { buildContent } from '../../scripts/content/pipeline';
import { SITE_DEFAULTS } from '../../scripts/content/site-config';
import { readContentTree } from '../../scripts/lib/read-content';

const TREE = 'tests/fixtures/docs-style';
const ASSETS = { script: '', styles: [], preload: [], templates: {} };
const tree = await readContentTree(TREE);
const build = (sources = tree.sources) => buildContent({ ...tree, sources, assets: ASSETS });
const pageData = (output: ReturnType<typeof build>, slug: string) => output.pages.find((p) => p.data.page.slug === slug)!.data as PageData;

describe('a Docusaurus-style tree with relative links', () => {
  const output = build();

  it('builds without errors and without site.json', () => {
    expect(tree.siteJson).toBeNull();
    expect(output.stats.pages).toBe(7);
  });

  it('renders every relative link as the absolute slug with a trailing slash, anchors kept', () => {
    const hrefs = (slug: string) =>
      [...pageData(output, slug).page.html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]).filter((h) => !h!.startsWith('#'));
    expect(hrefs('/')).toEqual(['/uitleg/', '/uitleg/werkplaats/werkorder-aanmaken/']);
    expect(hrefs('/uitleg')).toEqual(['/uitleg/werkplaats/', '/uitleg/apk/']);
    expect(hrefs('/uitleg/werkplaats')).toEqual([
      '/uitleg/werkplaats/werkorder-aanmaken/',
      '/uitleg/werkplaats/werkorder-statussen/#status-gereed',
    ]);
    expect(hrefs('/uitleg/werkplaats/werkorder-aanmaken')).toEqual(['/uitleg/werkplaats/werkorder-statussen/', '/uitleg/apk/#herkeuring']);
    expect(hrefs('/uitleg/werkplaats/werkorder-statussen')).toEqual(['/uitleg/werkplaats/', '/uitleg/werkplaats/werkorder-aanmaken/']);
    expect(hrefs('/uitleg/apk')).toEqual(['/uitleg/werkplaats/werkorder-aanmaken/#stappen']);
  });

  it('serves an SVG kept next to its page under /images/ and points the page at it', () => {
    const src = /<img src="([^"]+)"/.exec(pageData(output, '/uitleg/werkplaats/werkorder-aanmaken').page.html)?.[1];
    expect(src).toMatch(/^\/images\/werkorder-schema-[0-9a-f]{8}\.svg$/);
    const image = output.values.find((v) => v.url === src);
    expect(image?.body).toBe(readFileSync(join(TREE, 'uitleg/werkplaats/img/werkorder-schema.svg'), 'utf8'));
  });

  it('takes the documented defaults for every site setting', () => {
    const shell = JSON.parse(output.values.find((v) => v.key === shellKey())!.body as string) as { site: unknown };
    expect(shell.site).toEqual(SITE_DEFAULTS);
  });

  it('fails on one broken relative link with its file and line, and on a missing anchor', () => {
    const broken = tree.sources.map((s) =>
      s.path === 'uitleg/apk/index.md'
        ? { ...s, text: s.text.replace('werkorder-aanmaken.md#stappen', 'werkorder-aanmaak.md#stappen') }
        : s,
    );
    expect(() => build(broken)).toThrow(BuildErrors);
    try {
      build(broken);
    } catch (error) {
      expect((error as BuildErrors).errors.map((e) => e.message)).toEqual([
        "uitleg/apk/index.md:13: link to '../werkplaats/werkorder-aanmaak.md#stappen' (/uitleg/werkplaats/werkorder-aanmaak/#stappen): no such page (did you mean '../werkplaats/werkorder-aanmaken.md'?)",
      ]);
    }
    const badAnchor = tree.sources.map((s) =>
      s.path === 'uitleg/werkplaats/index.md' ? { ...s, text: s.text.replace('#status-gereed', '#status-klaar') } : s,
    );
    expect(() => build(badAnchor)).toThrow(
      /^uitleg\/werkplaats\/index\.md:14: link to 'werkorder-statussen\.md#status-klaar' \(\/uitleg\/werkplaats\/werkorder-statussen\/#status-klaar\): page has no heading '#status-klaar' \(headings there: #status-gereed\)$/,
    );
  });
});

describe('the command line on that tree', () => {
  const tsx = join('node_modules', '.bin', 'tsx');
  const run = (content: string, out: string) => {
    try {
      return {
        code: 0,
        output: execFileSync(tsx, ['scripts/content/index.ts', '--content', content, '--out', out, '--client', 'tests/fixtures/client'], {
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { code: e.status, output: `${e.stdout}${e.stderr}` };
    }
  };

  it('builds it as it is, and writes nothing when one relative link breaks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-style-'));
    try {
      expect(run(TREE, join(dir, 'ok')).code).toBe(0);
      expect(existsSync(join(dir, 'ok', 'kv.json'))).toBe(true);
      const copy = join(dir, 'tree');
      cpSync(TREE, copy, { recursive: true });
      const file = join(copy, 'uitleg/werkplaats/werkorder-aanmaken.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('../apk/index.md#herkeuring', '../apk/herkeuring.md'));
      const failed = run(copy, join(dir, 'bad'));
      expect(failed.code).toBe(1);
      expect(failed.output).toContain(
        "uitleg/werkplaats/werkorder-aanmaken.md:15: link to '../apk/herkeuring.md' (/uitleg/apk/herkeuring/): no such page",
      );
      expect(existsSync(join(dir, 'bad'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
