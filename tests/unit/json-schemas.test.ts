/**
 * The editors' JSON Schemas (schemas/*.schema.json) are generated from the shared valibot schemas, are
 * committed up to date, and let a standard validator (ajv) accept the real content and refuse what the
 * build refuses.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatSchema, getEditorSchemas } from '../../scripts/content/json-schemas';
import { readContentTree } from '../../scripts/lib/read-content';

const tree = await readContentTree('content');
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: true });
const validateSite = ajv.compile(read('schemas/site.schema.json') as object);
const validateFrontMatter = ajv.compile(read('schemas/front-matter.schema.json') as object);
const frontMatterOf = (text: string): unknown => parseYaml(text.split(/\r?\n---\r?\n/)[0]!.replace(/^---\r?\n/, ''));
const errorsOf = (validate: typeof validateSite, data: unknown) =>
  validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('JSON Schemas for editors', () => {
  // Compared as JSON, so a formatter may lay the committed files out its own way.
  it.each(Object.entries(getEditorSchemas()))('%s is committed as generated (run npm run schemas)', (path, schema) => {
    expect(read(path)).toEqual(JSON.parse(formatSchema(schema)));
  });

  it("ajv accepts content/site.json, and the e2e fixture's with its menu items", () => {
    expect(errorsOf(validateSite, JSON.parse(tree.siteJson!))).toEqual([]);
    const fixture = read('tests/fixtures/content/site.json') as { menu?: unknown[] };
    expect(fixture.menu?.length).toBeGreaterThan(0);
    expect(errorsOf(validateSite, fixture)).toEqual([]);
  });

  it('ajv accepts the front matter of every page in content/', () => {
    const failures = tree.sources
      .map((s) => [s.path, errorsOf(validateFrontMatter, frontMatterOf(s.text))])
      .filter(([, errors]) => errors!.length > 0);
    expect(tree.sources.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it.each<[string, object]>([
    ['origin with a path', { origin: 'https://x.nl/help/' }],
    ['empty documentation name', { documentationName: '' }],
    ['a link without href', { headerLinks: [{ label: 'b' }] }],
    ['analyticsId as a number', { analyticsId: 5 }],
    ['a menu item without title', { menu: [{ href: '#kop' }] }],
  ])('ajv refuses site.json with %s, as the build does', (_name, data) => {
    expect(errorsOf(validateSite, data).length).toBeGreaterThan(0);
  });

  it.each<[string, object]>([
    ['an unknown field', { id: '1', title: 'T', description: 'd', labels: ['a'], order: 1, auteur: 'Piet' }],
    ['a non-numeric id', { id: 'abc', title: 'T', description: 'd', labels: ['a'], order: 1 }],
    ['a blank title', { id: '1', title: ' ', description: 'd', labels: ['a'], order: 1 }],
    ['a fractional order', { id: '1', title: 'T', description: 'd', labels: ['a'], order: 1.5 }],
    ['a date in another format', { id: '1', title: 'T', description: 'd', labels: ['a'], order: 1, updated: '30-10-2025' }],
    ['a long alias', { id: '1', title: 'T', description: 'd', labels: ['a'], order: 1, aliases: ['x'.repeat(81)] }],
    ['no labels (a warning in the build)', { id: '1', title: 'T', description: 'd', order: 1 }],
  ])('ajv refuses front matter with %s, as the build does', (_name, data) => {
    expect(errorsOf(validateFrontMatter, data).length).toBeGreaterThan(0);
  });

  it('VS Code maps content/site.json to the generated schema', () => {
    const settings = read('.vscode/settings.json') as { 'json.schemas': { fileMatch: string[]; url: string }[] };
    expect(settings['json.schemas']).toContainEqual({ fileMatch: ['content/site.json'], url: './schemas/site.schema.json' });
  });
});
