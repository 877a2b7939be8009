/**
 * The search statistics the build ships in the second chunk (the 'stats' part), so results know which
 * words are common before the body is in: page count, document frequencies of the frequent terms, and
 * the pages suggested for a query that finds nothing. The synonyms of content/synonyms.yml (parsed and
 * checked against the tree in stage 1) travel in the first chunk (page-table.ts).
 */
import { parseDocument } from 'yaml';
import { DUTCH_STOP_WORDS, encodeDutch, foldText, getStemForms, splitWords } from '../../core/search/dutch';
import type { SearchStats, Synonyms } from '../../core/search/postings';
import { encodeLabels, encodeSlug, type SearchSource } from '../../core/search/search-document';
import { BuildError, BuildErrors } from './build-error';
import { getSectionOfPath } from '../../core/search/suggestions';

/** What the index takes from the site besides the pages: the menu order and the 'Ticket aanmaken' link. */
export interface SearchSiteInfo {
  /** Slugs in menu order (related.ts getMenuOrder). */
  menuOrder?: string[];
  help?: [string, string] | null;
}

/** Where synonyms live, relative to the content root. */
export const SYNONYMS_FILE = 'synonyms.yml';
/** Terms in at least this share of pages are shipped with their document frequency (the rest is in the postings). */
const SHIPPED_DF_SHARE = 0.05;
/** At most this many terms are shipped. */
const SHIPPED_DF_MAX = 500;

/** Every search term of a page, over all fields. */
export function getPageTerms(source: SearchSource): Set<string> {
  return new Set([
    ...encodeDutch(source.title),
    ...encodeDutch(source.aliases ?? ''),
    ...encodeDutch(source.description),
    ...encodeLabels(source.labels),
    ...encodeSlug(source.slug),
    ...encodeDutch(source.body),
  ]);
}

/** Every search term of the pages: what a synonym's targets must occur in. */
export function getVocabulary(sources: SearchSource[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const source of sources) for (const term of getPageTerms(source)) vocabulary.add(term);
  return vocabulary;
}

/**
 * Parses content/synonyms.yml: a mapping of an everyday word or two-word phrase to the word(s) the
 * articles use. Every target must occur in the tree (each of its words, by stem), or the build fails.
 */
export function parseSynonyms(text: string, vocabulary: Set<string>): Synonyms {
  const doc = parseDocument(text);
  const errors: BuildError[] = [];
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : text.slice(0, offset).split('\n').length);
  if (doc.errors.length > 0) throw new BuildErrors(doc.errors.map((e) => new BuildError(SYNONYMS_FILE, lineOf(e.pos[0]), e.message)));
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BuildErrors([new BuildError(SYNONYMS_FILE, 1, 'expected a mapping of word: [words the articles use]')]);
  const entries: [string, string[]][] = [];
  for (const [key, targets] of Object.entries(value as Record<string, unknown>)) {
    const line = lineOf(text.indexOf(`${key}:`));
    // Stop words are not searched, so 'auto op naam' is matched as 'auto naam'.
    const words = splitWords(key).filter((w) => !DUTCH_STOP_WORDS.has(w));
    const list = Array.isArray(targets) ? targets : [targets];
    if (words.length === 0 || words.length > 2)
      errors.push(new BuildError(SYNONYMS_FILE, line, `'${key}': a synonym is one or two words (besides stop words)`));
    if (list.length === 0 || !list.every((t): t is string => typeof t === 'string' && t.trim() !== '')) {
      errors.push(new BuildError(SYNONYMS_FILE, line, `'${key}': targets must be a non-empty list of words`));
      continue;
    }
    for (const target of list) {
      const missing = splitWords(target).filter((w) => !DUTCH_STOP_WORDS.has(w) && !vocabulary.has(getStemForms(w)[0]!));
      if (missing.length > 0)
        errors.push(new BuildError(SYNONYMS_FILE, line, `'${key}': '${target}' occurs in no page (${missing.join(', ')})`));
    }
    entries.push([words.join(' '), list.map((t) => foldText(t).trim())]);
  }
  if (errors.length > 0) throw new BuildErrors(errors);
  return entries.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** Pages suggested per section when a query finds nothing. */
export const SUGGESTIONS_PER_SECTION = 5;

/**
 * Per section, the registry positions of its most important pages: in menu order (the section page
 * first, then its pages as the menu lists them, shallow before deep); for '' the top-level sections.
 * Without a menu order, by slug.
 */
