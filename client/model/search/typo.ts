/**
 * Typo tolerance: a query word that finds nothing is replaced by the nearest term of the index's own
 * vocabulary (every field: titles, labels and their prefixes, descriptions, bodies). One edit for words
 * of 5 to 7 letters, two for words of 8 letters or more: an edit is a letter too many, too few, wrong,
 * or two neighbours swapped. Shorter words are never corrected: one edit turns them into other words.
 */

/** Shortest word that gets corrected. */
export const TYPO_MIN_LENGTH = 5;
/** Shortest word that may be two edits off. */
export const TYPO_TWO_EDITS_LENGTH = 8;

/** Edits allowed for a word of this length. */
export const getMaxEdits = (length: number): number => (length >= TYPO_TWO_EDITS_LENGTH ? 2 : length >= TYPO_MIN_LENGTH ? 1 : 0);

/** True when b is a, with exactly one insertion, deletion, substitution or adjacent transposition. */
export function isOneEditAway(a: string, b: string): boolean {
  return a !== b && getEditDistance(a, b, 1) === 1;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or max + 1 as soon as it is
 * known to be larger than max (most vocabulary terms are rejected after a row or two).
 */
export function getEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
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

/**
 * The vocabulary term nearest to a word within its allowed edits, or null. Among equally near ones the
 * longest wins (the whole word over a prefix of it), then the one in most pages, then the
 * alphabetically first, so the choice is stable.
 */
export function findCorrection(word: string, vocabulary: Iterable<string>, pagesOf: (term: string) => number = () => 0): string | null {
  const max = getMaxEdits(word.length);
  if (max === 0) return null;
  let best: { term: string; distance: number; pages: number } | null = null;
  for (const term of vocabulary) {
    if (Math.abs(term.length - word.length) > max || (term[0] !== word[0] && term[1] !== word[1])) continue;
    const distance = getEditDistance(word, term, max);
    if (distance === 0 || distance > max) continue;
    const pages = pagesOf(term);
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (term.length > best.term.length || (term.length === best.term.length && (pages > best.pages || (pages === best.pages && term < best.term)))));
    if (better) best = { term, distance, pages };
  }
  return best?.term ?? null;
}
