/**
 * The dev server's incremental rebuild (scripts/dev/): after any sequence of edits to a tree on disk
 * (page text, titles and order, added, deleted and renamed pages, broken links, images next to pages),
 * its output equals a full build of the same tree read afresh, and a save re-renders only what it touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildErrors } from '../../scripts/content/build-error';
import { emitFinishValues } from '../../scripts/content/3-emit';
import { buildContent } from '../../scripts/content/pipeline';
import { compareTreePaths, createContentFiles, getContentKind } from '../../scripts/dev/content-files';
import { createIncrementalBuilder, DEV_ASSETS } from '../../scripts/dev/incremental-build';
import { readContentTree } from '../../scripts/lib/read-content';

const FIXTURE = 'tests/fixtures/content';
let root = '';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'incremental-'));
  cpSync(FIXTURE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Markdown pages under the root, content-relative, in tree order. */
function listPages(): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith('.md'))
    .sort(compareTreePaths);
}

/** One edit a writer could make; indices pick among the pages that exist when it is applied. */
type Edit =
  | { kind: 'append'; page: number; words: string }
  | { kind: 'title'; page: number; title: string }
  | { kind: 'order'; page: number; order: number }
  | { kind: 'add'; folder: number; name: string; linkTo: number }
  | { kind: 'delete'; page: number }
  | { kind: 'rename'; page: number; name: string }
  | { kind: 'break-link'; page: number }
  | { kind: 'image'; page: number };

const word = fc.constantFrom('werkorder', 'factuur', 'kenteken', 'planning', 'monteur', 'afspraak', 'voorraad');
const name = fc.stringMatching(/^[a-z]{3,8}$/);
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('append' as const),
    page: fc.nat(),
    words: fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')),
  }),
  fc.record({
    kind: fc.constant('title' as const),
    page: fc.nat(),
    title: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  }),
  fc.record({ kind: fc.constant('order' as const), page: fc.nat(), order: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constant('add' as const), folder: fc.nat(), name, linkTo: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('rename' as const), page: fc.nat(), name }),
  fc.record({ kind: fc.constant('break-link' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('image' as const), page: fc.nat() }),
);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>';
let nextId = 9_000_000;

/** Applies an edit on disk; returns the absolute paths it touched (what the watcher would report). */
function applyEdit(edit: Edit): string[] {
  const pages = listPages();
  const pick = (i: number) => pages[i % pages.length]!;
  const abs = (p: string) => join(root, p);
  const rewrite = (p: string, change: (text: string) => string) => writeFileSync(abs(p), change(readFileSync(abs(p), 'utf8')));
  switch (edit.kind) {
    case 'append':
      rewrite(pick(edit.page), (t) => `${t}\nNieuwe alinea over ${edit.words}.\n`);
      return [abs(pick(edit.page))];
    case 'title':
      rewrite(pick(edit.page), (t) => t.replace(/^title: .*$/m, `title: ${edit.title}`));
      return [abs(pick(edit.page))];
    case 'order':
      rewrite(pick(edit.page), (t) => (/^order: /m.test(t) ? t.replace(/^order: .*$/m, `order: ${edit.order}`) : t));
      return [abs(pick(edit.page))];
    case 'add': {
      const folders = [...new Set(pages.filter((p) => p.startsWith('uitleg/')).map((p) => dirname(p)))].sort();
      const file = `${folders[edit.folder % folders.length]}/${edit.name}.md`;
      const target = `/${pick(edit.linkTo)
        .replace(/(\/index)?\.md$/, '')
        .replace(/^index$/, '')}/`.replace('//', '/');
      const body = `Een nieuwe pagina met genoeg woorden om de minimale lengte te halen, over de werkorder en de factuur. Zie [verder](${target}).\n\n## Kop\n\nTekst.`;
      writeFileSync(
        abs(file),
        `---\nid: "${nextId++}"\ntitle: Nieuw ${edit.name}\ndescription: Over ${edit.name}.\nlabels: [test]\norder: 50\n---\n\n${body}\n`,
      );
      return [abs(file)];
    }
    case 'delete': {
      const file = pick(edit.page);
      if (file === 'index.md' || file.endsWith('/index.md')) return [];
      rmSync(abs(file));
      return [abs(file)];
    }
    case 'rename': {
      const file = pick(edit.page);
      if (file.endsWith('index.md')) return [];
      const to = `${dirname(file)}/${edit.name}.md`;
      if (to === file || pages.includes(to)) return [];
      writeFileSync(abs(to), readFileSync(abs(file)));
      rmSync(abs(file));
      return [abs(file), abs(to)];
    }
    case 'break-link':
      rewrite(pick(edit.page), (t) => `${t}\nZie [weg](/uitleg/bestaat-niet/).\n`);
      return [abs(pick(edit.page))];
    case 'image': {
      const file = `${dirname(pick(edit.page))}/schema.svg`;
      mkdirSync(dirname(abs(file)), { recursive: true });
      writeFileSync(abs(file), SVG);
      return [abs(file)];
    }
  }
}

