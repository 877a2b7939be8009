/** Structural checks on the external query set; it does not run the search. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_RELEVANCE_QUERIES, type ExternalQueryKind } from './relevance-external';

const KINDS: ExternalQueryKind[] = ['keyword', 'question', 'typo', 'prefix', 'inflection', 'fact'];

/** Page titles of the real tree, lower case, from the front matter. */
function contentTitles(dir = join('content', 'uitleg')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return contentTitles(full);
    if (!entry.name.endsWith('.md')) return [];
    const title = /^title:\s*(.*)$/m.exec(readFileSync(full, 'utf8'))?.[1] ?? '';
    return [
      title
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .replace(/''/g, "'")
        .toLowerCase(),
    ];
  });
}

/** Slugs of the real tree: content/uitleg/a/b.md -> /uitleg/a/b, content/uitleg/a/index.md -> /uitleg/a. */
function contentSlugs(dir = join('content', 'uitleg'), base = '/uitleg'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return contentSlugs(join(dir, entry.name), `${base}/${entry.name}`);
    if (!entry.name.endsWith('.md')) return [];
    return [entry.name === 'index.md' ? base : `${base}/${entry.name.slice(0, -3)}`];
  });
}

describe('external relevance queries', () => {
  const slugs = new Set(contentSlugs());

  it('only expects pages that exist in the content tree', () => {
    const missing = EXTERNAL_RELEVANCE_QUERIES.flatMap((q) => q.expected.filter((s) => !slugs.has(s)).map((s) => `${q.query} -> ${s}`));
    expect(missing).toEqual([]);
  });

  it('has at least 110 queries and at least 15 of every kind', () => {
    expect(EXTERNAL_RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(110);
    for (const kind of KINDS) expect(EXTERNAL_RELEVANCE_QUERIES.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(15);
  });

  it('has no duplicate queries, no queries under 3 characters or equal to a page title, and one to two expected pages each', () => {
    const norm = EXTERNAL_RELEVANCE_QUERIES.map((q) => q.query.trim().toLowerCase());
    expect(norm.filter((q, i) => norm.indexOf(q) !== i)).toEqual([]);
    expect(norm.filter((q) => q.length < 3)).toEqual([]);
    const titles = new Set(contentTitles());
    expect(norm.filter((q) => titles.has(q))).toEqual([]);
    expect(
      EXTERNAL_RELEVANCE_QUERIES.filter(
        (q) => q.expected.length < 1 || q.expected.length > 2 || new Set(q.expected).size !== q.expected.length,
      ),
    ).toEqual([]);
  });
});
