/**
 * Running a search (spec 5, 9): minimum length, BM25F-style ranking over the weighted fields, at most 8 hits.
 *
 * Per typed word, every form (query-forms.ts) is looked up in every field's postings (postings.ts). A
 * page's match of a word is the field weights of the fields it matches in (title 8, labels 4, slug 3,
 * description 2, body 1, each a little less when the word stands late in the field), saturated as in
 * BM25 so a match in every field does not count five times, and multiplied by the word's inverse
 * document frequency, so the rare word of a question decides and 'klant' or 'factuur' barely count.
 * The total is scaled by the share of the query's weight (idf) the page matches. A word that finds
 * nothing is corrected against the whole vocabulary (typo.ts) and the correction is reported.
 */
import { getStemForms } from './dutch';
import { getQuestionVerb, getQueryWords } from './query-words';
import type { PostingIndex, Postings } from './postings';
import { getPartHeadForms, getQueryForms, type QueryForm, WEIGHT_CORRECTION } from './query-forms';
import { FIELD_WEIGHTS, type SearchField, type SearchHit } from './fields';
import type { SectionHit, WordMatch } from './sections';
import { type FallbackStep, getFallbackNeed, getFurthestStep, getNearCorrection, getWordFallback } from './fallback';
import { DOUBLING_COST } from './typo';
import { isSearchable } from './searchable';
import { REPEATED_SLOT } from './part-codec';
import type { TablePage } from './page-table';
import { getWordsOfStem, writeOut } from './written-form';
import { getCoverageCredit, isContentWord, isLongQuery, type RankedPage, ranksBefore } from './result-order';

export { isSearchable, SEARCH_MIN_LENGTH } from './searchable';

/** At most this many results (spec 9). */
export const SEARCH_MAX_RESULTS = 8;
/** BM25 saturation of a word's weighted field matches (a title match alone is 8). */
const K1 = 6;
/** BM25F length normalisation of the title: a word in a two-word title says more than in a six-word one. */
const TITLE_B = 0.5;
/** An overview page (a section, one level up) is a slightly better answer than a page deep down. */
const DEPTH_PRIOR = 0.1;

/** The ranked page ids of a query and, when a typed word was corrected, the query as corrected. */
export interface RankResult {
  ids: string[];
  correction: string | null;
  /** The furthest fallback step a word needed (fallback.ts), and the query as searched then. */
  step: FallbackStep;
  searched: string;
  /** Typed words that found nothing in any step (the others decided). */
  missing: string[];
  /** The searched words, for matching headings (sections.ts). */
  words: WordMatch[];
}

/** Inverse document frequency (BM25's, never negative). */
export const getIdf = (df: number, pages: number): number => Math.log(1 + (pages - df + 0.5) / (df + 0.5));

/** How much a match counts by its resolution slot (0 = the word stands early in the field). */
const slotFactor = (slot: number) => 1 / (1 + 0.1 * slot);
/**
 * A body that repeats a word (part-codec.ts REPEATED_SLOT) counts this much more than one that names it
 * once: BM25's term frequency, saturated (three mentions at k1 = 1.2 count about 1.5 times one).
 */
export const REPEAT_FACTOR = 1.5;
/** The fields whose postings come from map parts: one slot, or two when the page repeats the word. */
const MAP_FIELDS = new Set<SearchField>(['description', 'headings', 'body']);
const matchFactor = (field: SearchField, slot: number) =>
  MAP_FIELDS.has(field) ? (slot === REPEATED_SLOT ? REPEAT_FACTOR : 1) : slotFactor(slot);

/**
 * The pages one word's forms match (registry positions), with each page's saturated field match (BM25F:
 * the best value per field over the forms, weighted by field and saturated), its overview prior, how
 * much it covers the word (the best credit of the forms it matches) and the fields it matches in (bits
 * of FIELD_BITS); kept in flat arrays because a common word matches thousands of pages at 10,000 and
 * every keystroke ranks them.
 */
interface WordPages {
  positions: Int32Array;
  saturated: Float64Array;
  prior: Float64Array;
  credit: Float64Array;
  fields: Uint8Array;
  size: number;
}

/** One bit per field, for the fields a word matches in. */
const FIELD_BITS = Object.fromEntries(Object.keys(FIELD_WEIGHTS).map((field, i) => [field, 1 << i])) as Record<SearchField, number>;
/** The fields that hold a page's subject in a few words: its title and aliases. */
const TITLE_BITS = FIELD_BITS.title | FIELD_BITS.aliases;
/** The fields that say what a page is about; a word only in its body or headings is mentioned in passing (result-order.ts). */
const ABOUT_BITS = TITLE_BITS | FIELD_BITS.labels | FIELD_BITS.slug | FIELD_BITS.description;

