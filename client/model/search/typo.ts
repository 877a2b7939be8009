/**
 * Typo tolerance: a query word that finds nothing is replaced by the nearest term of the index's own
 * vocabulary (every field: titles, labels and their prefixes, descriptions, bodies). The edits allowed
 * grow with the word: one for 5 to 7 letters, two from 8, three from 14 (a letter lost in the middle of
 * a long compound is one edit among many letters). An edit is a letter too many, too few, wrong, or two
 * neighbours swapped; doubling or undoubling a letter (herinering, factuuren) costs half an edit.
 * Shorter words are never corrected: one edit turns them into other words.
 */

/** Shortest word that gets corrected. */
export const TYPO_MIN_LENGTH = 5;
/** Shortest word that may be two edits off. */
export const TYPO_TWO_EDITS_LENGTH = 8;
/** Shortest word that may be three edits off. */
export const TYPO_THREE_EDITS_LENGTH = 14;
/** What doubling or undoubling a letter costs (a full edit is 1). */
export const DOUBLING_COST = 0.5;

/** Edits allowed for a word of this length. */
export const getMaxEdits = (length: number): number =>
  length >= TYPO_THREE_EDITS_LENGTH ? 3 : length >= TYPO_TWO_EDITS_LENGTH ? 2 : length >= TYPO_MIN_LENGTH ? 1 : 0;

/** True when b is a, with exactly one insertion, deletion, substitution or adjacent transposition. */
export function isOneEditAway(a: string, b: string): boolean {
  return a !== b && getEditDistance(a, b, 1) === 1;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or max + 1 as soon as it is
 * known to be larger than max (most vocabulary terms are rejected after a row or two).
 */
export function getEditDistance(a: string, b: string, max: number): number {
  return getWeightedDistance(a, b, max, 1);
}

/**
 * Typing distance: the edit distance above, where inserting or deleting a letter next to the same letter
 * (a doubled vowel or consonant made single, or a single one doubled) costs DOUBLING_COST. Returns a
 * value above max as soon as the distance is known to exceed it.
 */
export function getTypoDistance(a: string, b: string, max: number): number {
  return getWeightedDistance(a, b, max, DOUBLING_COST);
}

/** The one distance both use: a letter inserted or deleted beside the same letter costs `doubling`. */
function getWeightedDistance(a: string, b: string, max: number, doubling: number): number {
  if (Math.abs(a.length - b.length) * doubling > max) return max + 1;
  let prev2: number[] = [];
  let prev = [0];
  for (let j = 1; j <= b.length; j++) prev.push(prev[j - 1]! + (j > 1 && b[j - 1] === b[j - 2] ? doubling : 1));
  for (let i = 1; i <= a.length; i++) {
    // Deleting a[i-1] is cheap when it doubles its neighbour in a.
    const del = i > 1 && a[i - 1] === a[i - 2] ? doubling : i < a.length && a[i - 1] === a[i] ? doubling : 1;
    const row = [prev[0]! + del];
    let best = row[0]!;
    for (let j = 1; j <= b.length; j++) {
      const ins = (j > 1 && b[j - 1] === b[j - 2]) || (j < b.length && b[j - 1] === b[j]) ? doubling : 1;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + del, row[j - 1]! + ins, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** What a term that is no whole word (a title prefix such as 'factuurn') adds when corrections are ranked. */
export const PREFIX_PENALTY = 0.75;

/**
 * The vocabulary term nearest to a word within its allowed edits, or null. A term that is no whole word
 * (`isWhole`: a title or label prefix) ranks as PREFIX_PENALTY further. Among equally near ones the
 * longest wins (the whole word over a prefix of it), then the one in most pages, then the
 * alphabetically first, so the choice is stable.
 */
export function findCorrection(
  word: string,
  vocabulary: Iterable<string>,
  pagesOf: (term: string) => number = () => 0,
  isWhole: (term: string) => boolean = () => true,
  max = getMaxEdits(word.length),
): string | null {
  if (max === 0) return null;
  let best: { term: string; distance: number; pages: number } | null = null;
  for (const term of vocabulary) {
    if (Math.abs(term.length - word.length) > 2 * max || (term[0] !== word[0] && term[1] !== word[1])) continue;
    const edits = getTypoDistance(word, term, max);
    if (edits === 0 || edits > max) continue;
    const distance = edits + (isWhole(term) ? 0 : PREFIX_PENALTY);
    const pages = pagesOf(term);
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (term.length > best.term.length ||
          (term.length === best.term.length && (pages > best.pages || (pages === best.pages && term < best.term)))));
    if (better) best = { term, distance, pages };
  }
  return best?.term ?? null;
}

/**
 * A typo inside a compound, corrected per part: the longest known left part with the rest corrected
 * against the vocabulary (werkorderstaus → werkorder + status), else the longest known right part with
 * the left corrected; each part gets the edits its own length allows. The parts, or null.
 */
export function findPartCorrection(
  word: string,
  vocabulary: Iterable<string>,
  isWord: (term: string) => boolean,
  pagesOf: (term: string) => number = () => 0,
): [string, string] | null {
  const MIN_KNOWN = 3;
  for (let i = word.length - TYPO_MIN_LENGTH; i >= MIN_KNOWN; i--) {
    const left = word.slice(0, i);
    const known = isWord(left) ? left : left.endsWith('s') && isWord(left.slice(0, -1)) && i - 1 >= MIN_KNOWN ? left.slice(0, -1) : null;
    if (!known) continue;
    const right = findCorrection(word.slice(i), vocabulary, pagesOf);
    if (right) return [known, right];
    break;
  }
  for (let i = TYPO_MIN_LENGTH; i <= word.length - MIN_KNOWN - 1; i++) {
    const right = word.slice(i);
    if (!isWord(right)) continue;
    const left = findCorrection(word.slice(0, i), vocabulary, pagesOf);
    if (left) return [left, right];
    break;
  }
  return null;
}
