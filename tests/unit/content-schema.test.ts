/**
 * The one schema of front matter, site.json and page data (core/schema/): it accepts the real
 * content, and the build's messages for each bad shape keep their `file:line` (the key's line, or the
 * list item's), with the details the library knows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { linkKey, navKey, PAGE_PREFIX, wikiKey } from '../../core/kv-keys';
import { encodeTinyLink } from '../../core/tiny-link';
import { createMemoryKv } from '../../scripts/lib/memory-kv';
import { createContentStore } from '../../worker/content-store';
import { describe, expect, it } from 'vitest';
import { ALIAS_MAX_LENGTH, FrontMatterSchema } from '../../core/schema/front-matter';
import { NavItemSchema, PageDataSchema } from '../../core/schema/page-data';
import { SiteConfigSchema, SiteJsonSchema } from '../../core/schema/site-config';
import type { BuildError, BuildWarning } from '../../scripts/content/build-error';
import { parseFrontMatter } from '../../scripts/content/front-matter';
import { buildContent } from '../../scripts/content/pipeline';
import { parseSiteConfig, SITE_DEFAULTS } from '../../scripts/content/site-config';
import { readContentTree } from '../../scripts/lib/read-content';
import { input, validTree } from './build-fixtures';

const tree = await readContentTree('content');
const frontMatterOf = (text: string): unknown => parseYaml(text.split(/\r?\n---\r?\n/)[0]!.replace(/^---\r?\n/, ''));

/** Front matter lines around a base that is valid; `lines` replace or add keys. */
const md = (...lines: string[]) => ['---', ...lines, '---', '', 'Tekst.', ''].join('\n');
const base = ['id: "101"', 'title: APK', 'description: Over de APK.', 'labels: [apk]', 'order: 10'];
const withLines = (replace: Record<string, string | null>, extra: string[] = []) => {
  const lines = base.flatMap((line) => {
    const key = line.split(':')[0]!;
    if (!(key in replace)) return [line];
    return replace[key] === null ? [] : [replace[key]!];
  });
  return md(...lines, ...extra);
};

/** The error message of one file's front matter, or 'ok'. */
function frontMatterError(text: string): string {
  try {
    parseFrontMatter({ path: 'a.md', text });
    return 'ok';
  } catch (error) {
    return (error as BuildError).message;
  }
}

describe('the schemas accept the real content', () => {
  it.each(tree.sources.map((s) => [s.path, s.text]))('%s', (path, text) => {
    expect(v.safeParse(FrontMatterSchema, frontMatterOf(text)).issues).toBeUndefined();
    const warnings: BuildWarning[] = [];
    expect(parseFrontMatter({ path, text }, warnings).meta.id).toMatch(/^\d+$/);
    expect(warnings).toEqual([]);
  });

  it('content/site.json', () => {
    const raw: unknown = JSON.parse(tree.siteJson!);
    expect(v.safeParse(SiteJsonSchema, raw).issues).toBeUndefined();
    const errors: BuildError[] = [];
    expect(parseSiteConfig(tree.siteJson, errors)).toEqual(v.parse(SiteConfigSchema, raw));
    expect(errors).toEqual([]);
  });

  it('every page data (at its own, wiki and link routes) and the nav tree the build serves', async () => {
    const output = buildContent(input(validTree()));
    const store = createContentStore(createMemoryKv(output.kv), output.buildId);
    const keys = [
      ...Object.keys(output.manifest.values).filter((key) => key.startsWith(PAGE_PREFIX)),
      ...Object.keys(output.manifest.ids).flatMap((id) => [wikiKey(encodeTinyLink(id)), linkKey(id), linkKey(id, true)]),
    ];
    expect(keys.length).toBeGreaterThan(validTree().length);
    for (const key of keys) {
      const served = JSON.parse((await store.get(key))!.body as string) as unknown;
      expect([key, v.safeParse(PageDataSchema, served).issues]).toEqual([key, undefined]);
    }
    const nav = JSON.parse((await store.get(navKey()))!.body as string) as unknown;
    expect(v.safeParse(NavItemSchema, nav).issues).toBeUndefined();
  });
});