/**
 * Per-page sums, by registry position, reused from query to query: a page's entry is valid only when
 * its stamp is the current one, so nothing is cleared between queries.
 */
class PageSums {
  stamp = new Uint32Array(0);
  epoch = 0;
  a = new Float64Array(0);
  b = new Float64Array(0);
  c = new Float64Array(0);
  d = new Float64Array(0);
  e = new Float64Array(0);
  f = new Float64Array(0);
  touched: number[] = [];
  /** Starts a new round of sums over `size` pages. */
  begin(size: number): void {
    if (this.stamp.length < size) {
      this.stamp = new Uint32Array(size);
      for (const key of ['a', 'b', 'c', 'd', 'e', 'f'] as const) this[key] = new Float64Array(size);
    }
    this.epoch++;
    this.touched = [];
  }
  /** Whether the page has an entry this round; gives it a zero one when not. */
  visit(position: number): void {
    if (this.stamp[position] === this.epoch) return;
    this.stamp[position] = this.epoch;
    this.a[position] = this.b[position] = this.c[position] = this.d[position] = this.e[position] = this.f[position] = 0;
    this.touched.push(position);
  }
}
const wordSums = new PageSums();
const querySums = new PageSums();

/** Calls `visit` with every page and slot of a form's postings in a field (for several terms: pages that have all, at their latest slot). */
function forEachMatch(index: PostingIndex, field: SearchField, form: QueryForm, visit: (position: number, slot: number) => void): void {
  if (form.terms.length === 1) {
    const postings: Postings | undefined = index.get(field, form.terms[0]!);
    if (!postings) return;
    for (let slot = 0; slot < postings.length; slot++) {
      const positions = postings[slot];
      if (positions) for (const position of positions) visit(position, slot);
    }
    return;
  }
  let found: Map<number, number> | null = null;
  for (const term of form.terms) {
    const postings: Postings | undefined = index.get(field, term);
    if (!postings) return;
    const here = new Map<number, number>();
    postings.forEach((positions, slot) => positions?.forEach((p) => here.has(p) || here.set(p, slot)));
    if (found) {
      const both = new Map<number, number>();
      for (const [p, slot] of here) if (found.has(p)) both.set(p, Math.max(slot, found.get(p)!));
      found = both;
    } else found = here;
  }
  if (found) for (const [p, slot] of found) visit(p, slot);
}

/** The pages a word's forms match (cached per set of forms, see PostingIndex.matchCache). */
function matchWord(index: PostingIndex, forms: QueryForm[]): WordPages {
  const key = forms.map((f) => `${f.terms.join('+')}:${f.weight}:${f.credit ?? 1}${f.fields ? `@${f.fields.join(',')}` : ''}`).join('|');
  const cached = index.matchCache.get(key) as WordPages | undefined;
  if (cached) return cached;
  if (index.matchCache.size > 200) index.matchCache.clear();
  const pages = computeWordMatches(index, forms);
  index.matchCache.set(key, pages);
  return pages;
}

function computeWordMatches(index: PostingIndex, forms: QueryForm[]): WordPages {
  // a: weighted field sum, b: best value in the current field, c: credit, d: field bits, e: the field the best value is of.
  const sums = wordSums;
  sums.begin(index.pageCount(0));
  index.loadedFields().forEach((field, f) => {
    const fieldMark = f + 1;
    const inField: number[] = [];
    for (const form of forms) {
      if (form.fields && !form.fields.includes(field)) continue;
      const credit = form.credit ?? 1;
      forEachMatch(index, field, form, (p, slot) => {
        sums.visit(p);
        if (sums.e[p] !== fieldMark) {
          sums.e[p] = fieldMark;
          sums.b[p] = 0;
          inField.push(p);
        }
        const norm = field === 'title' ? 1 - TITLE_B + TITLE_B * index.getRelativeTitleLength(p) : 1;
        const value = (form.weight * matchFactor(field, slot)) / norm;
        if (value > sums.b[p]!) sums.b[p] = value;
        if (credit > sums.c[p]!) sums.c[p] = credit;
        sums.d[p] = sums.d[p]! | FIELD_BITS[field];
      });
    }
    const weight = FIELD_WEIGHTS[field];
    for (const p of inField) sums.a[p] = sums.a[p]! + weight * sums.b[p]!;
  });
  const size = sums.touched.length;
  const pages: WordPages = {
    positions: Int32Array.from(sums.touched),
    saturated: new Float64Array(size),
    prior: new Float64Array(size),
    credit: new Float64Array(size),
    fields: new Uint8Array(size),
    size,
  };
  sums.touched.forEach((p, i) => {
    const w = sums.a[p]!;
    pages.saturated[i] = (w * (K1 + 1)) / (w + K1);
    pages.prior[i] = 1 / (1 + DEPTH_PRIOR * index.getDepth(p));
    pages.credit[i] = sums.c[p]!;
    pages.fields[i] = sums.d[p]!;
  });
  return pages;
}

