/**
 * Decompounding against the index's own words: Dutch writes compounds as one word (voorraadwaarde,
 * werkorderstatus, onderhoudsbeurt), while people type them split, and the other way round. A typed
 * word that is two known words also searches both; two typed words that form a known word also search it.
 */
import { stemDutch } from './dutch';

/** Shortest part of a compound that counts (avoids splitting off 'in', 'op' and the like). */
const MIN_PART = 4;

/**
 * The two known words a word is made of, or null: the longest known left part whose rest is a known
 * word too, allowing the linking -s- (onderhoud-s-beurt). `isWord` is asked about written forms and stems.
 */
export function splitCompound(word: string, isWord: (term: string) => boolean): [string, string] | null {
  const known = (w: string) => isWord(w) || isWord(stemDutch(w));
  for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (!known(right)) continue;
    if (known(left)) return [left, right];
    if (left.endsWith('s') && left.length - 1 >= MIN_PART && known(left.slice(0, -1))) return [left.slice(0, -1), right];
  }
  return null;
}

/** The known compound two typed words form (voorraad + waarde → voorraadwaarde, onderhoud + beurt → onderhoudsbeurt), or null. */
export function joinCompound(left: string, right: string, isWord: (term: string) => boolean): string | null {
  if (left.length < 3 || right.length < 3) return null;
  for (const joined of [left + right, `${left}s${right}`]) if (isWord(joined) || isWord(stemDutch(joined))) return joined;
  return null;
}