export function getSuggestions(sources: SearchSource[], menuOrder: string[] = []): [string, number[]][] {
  const rank = new Map(menuOrder.map((slug, i) => [slug, i]));
  const depth = (slug: string) => slug.split('/').filter(Boolean).length;
  const order = sources
    .map((s, position) => ({ slug: s.slug, position }))
    .sort(
      (a, b) =>
        depth(a.slug) - depth(b.slug) || (rank.get(a.slug) ?? Infinity) - (rank.get(b.slug) ?? Infinity) || (a.slug < b.slug ? -1 : 1),
    );
  const out = new Map<string, number[]>();
  for (const { slug, position } of order) {
    const keys = depth(slug) === 2 ? ['', getSectionOfPath(slug)] : depth(slug) > 2 ? [getSectionOfPath(slug)] : [];
    for (const key of keys) {
      const list = out.get(key) ?? [];
      if (list.length < SUGGESTIONS_PER_SECTION) out.set(key, [...list, position]);
    }
  }
  return [...out.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

const WORD_CHAR = /[\p{L}-]/u;
const SPACE_CHAR = /\s/u;

/** The code point that ends at `end` (a surrogate pair is one), or '' at the start of the text. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return end > 0 ? text[end - 1]! : '';
}

/** How far back from `end` (not past `floor`) the characters `pattern` accepts go. */
function skipBack(text: string, end: number, floor: number, pattern: RegExp): number {
  let at = end;
  for (let c = charBefore(text, at); at > floor && pattern.test(c); c = charBefore(text, at)) at -= c.length;
  return at;
}

/**
 * Every 'written out words (ABBR)' of a text: what `/((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+\(([A-Z]{2,6})\)/gu`
 * matches, as [ABBR, words], found from each '(ABBR)' backwards: at 10,000 pages trying that pattern at
 * every position of every body took seconds. The one to three words end at white space before the
 * bracket and start after the previous match.
 */
export function findAbbreviations(text: string): [string, string][] {
  const found: [string, string][] = [];
  let floor = 0;
  for (const m of text.matchAll(/\(([A-Z]{2,6})\)/g)) {
    let end = m.index;
    let start = -1;
    let wordsEnd = -1;
    for (let words = 0; words < 3; words++) {
      const space = skipBack(text, end, floor, SPACE_CHAR);
      const word = space === end ? space : skipBack(text, space, floor, WORD_CHAR);
      if (word === space) break;
      if (wordsEnd < 0) wordsEnd = space;
      start = end = word;
    }
    if (start < 0) continue;
    found.push([m[1]!, text.slice(start, wordsEnd)]);
    floor = m.index + m[0].length;
  }
  return found;
}

/**
 * Abbreviations the articles define, as 'Nationale Autopas (NAP)' or 'kleineondernemersregeling (KOR)':
 * the letters in brackets, in order, in the one to three words before them, the first letter starting
 * the first of those words. Each gives [abbreviation, written-out words], lower case.
 */
export function mineAbbreviations(text: string): [string, string][] {
  const found = new Map<string, string>();
  for (const [abbreviation, written] of findAbbreviations(text)) {
    const abbr = abbreviation.toLowerCase();
    const words = written.split(/\s+/);
    for (let start = words.length - 1; start >= 0; start--) {
      const span = words.slice(start).join(' ').toLowerCase();
      if (span[0] !== abbr[0]) continue;
      let at = 0;
      for (const letter of span.replace(/[\s-]/g, '')) if (letter === abbr[at]) at++;
      if (at === abbr.length && !found.has(abbr)) found.set(abbr, span);
      break;
    }
  }
  return [...found.entries()];
}

/** Synonyms from the abbreviations the articles define (both ways), where content/synonyms.yml has none. */
export function getMinedSynonyms(sources: SearchSource[], written: [string, string[]][]): [string, string[]][] {
  const have = new Set(written.map(([key]) => key));
  const out = new Map<string, string[]>();
  const add = (key: string, target: string) => {
    if (have.has(key) || key === target) return;
    const list = out.get(key) ?? [];
    if (!list.includes(target)) out.set(key, [...list, target]);
  };
  for (const source of sources) {
    for (const [abbr, expansion] of mineAbbreviations(source.body)) {
      const words = splitWords(expansion).filter((w) => !DUTCH_STOP_WORDS.has(w));
      add(abbr, words.join(' '));
      if (words.length <= 2) add(words.join(' '), abbr);
    }
  }
  return [...out.entries()];
}

/** All synonyms of the index: content/synonyms.yml (`written`, as parseSynonyms returns it) and the abbreviations the pages define. */
export const getAllSynonyms = (sources: SearchSource[], written: Synonyms = []): Synonyms =>
  [...written, ...getMinedSynonyms(sources, written)].sort((a, b) => (a[0] < b[0] ? -1 : 1));

/** The stats part of the sources, in registry order. */
export function getSearchStats(sources: SearchSource[], site: SearchSiteInfo = {}): SearchStats {
  const df = new Map<string, number>();
  for (const source of sources) for (const term of getPageTerms(source)) df.set(term, (df.get(term) ?? 0) + 1);
  const threshold = Math.max(3, Math.ceil(sources.length * SHIPPED_DF_SHARE));
  const shipped = [...df.entries()]
    .filter(([, n]) => n >= threshold)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, SHIPPED_DF_MAX);
  return {
    pages: sources.length,
    df: shipped,
    suggestions: getSuggestions(sources, site.menuOrder),
    help: site.help ?? null,
  };
}