/**
 * Every matched page with its keys (result-order.ts): the words' idf-weighted matches, scaled by the
 * squared share of the query's idf it matches and its overview prior (the score); the content words it
 * covers (for a long query, isLongQuery, halved where only its body or headings hold them); and for a
 * long query whether its title holds every word it matches. Pages are registry positions; the sums are
 * kept in reused arrays (a: score, b: matched idf, c: covered, d: words, e: words in the title, f: prior).
 */
function scorePages(
  perWord: { pages: WordPages; idf: number; content: boolean }[],
  totalIdf: number,
  pageCount: number,
  registry: string[],
): RankedPage[] {
  const sums = querySums;
  sums.begin(pageCount);
  const long = isLongQuery(perWord.map((w) => w.content));
  const noContentWords = !perWord.some((w) => w.content);
  for (const { pages, idf, content } of perWord) {
    const counts = content || noContentWords;
    for (let i = 0; i < pages.size; i++) {
      const p = pages.positions[i]!;
      sums.visit(p);
      sums.f[p] = pages.prior[i]!;
      sums.a[p] = sums.a[p]! + idf * pages.saturated[i]!;
      sums.b[p] = sums.b[p]! + idf;
      if (counts) sums.c[p] = sums.c[p]! + getCoverageCredit(pages.credit[i]!, long ? (pages.fields[i]! & ABOUT_BITS) !== 0 : true);
      sums.d[p] = sums.d[p]! + 1;
      if (pages.fields[i]! & TITLE_BITS) sums.e[p] = sums.e[p]! + 1;
    }
  }
  // The best SEARCH_MAX_RESULTS pages, best first.
  const top: RankedPage[] = [];
  for (const p of sums.touched) {
    const score = sums.a[p]! * (sums.b[p]! / totalIdf) ** 2 * sums.f[p]!;
    const covered = sums.c[p]!;
    const phrase = long && sums.e[p] === sums.d[p];
    insertTop(top, { id: registry[p]!, score, covered, phrase }, SEARCH_MAX_RESULTS, ranksBefore);
  }
  return top;
}

/** Whether a page ranks above another by score alone: higher score, then the lower id (stable). */
const ranksAbove = (a: { id: string; score: number }, b: { id: string; score: number }) =>
  a.score > b.score || (a.score === b.score && Number(a.id) < Number(b.id));

/** The best `count` entries, best first, without sorting them all (thousands of pages match a common word at 10,000 pages). */
export function selectTop<T extends { id: string; score: number }>(
  entries: Iterable<T>,
  count: number,
  before: (a: T, b: T) => boolean = ranksAbove,
): T[] {
  const top: T[] = [];
  for (const entry of entries) insertTop(top, entry, count, before);
  return top;
}

/** Puts an entry into its place in a best-first list of at most `count`, unless it ranks below all of a full list. */
function insertTop<T>(top: T[], entry: T, count: number, before: (a: T, b: T) => boolean): void {
  if (top.length === count && !before(entry, top[count - 1]!)) return;
  let i = Math.min(top.length, count - 1);
  if (top.length < count) top.push(entry);
  while (i > 0 && before(entry, top[i - 1]!)) {
    top[i] = top[i - 1]!;
    i--;
  }
  top[i] = entry;
}