describe('front matter: one message per bad shape, at the line of the key or list item', () => {
  const long = 'x'.repeat(ALIAS_MAX_LENGTH + 1);
  it.each<[string, string, string]>([
    ['valid', withLines({}), 'ok'],
    ['an unquoted numeric id is read as its string', withLines({ id: 'id: 101' }), 'ok'],
    ['non-numeric id', withLines({ id: 'id: abc' }), `a.md:2: front matter 'id' must be a numeric string, e.g. id: "2064466"`],
    ['negative id', withLines({ id: 'id: -5' }), `a.md:2: front matter 'id' must be a numeric string, e.g. id: "2064466"`],
    [
      'id of 16 digits',
      withLines({ id: 'id: "1234567890123456"' }),
      `a.md:2: front matter 'id' must be a numeric string, e.g. id: "2064466"`,
    ],
    ['blank title', withLines({ title: 'title: "  "' }), "a.md:3: front matter 'title' must be a non-empty string"],
    ['missing title: the file', withLines({ title: null }), "a.md:1: front matter 'title' must be a non-empty string"],
    ['fractional order', withLines({ order: 'order: 1.5' }), "a.md:6: front matter 'order' must be an integer"],
    ['order as text', withLines({ order: 'order: eerst' }), "a.md:6: front matter 'order' must be an integer"],
    ['missing order', withLines({ order: null }), "a.md:1: front matter 'order' must be an integer"],
    ['a date in another format', withLines({}, ['updated: 30-10-2025']), "a.md:7: front matter 'updated' must be a date YYYY-MM-DD"],
    ['children not a boolean', withLines({}, ['children: ja']), "a.md:7: front matter 'children' must be true or false"],
    // Was accepted as true (`?? true`); an empty value now says what to write.
    ['children left empty', withLines({}, ['children:']), "a.md:7: front matter 'children' must be true or false"],
    [
      'aliases not a list',
      withLines({}, ['aliases: keuring']),
      "a.md:7: front matter 'aliases' must be a list of at most 12 non-empty strings of at most 80 characters",
    ],
    [
      '13 aliases',
      withLines({}, [`aliases: [${Array.from({ length: 13 }, (_, i) => `a${i}`).join(', ')}]`]),
      "a.md:7: front matter 'aliases' must be a list of at most 12 non-empty strings of at most 80 characters",
    ],
    // Improved: the line of the item at fault, and what is wrong with it (was: the line of `aliases:`).
    [
      'a long alias in a block list',
      withLines({}, ['aliases:', '  - kort', `  - ${long}`]),
      `a.md:9: front matter 'aliases' must be a list of at most 12 non-empty strings of at most 80 characters (item 2 has 81 characters)`,
    ],
    [
      'an empty alias',
      withLines({}, ['aliases:', '  - kort', '  - ""']),
      "a.md:9: front matter 'aliases' must be a list of at most 12 non-empty strings of at most 80 characters (item 2 is empty)",
    ],
    [
      'an alias that is a number',
      withLines({}, ['aliases: [kort, 12]']),
      "a.md:7: front matter 'aliases' must be a list of at most 12 non-empty strings of at most 80 characters (item 2 is 12)",
    ],
    // Improved: a near miss names the field meant, anything else lists the fields (was: the bare key).
    ['misspelt field', withLines({ title: 'titel: APK' }), "a.md:3: unknown front matter field 'titel' (did you mean 'title'?)"],
    [
      'unknown field',
      withLines({}, ['auteur: Piet']),
      "a.md:7: unknown front matter field 'auteur' (known fields: id, title, description, labels, order, updated, children, aliases, owner, confirmed, confirmEveryMonths)",
    ],
    [
      'a field named like an object property',
      withLines({}, ['constructor: x']),
      "a.md:7: unknown front matter field 'constructor' (known fields: id, title, description, labels, order, updated, children, aliases, owner, confirmed, confirmEveryMonths)",
    ],
    // Improved: a quoted key is found at its own line (was: line 1).
    ['quoted key', withLines({ order: '"order": eerst' }), "a.md:6: front matter 'order' must be an integer"],
    [
      'an unknown field is reported before a bad known one',
      withLines({ id: 'id: abc' }, ['auteur: Piet']),
      "a.md:7: unknown front matter field 'auteur' (known fields: id, title, description, labels, order, updated, children, aliases, owner, confirmed, confirmEveryMonths)",
    ],
    [
      'the first bad field in schema order',
      withLines({ id: 'id: abc', order: 'order: eerst' }),
      `a.md:2: front matter 'id' must be a numeric string, e.g. id: "2064466"`,
    ],
  ])('%s', (_name, text, expected) => expect(frontMatterError(text)).toBe(expected));

  it.each<[string, string, string[], Record<string, unknown>]>([
    [
      'missing description',
      withLines({ description: null }),
      ["a.md:1: warning: front matter 'description' is missing: write one sentence for search results and section lists [description]"],
      { description: '' },
    ],
    [
      'description not text',
      withLines({ description: 'description: 5' }),
      ["a.md:4: warning: front matter 'description' is missing: write one sentence for search results and section lists [description]"],
      { description: '' },
    ],
    [
      'a blank label',
      withLines({ labels: 'labels: [apk, "", rdw]' }),
      ["a.md:5: warning: front matter 'labels' should be a list of 1 to 5 non-empty strings [labels]"],
      { labels: ['apk', 'rdw'] },
    ],
    [
      'six labels',
      withLines({ labels: 'labels: [a, b, c, d, e, f]' }),
      ["a.md:5: warning: front matter 'labels' should be a list of 1 to 5 non-empty strings [labels]"],
      { labels: ['a', 'b', 'c', 'd', 'e'] },
    ],
    [
      'trimmed values, default children, no empty aliases',
      withLines({ title: 'title: " APK "' }, ['aliases: []']),
      [],
      { title: 'APK', children: true, labels: ['apk'] },
    ],
  ])('editorial: %s warns and builds', (_name, text, warnings, meta) => {
    const found: BuildWarning[] = [];
    const parsed = parseFrontMatter({ path: 'a.md', text }, found);
    expect(found.map((w) => w.message)).toEqual(warnings);
    expect(parsed.meta).toMatchObject(meta);
    expect(parsed.meta).not.toHaveProperty('aliases');
  });
});

