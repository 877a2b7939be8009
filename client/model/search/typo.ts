/**
 * One-letter typo tolerance: a query word that finds nothing is replaced by a term of the index's own
 * vocabulary (title and label terms, which include every typed prefix) one edit away: a letter too
 * many, too few, wrong, or two neighbours swapped. Only for words of 5 letters or more, where one edit
 * rarely turns one real word into another.
 */

/** Shortest word that gets corrected. */
export const TYPO_MIN_LENGTH = 5;

/** True when b is a, with exactly one insertion, deletion, substitution or adjacent transposition. */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // substitution at i, or the two letters at i and i+1 swapped
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  // one letter more in the longer word at i
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The vocabulary term one edit away from a word, or null. Among several, the longest wins (the whole
 * word over a prefix of it), then the alphabetically first, so the choice is stable.
 */
export function findCorrection(word: string, vocabulary: Iterable<string>): string | null {
  if (word.length < TYPO_MIN_LENGTH) return null;
  let best: string | null = null;
  for (const term of vocabulary) {
    if (Math.abs(term.length - word.length) > 1 || term[0] !== word[0] && term[1] !== word[1]) continue;
    if (!isOneEditAway(word, term)) continue;
    if (best === null || term.length > best.length || (term.length === best.length && term < best)) best = term;
  }
  return best;
}