/** Ranks pages for a query; needs no document store, so results can be ranked before the stored documents are in. */
export function rankQuery(index: PostingIndex, term: string, registrySize: number): RankResult {
  if (!isSearchable(term)) return { ids: [], correction: null, words: [], step: 'typed', searched: '', missing: [] };
  const words = getQueryWords(term);
  const questionVerb = getQuestionVerb(term);
  const pagesTotal = index.pageCount(registrySize);
  const formsPerWord = getQueryForms(words, index, !/\s$/.test(term));
  const corrections = new Map<string, string>();
  const shown = new Map<string, string>();
  const steps: FallbackStep[] = [];
  const missing: string[] = [];
  const vocabulary = {
    isWord: (t: string) => index.words.has(t),
    terms: index.terms,
    words: index.words,
    df: (t: string) => index.df(t),
    synonyms: index.synonyms,
  };
  const perWord: { pages: WordPages; idf: number; content: boolean }[] = [];
  let totalIdf = 0;
  const wordMatches: WordMatch[] = [];
  words.forEach((word, i) => {
    let matches = matchWord(index, formsPerWord[i]!);
    let mainTerms = getStemForms(word).concat(word);
    let searched = formsPerWord[i]!;
    const finds = (forms: QueryForm[]) => matchWord(index, forms).size > 0;
    // Fallback steps only when the word itself finds nothing (fallback.ts getFallbackNeed). A word that
    // starts a title or label word is still being typed: its prefix forms are strict, so it is not corrected
    // (and no keystroke scans the vocabulary).
    const own = formsPerWord[i]!;
    const need = getFallbackNeed(
      matchWord(
        index,
        own.filter((f) => f.strict),
      ).size,
      matches.size,
      matches.size > 0
        ? matchWord(
            index,
            own.filter((f) => f.terms.length === 1),
          ).size
        : 0,
    );
    const fallback =
      need === 'none'
        ? null
        : need === 'all'
          ? getWordFallback(word, vocabulary, finds)
          : getNearCorrection(word, vocabulary, finds, need === 'near' ? undefined : DOUBLING_COST);
    // An unknown word counts against every page alike.
    if (need === 'all' && !fallback) return void (missing.push(word), (totalIdf += getIdf(1, pagesTotal)));
    if (fallback) {
      steps.push(fallback.step);
      // Words from the index may be stems: shown as the page writes them (written-form.ts); synonyms are written by hand.
      const display =
        fallback.step === 'synonyms' ? fallback.shown : writeOut(fallback.shown, word, (stem) => getWordsOfStem(stem, index.words));
      shown.set(word, display);
      if (fallback.step === 'correction') corrections.set(word, display);
      mainTerms = fallback.mainTerms;
      // A word corrected to one word is searched as if it had been typed so (its compound parts, its
      // synonyms; not the title words it would start or end), a little lighter; the word's own other names still count beside it: nothing it found is dropped.
      const corrected = fallback.step === 'correction' && !fallback.shown.includes(' ') ? fallback.shown : null;
      const fallbackForms = corrected
        ? getQueryForms([corrected], index, false)[0]!
            .filter((f) => !f.fields)
            .map((f) => ({ ...f, weight: f.weight * WEIGHT_CORRECTION, strict: false }))
        : fallback.step === 'parts'
          ? [...fallback.forms, ...getPartHeadForms(fallback.shown.split(' '), index)]
          : fallback.forms;
      searched = [...fallbackForms, ...own.filter((f) => !f.strict)];
      matches = matchWord(index, searched);
    }
    // The word's rarity: its most frequent main form (a stem covers its written forms).
    const df = Math.max(1, ...mainTerms.map((t) => index.df(t)));
    const idf = getIdf(Math.min(df, pagesTotal), pagesTotal);
    totalIdf += idf;
    wordMatches.push({
      terms: searched.filter((f) => f.terms.length === 1).map((f) => f.terms[0]!),
      prefix: i === words.length - 1 ? word : null,
      idf,
    });
    // The verb of a question ('hoe stuur ik …') is how the reader asks, not what the page is about: it
    // scores, but does not count towards coverage (query-words.ts getQuestionVerb).
    perWord.push({ pages: matches, idf, content: isContentWord(df, pagesTotal) && word !== questionVerb });
  });
  // Coverage first, then a phrase in the title or headings, then the score (result-order.ts).
  const ids = scorePages(perWord, totalIdf, index.pageCount(registrySize), index.registry).map(({ id }) => id);
  const correction = corrections.size > 0 ? words.map((w) => corrections.get(w) ?? w).join(' ') : null;
  const searchedQuery = words
    .filter((w) => !missing.includes(w))
    .map((w) => shown.get(w) ?? w)
    .join(' ');
  return {
    ids,
    correction,
    words: wordMatches,
    step: getFurthestStep(steps),
    searched: searchedQuery,
    missing: ids.length > 0 ? missing : [],
  };
}

/** A result from a page id, what the first chunk says of the page, its description and its matching headings. */
export function toSearchHit(id: string, page: TablePage, description: string, sections: SectionHit[] = []): SearchHit {
  return { id, title: page.title, description, slug: page.slug, labels: page.labels, path: page.path, sections };
}
