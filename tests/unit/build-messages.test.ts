/** Every content mistake gets one clear message at its line (issue 22, item 7); nothing passes silently. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellKey } from '../../core/kv-keys';
import { BuildErrors } from '../../scripts/content/build-error';
import type { SourceFile } from '../../scripts/content/front-matter';
import { buildContent, type BuildOutput } from '../../scripts/content/pipeline';
import { readContentTree } from '../../scripts/lib/read-content';
import { input, page, SITE_JSON, validTree } from './build-fixtures';

const replace = (tree: SourceFile[], ...files: SourceFile[]) => [...tree.filter((f) => !files.some((n) => n.path === f.path)), ...files];

function errorsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map((e) => e.message);
    throw error;
  }
  return [];
}

const htmlOf = (out: BuildOutput, slug: string) =>
  (JSON.parse(out.values.find((v) => v.url === `/assets/data${slug}/index.json`)!.body as string) as { page: { html: string } }).page.html;

describe('raw HTML in Markdown', () => {
  const body = [
    'Uitleg over sneltoetsen voor de tests, met genoeg woorden om de minimale lengte te halen die de build vraagt van elke pagina.', // line 9
    '',
    '<iframe src="https://evil.example/"></iframe>', // 11
    'Deze regel na het frame blijft staan.',
    '',
    'Druk op <kbd>Ctrl</kbd>+<kbd>S</kbd> en <span onclick="steal()">klik</span> hier. Tekst <script>stray()</script> loopt door.', // 14
    '',
    '<details>', // 16
    '<summary>Meer weten</summary>',
    '',
    'Verborgen uitleg.',
    '',
    '</details>',
    '',
    'Regel<br>met een breuk.',
    '',
    '## Kop',
  ].join('\n');
  const out = buildContent(input(replace(validTree(), page('uitleg/werkplaats/apk.md', '101', 'APK', { body }))));
  const html = htmlOf(out, '/uitleg/werkplaats/apk');

  it('keeps harmless tags and the text around what it removes, and publishes no script text', () => {
    expect(html).toContain('<kbd>Ctrl</kbd>+<kbd>S</kbd>');
    expect(html).toMatch(/<details>\s*<summary>Meer weten<\/summary>\s*<p>Verborgen uitleg.<\/p>\s*<\/details>/);
    expect(html).toContain('Regel<br>met een breuk.');
    expect(html).toContain('Deze regel na het frame blijft staan.');
    expect(html).toContain('<span>klik</span> hier. Tekst  loopt door.');
    expect(html).not.toMatch(/stray\(\)|steal|onclick|<iframe|<script/);
  });

  it('warns once per removed tag or attribute, naming it and its line', () => {
    expect(out.warnings.filter((w) => w.rule === 'html').map((w) => w.message)).toEqual([
      'uitleg/werkplaats/apk.md:11: warning: raw HTML <iframe> and its content is removed from the published page; write it in Markdown or leave it out [html]',
      "uitleg/werkplaats/apk.md:14: warning: raw HTML 'onclick' on <span> is removed from the published page; write it in Markdown or leave it out [html]",
      'uitleg/werkplaats/apk.md:14: warning: raw HTML <script> and its content is removed from the published page; write it in Markdown or leave it out [html]',
    ]);
  });

  it('keeps links and images Markdown-only, where they are checked: a raw <a> or <img> is unwrapped and warned', () => {
    const raw = page('uitleg/werkplaats/apk.md', '101', 'APK', {
      body: `${'Woord '.repeat(25)}\n\nZie <a href="/uitleg/nergens/">deze pagina</a> en <img src="x">.\n\n## Kop`,
    });
    const built = buildContent(input(replace(validTree(), raw)));
    expect(htmlOf(built, '/uitleg/werkplaats/apk')).toContain('Zie deze pagina en .');
    expect(built.warnings.filter((w) => w.rule === 'html').map((w) => w.text)).toEqual([
      'raw HTML <a> (its text stays) is removed from the published page; write it in Markdown or leave it out',
      'raw HTML <img> (its text stays) is removed from the published page; write it in Markdown or leave it out',
    ]);
  });
});

describe('files that are not a page', () => {
  it('a Latin-1 file is an error at the line of the first bad byte, not a page with "caf\uFFFD"', () => {
    const latin1 = Buffer.from(
      page('uitleg/werkplaats/apk.md', '101', 'APK', {
        body: 'Koffie in het café voor klanten die wachten op hun auto in de werkplaats van de garage vandaag.\n\n## Kop',
      }).text,
      'latin1',
    );
    const errors = errorsOf(() =>
      buildContent(input(replace(validTree(), { path: 'uitleg/werkplaats/apk.md', text: latin1.toString('utf8') }))),
    );
    expect(errors).toEqual([
      'uitleg/werkplaats/apk.md:9: file is not valid UTF-8 (column 18) (save it as UTF-8 in your editor; it was probably saved as Latin-1 or Windows-1252)',
    ]);
  });

  it('a binary file named .md and a 10 MB page are one clear error each', () => {
    const binary = { path: 'uitleg/werkplaats/foto.md', text: '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' };
    const huge = page('uitleg/werkplaats/groot.md', '103', 'Groot', { body: 'Heel veel woorden. '.repeat(550_000) });
    const errors = errorsOf(() => buildContent(input([...validTree(), binary, huge])));
    expect(errors).toEqual([
      'uitleg/werkplaats/foto.md:3: file is not text (it contains NUL bytes) (only Markdown pages and SVG images belong in content/)',
      'uitleg/werkplaats/groot.md:1: file is 10.0 MB; a page may be at most 1 MB (split it into several pages)',
    ]);
  });

  it('a BOM in site.json is accepted, as in Markdown', () => {
    const withBom = buildContent({ ...input(validTree()), siteJson: `\uFEFF${SITE_JSON}` });
    const without = buildContent(input(validTree()));
    // The build id digests the raw bytes (BOM included), so only the shell's content is compared.
    const shellOf = (values: typeof without.values) => {
      const { hash: _hash, ...shell } = JSON.parse(String(values.find((v) => v.key === shellKey())?.body)) as Record<string, unknown>;
      return shell;
    };
    expect(shellOf(withBom.values)).toEqual(shellOf(without.values));
  });
});

describe('editorial warnings', () => {
  it('a title over 120 characters, a plain http:// link and a tree without a home page each warn at their line', () => {
    const long = page('uitleg/werkplaats/apk.md', '101', `APK ${'en nog meer '.repeat(11)}`.trim(), {
      body: `${'Woord '.repeat(25)}\n\nZie [de RDW](http://www.rdw.nl/) en [veilig](https://www.rdw.nl/).\n\n## Kop`,
    });
    const out = buildContent(input(replace(validTree(), long).filter((f) => f.path !== 'index.md')));
    expect(out.warnings.filter((w) => ['title', 'http', 'home'].includes(w.rule)).map((w) => w.message)).toEqual([
      "index.md:1: warning: the tree has no home page: add 'index.md' at the top of the content folder, or '/' shows the not-found page [home]",
      'uitleg/werkplaats/apk.md:3: warning: title is 135 characters; keep it to 120 or fewer and put the rest in the description [title]',
      "uitleg/werkplaats/apk.md:11: warning: link 'http://www.rdw.nl/' uses plain http://; use https:// when the site offers it [http]",
    ]);
  });
});

describe('one mistake, one message', () => {
  const linker = page('uitleg/basics/helpdesk.md', '202', 'Helpdesk', {
    body: `${'Woord '.repeat(25)}\n\nZie [APK](../werkplaats/apk.md) en [banden](/uitleg/werkplaats/banden/).\n\n## Kop`,
  });

  it('a duplicate id is reported once, not again as "no such page" in every file linking to it', () => {
    const duplicate = page('uitleg/werkplaats/apk.md', '102', 'APK');
    expect(errorsOf(() => buildContent(input(replace(validTree(), duplicate, linker))))).toEqual([
      "uitleg/werkplaats/apk.md:2: duplicate id '102' (also in uitleg/werkplaats/banden.md)",
    ]);
  });

  it('a missing title is reported once, not again in the files linking to the page', () => {
    const untitled: SourceFile = {
      path: 'uitleg/werkplaats/apk.md',
      text: '---\nid: "101"\ndescription: Over APK.\nlabels: [test]\norder: 1\n---\n\nTekst.\n',
    };
    expect(errorsOf(() => buildContent(input(replace(validTree(), untitled, linker))))).toEqual([
      "uitleg/werkplaats/apk.md:1: front matter 'title' must be a non-empty string",
    ]);
  });

  it('a YAML error points at the line to fix and says how', () => {
    const colon: SourceFile = {
      path: 'uitleg/werkplaats/apk.md',
      text: '---\nid: "101"\ntitle: APK: de keuring\ndescription: Over APK.\norder: 1\n---\n\nTekst.\n',
    };
    const quote: SourceFile = {
      path: 'uitleg/werkplaats/banden.md',
      text: '---\nid: "102"\ntitle: "Banden\ndescription: Over banden.\nlabels: [test]\norder: 1\n---\n\nTekst.\n',
    };
    const list: SourceFile = {
      path: 'uitleg/basics/helpdesk.md',
      text: '---\nid: "202"\ntitle: Helpdesk\nlabels: [test, hulp\norder: 1\ndescription: Over de helpdesk.\n---\n\nTekst.\n',
    };
    expect(errorsOf(() => buildContent(input(replace(validTree(), colon, quote, list))))).toEqual([
      'uitleg/basics/helpdesk.md:4: invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ] (close the quote or bracket this value opens, e.g. labels: [a, b])',
      'uitleg/werkplaats/apk.md:3: invalid front matter: Nested mappings are not allowed in compact mappings (put the value in quotes: title: "APK: de keuring")',
      'uitleg/werkplaats/banden.md:3: invalid front matter: Missing closing "quote (close the quote or bracket this value opens, e.g. title: "…")',
    ]);
  });

  it('a broken link names the nearest page as the writer would link it, a broken anchor the headings that exist', () => {
    const typo = page('uitleg/basics/helpdesk.md', '202', 'Helpdesk', {
      body: `${'Woord '.repeat(25)}\n\nZie [APK](../werkplaats/apk-keuring.md), [kop](../werkplaats/banden.md#kop-van-bandn) en [ticket](/uitleg/basics/ticket-aanmaak/).\n\n## Kop`,
    });
    expect(errorsOf(() => buildContent(input(replace(validTree(), typo))))).toEqual([
      "uitleg/basics/helpdesk.md:11: link to '../werkplaats/apk-keuring.md' (/uitleg/werkplaats/apk-keuring/): no such page",
      "uitleg/basics/helpdesk.md:11: link to '../werkplaats/banden.md#kop-van-bandn' (/uitleg/werkplaats/banden/#kop-van-bandn): page has no heading '#kop-van-bandn' (did you mean '#kop-van-banden'? headings there: #kop-van-banden)",
      "uitleg/basics/helpdesk.md:11: link to '/uitleg/basics/ticket-aanmaak/': no such page (did you mean '/uitleg/basics/ticket-aanmaken/'?)",
    ]);
  });
});

describe('bad input on disk never crashes the build', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of validTree()) {
    mkdirSync(join(root, file.path, '..'), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
  symlinkSync('..', join(root, 'uitleg/werkplaats/lus'));
  symlinkSync('zelf.md', join(root, 'uitleg/werkplaats/zelf.md'));
  writeFileSync(join(root, 'uitleg/werkplaats/foto.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
  writeFileSync(join(root, 'uitleg/werkplaats/latin.md'), Buffer.from(page('uitleg/werkplaats/latin.md', '104', 'Café').text, 'latin1'));

  it('a symlink loop, a self-linked file and invalid UTF-8 are file:line errors; a stray binary that is not a page is ignored', async () => {
    const tree = await readContentTree(root);
    expect(errorsOf(() => buildContent({ ...input([]), ...tree, siteJson: SITE_JSON }))).toEqual([
      'uitleg/werkplaats/latin.md:3: file is not valid UTF-8 (column 11) (save it as UTF-8 in your editor; it was probably saved as Latin-1 or Windows-1252)',
      'uitleg/werkplaats/lus:1: symbolic link loop: this folder links back to a folder that contains it (remove the link or point it elsewhere)',
      'uitleg/werkplaats/zelf.md:1: symbolic link loop (the link points back at itself)',
    ]);
  });
});
