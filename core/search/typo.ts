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

/** Shortest part of a compound that is corrected or matched (the first part may be as short as 'apk'). */
const MIN_COMPOUND_PART = 4;
const MIN_FIRST_PART = 3;
/** At most this many parts: werk|order|overzicht. */
const MAX_COMPOUND_PARTS = 3;

/**
 * A typo inside a compound, corrected by splitting the word on the index's own vocabulary (issue 35):
 * two or three parts, each a known word (a linking -s- after a part allowed) or a word within the edits
 * its own length allows, with no more edits in all than the whole word allows. werkordreoverzich →
 * werkorder + overzicht (one edit in each part), werkorderstaus → werkorder + status. Among splits the
 * fewest edits win, then the fewest parts, then the longest first part. The parts, or null when no split
 * needs a correction (a split into known words is no typo) or none fits.
 */
export function correctCompoundParts(
  word: string,
  vocabulary: Iterable<string>,
  isWord: (term: string) => boolean,
  pagesOf: (term: string) => number = () => 0,
): string[] | null {
  const budget = getMaxEdits(word.length);
  if (budget === 0 || word.length < MIN_FIRST_PART + MIN_COMPOUND_PART) return null;
  // Candidates share the first or the second letter with the piece (findCorrection's own filter), by bucket.
  const byFirst = new Map<string, string[]>();
  const bySecond = new Map<string, string[]>();
  for (const term of vocabulary) {
    (byFirst.get(term[0]!) ?? byFirst.set(term[0]!, []).get(term[0]!)!).push(term);
    if (term[1]) (bySecond.get(term[1]) ?? bySecond.set(term[1], []).get(term[1])!).push(term);
  }
  const pieces = new Map<string, { part: string; edits: number } | null>();
  const correctPiece = (piece: string, last: boolean) => {
    const key = `${piece}|${last}`;
    if (pieces.has(key)) return pieces.get(key)!;
    let found: { part: string; edits: number } | null = null;
    if (isWord(piece)) found = { part: piece, edits: 0 };
    else if (!last && piece.endsWith('s') && piece.length - 1 >= MIN_FIRST_PART && isWord(piece.slice(0, -1)))
      found = { part: piece.slice(0, -1), edits: 0 };
    else if (piece.length >= TYPO_MIN_LENGTH) {
      const max = Math.min(getMaxEdits(piece.length), budget);
      const candidates = [...(byFirst.get(piece[0]!) ?? []), ...(bySecond.get(piece[1]!) ?? [])];
      const part = findCorrection(piece, candidates, pagesOf, () => true, max);
      if (part) found = { part, edits: getTypoDistance(piece, part, max) };
    }
    pieces.set(key, found);
    return found;
  };
  type Split = { parts: string[]; edits: number };
  const better = (a: Split, b: Split | null) =>
    !b ||
    a.edits < b.edits ||
    (a.edits === b.edits &&
      (a.parts.length < b.parts.length || (a.parts.length === b.parts.length && a.parts[0]!.length > b.parts[0]!.length)));
  const split = (start: number, partsLeft: number): Split | null => {
    let best: Split | null = null;
    const rest = word.slice(start);
    if (start > 0 && rest.length >= MIN_COMPOUND_PART) {
      const whole = correctPiece(rest, true);
      if (whole) best = { parts: [whole.part], edits: whole.edits };
    }
    if (partsLeft === 1) return best;
    for (let end = start + (start === 0 ? MIN_FIRST_PART : MIN_COMPOUND_PART); end <= word.length - MIN_COMPOUND_PART; end++) {
      const head = correctPiece(word.slice(start, end), false);
      if (!head || head.edits > budget) continue;
      const tail = split(end, partsLeft - 1);
      if (!tail) continue;
      const candidate = { parts: [head.part, ...tail.parts], edits: head.edits + tail.edits };
      if (candidate.edits <= budget && better(candidate, best)) best = candidate;
    }
    return best;
  };
  const best = split(0, MAX_COMPOUND_PARTS);
  return best && best.edits > 0 && best.parts.length >= 2 ? best.parts : null;
}
