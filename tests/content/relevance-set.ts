/**
 * The whole relevance set: our table, the external one and the situations set (issue 23: short forms,
 * everyday words, typos inside compounds, situations, gibberish), and the figures a ranking reaches on it.
 * A gibberish query is answered right when the list is empty; every other query when its page is shown.
 */
import { EXTERNAL_RELEVANCE_QUERIES } from './relevance-external';
import { SITUATION_QUERIES, type SituationQueryKind } from './relevance-situations';
import { RELEVANCE_TABLE, type RelevanceKind as TableKind, type RelevanceQuery as TableQuery } from './relevance-table';

export type RelevanceKind = TableKind | SituationQueryKind;
export interface RelevanceQuery extends Omit<TableQuery, 'kind'> {
  kind: RelevanceKind;
}

export const RELEVANCE_KINDS: RelevanceKind[] = [
  'keyword',
  'question',
  'typo',
  'prefix',
  'inflection',
  'fact',
  'short',
  'everyday',
  'situation',
  'gibberish',
];

/** Every query of the three tables. */
export const RELEVANCE_SET: RelevanceQuery[] = [...RELEVANCE_TABLE, ...EXTERNAL_RELEVANCE_QUERIES, ...SITUATION_QUERIES];

/** hit@1, hit@3 and mean reciprocal rank (over the shown results) of a group of queries. */
export interface RelevanceFigures {
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

/** 1-based rank of the first expected page among the result slugs, or 0 when none is there; no expected page (gibberish) wants no results. */
export function rankOfAnswer(slugs: string[], expected: string[]): number {
  if (expected.length === 0) return slugs.length === 0 ? 1 : 0;
  const i = slugs.findIndex((slug) => expected.includes(slug));
  return i + 1;
}

function figuresOf(ranks: number[]): RelevanceFigures {
  const n = ranks.length || 1;
  return {
    queries: ranks.length,
    hit1: ranks.filter((r) => r === 1).length / n,
    hit3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / n,
  };
}

/** Figures over the set and per kind, from a search that returns result slugs in rank order. */
export function measureRelevance(search: (query: string) => string[], set: RelevanceQuery[] = RELEVANCE_SET) {
  const ranked = set.map((entry) => ({ ...entry, rank: rankOfAnswer(search(entry.query), entry.expected) }));
  const perKind = Object.fromEntries(
    RELEVANCE_KINDS.map((kind) => [kind, figuresOf(ranked.filter((r) => r.kind === kind).map((r) => r.rank))]),
  ) as Record<RelevanceKind, RelevanceFigures>;
  // Queries with an answer whose list was empty: never allowed (the fallback always finds something).
  const empty = ranked.filter((r) => r.expected.length > 0 && search(r.query).length === 0);
  return { all: figuresOf(ranked.map((r) => r.rank)), perKind, misses: ranked.filter((r) => r.rank === 0 || r.rank > 3), empty };
}

/** The figures as table rows (percentages), for the bench and the baseline note. */
export function relevanceRows(figures: ReturnType<typeof measureRelevance>): Record<string, string | number>[] {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const row = (name: string, f: RelevanceFigures) => ({
    kind: name,
    queries: f.queries,
    'hit@1': pct(f.hit1),
    'hit@3': pct(f.hit3),
    MRR: f.mrr.toFixed(2),
  });
  return [
    ...RELEVANCE_KINDS.map((kind) => row(kind, figures.perKind[kind])),
    row('all', figures.all),
    { kind: 'empty lists', queries: figures.empty.length },
  ];
}
