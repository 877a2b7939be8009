/**
 * Section results: under a page hit, up to 2 of its H2/H3 headings that match the query, linking to
 * their anchors, so the answer in one section of a long article is one click away. A heading matches
 * by the rarity (idf) of the query words it holds; the last typed word also matches as a prefix.
 */
import { encodeDutch } from './dutch';
import type { SearchSection } from './postings';

/** A query word as section matching needs it: the terms it searches, the prefix while typing, its weight. */
export interface WordMatch {
  terms: string[];
  /** The word as typed when it is the last one (still being typed), else null. */
  prefix: string | null;
  idf: number;
}

/** A heading shown under a result. */
export interface SectionHit {
  anchor: string;
  title: string;
}

/** At most this many headings per result. */
export const MAX_SECTIONS_PER_HIT = 2;
/** A heading must hold at least this share of the query's weight. */
const MIN_SHARE = 0.4;

/** A heading with its search terms, encoded once when the sections part arrives. */
export interface IndexedSection {
  anchor: string;
  title: string;
  terms: Set<string>;
}

/** Encodes the headings of a page. */
export const indexSections = (sections: SearchSection[], encode: (text: string) => string[] = encodeDutch): IndexedSection[] =>
  sections.map(([anchor, title]) => ({ anchor, title, terms: new Set(encode(title)) }));

/** The share (0–1) of the query's weight a heading holds. */
function getShare(section: IndexedSection, words: WordMatch[], total: number): number {
  let score = 0;
  for (const w of words) {
    if (w.terms.some((t) => section.terms.has(t)) || (w.prefix !== null && [...section.terms].some((t) => t.startsWith(w.prefix!))))
      score += w.idf;
  }
  return score / total;
}

/** The best share of any heading of a page: a page whose heading names the question ranks up (query.ts). */
export function getBestSectionShare(sections: IndexedSection[], words: WordMatch[]): number {
  const total = words.reduce((sum, w) => sum + w.idf, 0);
  return total === 0 ? 0 : Math.max(0, ...sections.map((s) => getShare(s, words, total)));
}

/** The headings of a page that match the query best, in page order. */
export function getMatchingSections(sections: IndexedSection[], words: WordMatch[]): SectionHit[] {
  const total = words.reduce((sum, w) => sum + w.idf, 0);
  if (total === 0) return [];
  const scored = sections.map(({ anchor, title, ...section }, order) => ({
    anchor,
    title,
    order,
    score: getShare({ anchor, title, ...section }, words, total),
  }));
  return scored
    .filter((s) => s.score >= MIN_SHARE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_SECTIONS_PER_HIT)
    .sort((a, b) => a.order - b.order)
    .map(({ anchor, title }) => ({ anchor, title }));
}