/** A build's result in comparable form: the KV entries and warnings, or the error messages. */
function outcome(build: () => { kv: unknown[]; warnings: { message: string }[] }): unknown {
  try {
    const output = build();
    return { kv: output.kv, warnings: output.warnings.map((w) => w.message) };
  } catch (error) {
    if (error instanceof BuildErrors) return { errors: error.message };
    throw error;
  }
}

describe('incremental rebuild (npm run dev)', () => {
  it('equals a full build of the same tree after any sequence of edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(editArb, { minLength: 1, maxLength: 5 }), async (edits) => {
        rmSync(root, { recursive: true, force: true });
        cpSync(FIXTURE, root, { recursive: true });
        const files = await createContentFiles(root);
        const builder = createIncrementalBuilder();
        outcome(() => builder.finish(builder.build(files.getInput())));
        for (const edit of edits) {
          for (const path of applyEdit(edit)) await files.update(path);
          const incremental = outcome(() => {
            const fast = builder.build(files.getInput());
            const full = builder.finish(fast);
            // What the page sees first is exactly what the complete build holds under those keys.
            const bodies = new Map(full.values.map((v) => [v.key, v.body]));
            for (const value of fast.values) expect(bodies.get(value.key)).toEqual(value.body);
            // The dev server reads by key (values branded on read) and adds only the worker's search index and sitemap.
            for (const value of fast.values) expect(fast.get(value.key)).toEqual(value);
            const served = new Set([...fast.values, ...emitFinishValues(fast.site)].map((v) => v.key));
            expect(full.values.filter((v) => !served.has(v.key))).toEqual([]);
            return full;
          });
          const tree = await readContentTree(root);
          const fresh = outcome(() => buildContent({ ...tree, assets: DEV_ASSETS, codeVersion: 'dev', strict: [] }));
          expect(incremental).toEqual(fresh);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('re-renders only the page a save touched', async () => {
    const files = await createContentFiles(root);
    const builder = createIncrementalBuilder();
    const first = builder.build(files.getInput());
    expect(first.rendered).toBe(first.site.pages.length);
    const path = applyEdit({ kind: 'append', page: 3, words: 'werkorder factuur' });
    for (const p of path) await files.update(p);
    const second = builder.build(files.getInput());
    expect(second.rendered).toBe(1);
    expect(second.changed).toEqual([`/${listPages()[3]!.replace(/(\/index)?\.md$/, '')}/`]);
    expect(second.buildId).not.toBe(first.buildId);
  });

  it('reports binary and unreadable files instead of building them', async () => {
    const files = await createContentFiles(root);
    writeFileSync(join(root, 'uitleg/kapot.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x00, 0xff, 0xfe]));
    await files.update(join(root, 'uitleg/kapot.md'));
    expect([...files.problems().keys()]).toEqual(['uitleg/kapot.md']);
    expect(files.getInput().sources.map((s) => s.path)).not.toContain('uitleg/kapot.md');
  });
});

describe('content paths', () => {
  it.each([
    ['index.md', 'source'],
    ['uitleg/a/b.md', 'source'],
    ['uitleg/README.md', null],
    ['images/x.svg', 'image'],
    ['images/sub/x.svg', null],
    ['images/x.md', null],
    ['uitleg/a/schema.svg', 'pageImage'],
    ['site.json', 'site'],
    ['synonyms.yml', 'synonyms'],
    ['uitleg/photo.png', null],
  ])('%s is %s', (path, kind) => expect(getContentKind(path)).toBe(kind));

  it('orders paths as a sorted depth-first walk', () => {
    expect(['a-b.md', 'a/b.md', 'a.md', 'a/a/z.md'].sort(compareTreePaths)).toEqual(['a/a/z.md', 'a/b.md', 'a-b.md', 'a.md']);
  });
});
