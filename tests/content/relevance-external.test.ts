/**
 * Structural checks on the two query sets (scripts/lib/query-sets.ts); they do not run the search. The
 * frozen set is checked by counts only, so a failure never shows one of its queries.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FROZEN_SET_FILE, parseQuerySet, QUERY_KINDS, readDevelopmentSet, readQuerySet } from '../../scripts/lib/query-sets';
import { countUnknownAnswers } from '../../scripts/lib/relevance';

/** Slugs of the real tree: content/uitleg/a/b.md -> /uitleg/a/b, content/uitleg/a/index.md -> /uitleg/a. */
function contentSlugs(dir = join('content', 'uitleg'), base = '/uitleg'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return contentSlugs(join(dir, entry.name), `${base}/${entry.name}`);
    if (!entry.name.endsWith('.md')) return [];
    return [entry.name === 'index.md' ? base : `${base}/${entry.name.slice(0, -3)}`];
  });
}

const slugs = new Set(contentSlugs());

describe('the development set', () => {
  const set = readDevelopmentSet();

  it('only expects pages that exist in the content tree', () => {
    const missing = set.flatMap((q) => q.expect.filter((s) => !slugs.has(s)).map((s) => `${q.q} -> ${s}`));
    expect(missing).toEqual([]);
  });

  it('has at least 500 queries, at least 10 of every kind, and only known kinds', () => {
    expect(set.length).toBeGreaterThanOrEqual(500);
    for (const kind of QUERY_KINDS)
      expect(set.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(kind === 'gibberish' ? 5 : 10);
    expect(set.filter((q) => !(QUERY_KINDS as readonly string[]).includes(q.kind)).map((q) => q.kind)).toEqual([]);
  });

  it('has no query under 3 characters (the three tables it was joined from share a few queries; they stay, so its figures compare)', () => {
    expect(set.map((q) => q.q.trim()).filter((q) => q.length < 3)).toEqual([]);
  });
});

describe.skipIf(readQuerySet(FROZEN_SET_FILE) === null)('the frozen set (counts only)', () => {
  const set = readQuerySet(FROZEN_SET_FILE) ?? [];

  it('has at least 200 queries and every kind of issue 35 (gibberish aside)', () => {
    expect(set.length).toBeGreaterThanOrEqual(200);
    const absent = QUERY_KINDS.filter((kind) => kind !== 'gibberish' && !set.some((q) => q.kind === kind));
    expect(absent).toEqual([]);
  });

  it('names only pages of the content tree', () => {
    expect(countUnknownAnswers(set, slugs)).toBe(0);
  });
});

describe('reading a query set', () => {
  it.each([
    ['/uitleg/facturen', '/uitleg/facturen'],
    ['/uitleg/facturen/', '/uitleg/facturen'],
    ['https://help.example/uitleg/facturen/creditfactuur/#stappen', '/uitleg/facturen/creditfactuur'],
    ['uitleg/facturen?x=1', '/uitleg/facturen'],
  ])('an answer written as %s is the page %s', (written, page) => {
    expect(parseQuerySet(JSON.stringify([{ q: 'x', kind: 'Keyword', expect: [written] }]))).toEqual([
      { q: 'x', kind: 'keyword', expect: [page] },
    ]);
  });

  it('a malformed entry is named by its position only', () => {
    expect(() => parseQuerySet('[{"q": "geheim", "kind": "typo", "expect": "nee"}]')).toThrow(/^query set entry 0 is not/);
    expect(() => parseQuerySet('[{"q": "geheim", "kind": "typo", "expect": "nee"}]')).not.toThrow(/geheim/);
  });
});
