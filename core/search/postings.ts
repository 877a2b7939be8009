/**
 * The posting lists of the index, read straight from the imported FlexSearch parts: term → page ids per
 * resolution slot (slot 0 = the term stands early in the field). Looking terms up here instead of through
 * FlexSearch's own search gives exact control over which forms are searched (FlexSearch would re-encode
 * and AND them) and the document frequency of every term for free: the length of its postings.
 */
import { FIELD_WEIGHTS, type SearchField } from './fields';
import { type IndexedSection, indexSections } from './sections';
import { createCachedEncoder } from './dutch';

/**
 * Registry positions of the pages per slot: in the first chunk's fields, 0 = the term stands early in the
 * field; in the map parts (description, headings, body), 0 = the page repeats the term (part-codec.ts).
 */
export type Postings = (number[] | null)[];

/** One H2/H3 heading of a page: [anchor, title]. */
export type SearchSection = [string, string];

/** Everyday word or phrase → words the articles use (content/synonyms.yml and the abbreviations the pages define). */
export type Synonyms = [string, string[]][];

/** Build-time statistics shipped in the second chunk (stats part): see scripts/content/search-stats.ts. */
export interface SearchStats {
  /** Pages in the index. */
  pages: number;
  /** Document frequency (pages containing the term in any field) of the most frequent terms. */
  df: [string, number][];
  /**
   * Per section (first slug segment below /uitleg; '' for the whole help) the registry positions of its
   * most important pages: the section page and its first pages in menu order. Shown when a query is gibberish.
   */
  suggestions?: [string, number[]][];
  /** The site's 'Ticket aanmaken' link, shown with them: [label, href]. */
  help?: [string, string] | null;
}

/** A word spelled backwards. */
const reverse = (word: string) => [...word].reverse().join('');

/** At most this many words of a field are searched for one typed prefix. */
export const MAX_PREFIX_TERMS = 40;

export const isSearchField = (field: string): field is SearchField => field in FIELD_WEIGHTS;

/** All posting lists of the loaded parts, with document frequencies and the vocabulary. */
export class PostingIndex {
  private readonly fields = new Map<SearchField, Map<string, Postings>>();
  private readonly counts = new Map<string, number>();
  private readonly shippedDf = new Map<string, number>();
  /** Whole words of the index (every field), for decompounding. */
  readonly words = new Set<string>();
  /** Every term of every field, for typo correction (the same words: no field holds prefixes). */
  readonly terms = this.words;
  /** Each field's terms in sorted order, for prefix lookups; made on first use after parts arrive. */
  private readonly sorted = new Map<SearchField, string[]>();
  /** Each field's terms reversed, in sorted order, for suffix lookups (compound heads); made on first use. */
  private readonly reversed = new Map<SearchField, string[]>();
  synonyms = new Map<string, string[]>();
  /** H2/H3 headings per page id, once the sections part is in. */
  sections = new Map<string, IndexedSection[]>();
  pages = 0;
  /** Section → page ids suggested for a gibberish query (stats part), and the help link. */
  suggestions = new Map<string, string[]>();
  help: [string, string] | null = null;
  /** Matches per word's forms, kept between keystrokes (typing the second word repeats the first); cleared when parts arrive. */
  readonly matchCache = new Map<string, unknown>();
  /** Page ids by registry position, and each page's title length (relative to the average) and depth. */
  registry: string[] = [];
  private relativeTitleLengths = new Float64Array(0);
  private depths = new Uint8Array(0);

  /** Adds the entries of one map part of a field. */
  add(field: SearchField, entries: [string, Postings][]): void {
    this.matchCache.clear();
    this.sorted.delete(field);
    this.reversed.delete(field);
    let map = this.fields.get(field);
    if (!map) this.fields.set(field, (map = new Map<string, Postings>()));
    for (const [term, postings] of entries) {
      map.set(term, postings);
      this.words.add(term);
      const count = postings.reduce((sum, list) => sum + (list?.length ?? 0), 0);
      if (count > (this.counts.get(term) ?? 0)) this.counts.set(term, count);
    }
  }

  /** Takes what the first chunk says of the pages: the registry, title lengths and depths (registry order), and the synonyms. */
  addPages(registry: string[], titleLengths: number[], depths: number[], synonyms: Synonyms): void {
    this.matchCache.clear();
    this.registry = registry;
    this.pages = registry.length;
    const average = titleLengths.reduce((a, b) => a + b, 0) / (titleLengths.length || 1);
    this.relativeTitleLengths = Float64Array.from(titleLengths, (length) => (average ? length / average : 1));
    this.depths = Uint8Array.from(depths);
    this.synonyms = new Map(synonyms);
  }

  /** Takes the build's statistics. */
  addStats(stats: SearchStats, registry: string[]): void {
    this.matchCache.clear();
    this.pages = stats.pages;
    for (const [term, df] of stats.df) this.shippedDf.set(term, df);
    this.suggestions = new Map(
      (stats.suggestions ?? []).map(([section, positions]) => [section, positions.flatMap((p) => (registry[p] ? [registry[p]] : []))]),
    );
    this.help = stats.help ?? null;
  }

  /** Takes the headings part (per registry position). */
  addSections(sections: SearchSection[][], registry: string[]): void {
    const encode = createCachedEncoder();
    registry.forEach((id, i) => this.sections.set(id, indexSections(sections[i] ?? [], encode)));
  }

  /** A page's title length relative to the average, by registry position (1 before the pages are in). */
  getRelativeTitleLength(position: number): number {
    return this.relativeTitleLengths[position] ?? 1;
  }

  /** A page's slug depth, by registry position (3 before the pages are in). */
  getDepth(position: number): number {
    return this.depths[position] ?? 3;
  }

  /** The postings of a term in a field, or undefined. */
  get(field: SearchField, term: string): Postings | undefined {
    return this.fields.get(field)?.get(term);
  }

  /** Up to MAX_PREFIX_TERMS words of a field that start with the prefix (and are longer), by binary search. */
  getPrefixTerms(field: SearchField, prefix: string): string[] {
    return this.findStarting(this.sorted, field, prefix, (t) => t);
  }

  /** Up to MAX_PREFIX_TERMS words of a field that end with the suffix (and are longer): the compounds a word may be the head of. */
  getSuffixTerms(field: SearchField, suffix: string): string[] {
    return this.findStarting(this.reversed, field, reverse(suffix), reverse);
  }

  /** Terms of a field whose key (the term, or the term reversed) starts with `start`, from a sorted list of keys made on first use. */
  private findStarting(lists: Map<SearchField, string[]>, field: SearchField, start: string, key: (term: string) => string): string[] {
    let sorted = lists.get(field);
    if (!sorted) {
      const map = this.fields.get(field);
      if (!map) return [];
      lists.set(field, (sorted = [...map.keys()].map(key).sort()));
    }
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && out.length < MAX_PREFIX_TERMS && sorted[i]!.startsWith(start); i++)
      if (sorted[i] !== start) out.push(key(sorted[i]!));
    return out;
  }

  /** Whether any field knows the term. */
  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** Pages that hold the term: the build's figure where shipped, else the largest field's postings. */
  df(term: string): number {
    return Math.max(this.shippedDf.get(term) ?? 0, this.counts.get(term) ?? 0);
  }

  /** Pages in the index (from the stats part; the registry size before it is in). */
  pageCount(fallback: number): number {
    return this.pages || fallback;
  }

  /** The loaded fields. */
  loadedFields(): SearchField[] {
    return [...this.fields.keys()];
  }
}