describe('site.json: one error per field, at the line of its key or list item', () => {
  const json = (value: object) => JSON.stringify(value, null, 2);
  it.each<[string, string, string[]]>([
    ['not an object', '[1]', ['site.json:1: site.json must be an object of settings']],
    ['origin not text', json({ version: '1', origin: 5 }), ["site.json:3: 'origin' must be a non-empty string"]],
    [
      'origin with a path',
      json({ origin: 'https://x.nl/help/' }),
      ["site.json:2: 'origin' must be like https://help.example.nl (no path, no trailing slash)"],
    ],
    ['empty documentation name', json({ documentationName: '' }), ["site.json:2: 'documentationName' must be a non-empty string"]],
    ['version as a number', json({ version: 2 }), ["site.json:2: 'version' must be a string"]],
    ['analyticsId as a number', json({ analyticsId: 5 }), ["site.json:2: 'analyticsId' must be a string or null"]],
    ['headerLinks not a list', json({ headerLinks: 'x' }), ["site.json:2: 'headerLinks' must be a list of { label, href }"]],
    // Improved: the item at fault and its line (was: the line of `headerLinks`, no detail).
    [
      'a link without href',
      json({ headerLinks: [{ label: 'a', href: '/' }, { label: 'b' }] }),
      ["site.json:7: 'headerLinks' must be a list of { label, href } (item 2: 'href' is missing)"],
    ],
    [
      'an address line that is a number',
      json({ address: ['Straat 1', 1234] }),
      ["site.json:4: 'address' must be a list of strings (item 2 is 1234)"],
    ],
    [
      'two bad fields, one error each',
      json({ embedOrigins: [1, 2], footerLinks: [1] }),
      [
        "site.json:7: 'footerLinks' must be a list of { label, href } (item 1 is 1)",
        "site.json:3: 'embedOrigins' must be a list of strings (item 1 is 1)",
      ],
    ],
  ])('%s', (_name, text, expected) => {
    const errors: BuildError[] = [];
    expect(parseSiteConfig(text, errors)).toBeNull();
    expect(errors.map((e) => e.message)).toEqual(expected);
  });

  it('fills the schema defaults, turns an empty analytics id into null and drops notes, menu and token values', () => {
    const text = json({ _note: 'x', documentationName: 'Mijn docs', analyticsId: '', menu: [], contact: { phone: '0900' } });
    expect(parseSiteConfig(text, [])).toEqual({ ...SITE_DEFAULTS, documentationName: 'Mijn docs' });
    expect(SITE_DEFAULTS).toEqual({
      documentationName: 'Documentatie',
      productName: 'Documentatie',
      company: '',
      description: '',
      version: '',
      buildDate: '',
      headerLinks: [],
      footerLinks: [],
      address: [],
      analyticsId: null,
      embedOrigins: [],
      origin: 'http://localhost',
    });
  });
});

describe('the browser bundle', () => {
  it('imports the schemas (and so valibot) only as types', () => {
    const files = readdirSync('client', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const valueImports = files.filter((f) =>
      /^import (?!type )[^;]*from '[^']*\/schema\/[^']*';/m.test(readFileSync(`client/${f}`, 'utf8')),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(valueImports).toEqual([]);
    expect(readFileSync('core/types.ts', 'utf8')).toMatch(/^import type \{ InferOutput \} from 'valibot';$/m);
  });
});
