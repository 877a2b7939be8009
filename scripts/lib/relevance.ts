/**
 * Relevance figures of a query set (scripts/lib/query-sets.ts) for a search that returns result slugs
 * in rank order: hit@1, hit@3 and mean reciprocal rank, overall and per kind, and how many lists were
 * empty for a query that has an answer. `measureRelevance` returns aggregates only; `findMisses` lists
 * queries and is used on the development set alone (the frozen set's misses are never looked at).
 */
import { type Query, QUERY_KINDS } from './query-sets';

/** hit@1, hit@3 and mean reciprocal rank (over the shown results) of a group of queries. */
export interface RelevanceFigures {
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

/** The aggregates of a set: overall, per kind (report order), and the empty lists for queries with an answer. */
export interface RelevanceSummary {
  all: RelevanceFigures;
  perKind: [string, RelevanceFigures][];
  empty: number;
}

/** 1-based rank of the first expected page among the result slugs, or 0 when none is there; no expected page (gibberish) wants no results. */
export function rankOfAnswer(slugs: string[], expected: string[]): number {
  if (expected.length === 0) return slugs.length === 0 ? 1 : 0;
  return slugs.findIndex((slug) => expected.includes(slug)) + 1;
}

/** The figures of a list of ranks (0 = not shown). */
export function figuresOf(ranks: number[]): RelevanceFigures {
  const n = ranks.length || 1;
  return {
    queries: ranks.length,
    hit1: ranks.filter((r) => r === 1).length / n,
    hit3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / n,
  };
}

/** The kinds of a set in report order: the known ones first, then any other in order of appearance. */
export function kindsOf(set: Query[]): string[] {
  const present = [...new Set(set.map((q) => q.kind))];
  return [...QUERY_KINDS.filter((k) => present.includes(k)), ...present.filter((k) => !(QUERY_KINDS as readonly string[]).includes(k))];
}

/** Aggregate figures of a set. */
export function measureRelevance(search: (query: string) => string[], set: Query[]): RelevanceSummary {
  const ranked = set.map((entry) => {
    const slugs = search(entry.q);
    return { kind: entry.kind, rank: rankOfAnswer(slugs, entry.expect), empty: entry.expect.length > 0 && slugs.length === 0 };
  });
  return {
    all: figuresOf(ranked.map((r) => r.rank)),
    perKind: kindsOf(set).map((kind) => [kind, figuresOf(ranked.filter((r) => r.kind === kind).map((r) => r.rank))]),
    empty: ranked.filter((r) => r.empty).length,
  };
}

/** Queries whose answer is not in the top 3, with the top 3 shown (development set only). */
export function findMisses(search: (query: string) => string[], set: Query[]): { query: Query; top: string[] }[] {
  return set.flatMap((query) => {
    const slugs = search(query.q);
    const rank = rankOfAnswer(slugs, query.expect);
    return rank === 0 || rank > 3 ? [{ query, top: slugs.slice(0, 3) }] : [];
  });
}

/** The aggregates as table rows (percentages with one decimal, MRR with three). */
export function relevanceRows(summary: RelevanceSummary): Record<string, string | number>[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const row = (kind: string, f: RelevanceFigures) => ({
    kind,
    queries: f.queries,
    'hit@1': pct(f.hit1),
    'hit@3': pct(f.hit3),
    MRR: f.mrr.toFixed(3),
  });
  return [...summary.perKind.map(([kind, f]) => row(kind, f)), row('all', summary.all), { kind: 'empty lists', queries: summary.empty }];
}

/** How many expected answers of a set name no page of the tree (a count, so the frozen set's answers stay unseen). */
export const countUnknownAnswers = (set: Query[], slugs: Set<string>): number =>
  set.reduce((n, query) => n + query.expect.filter((p) => !slugs.has(p)).length, 0);
