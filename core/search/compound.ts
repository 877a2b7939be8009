/**
 * Decompounding against the index's own words: Dutch writes compounds as one word (voorraadwaarde,
 * werkorderstatus, onderhoudsbeurt, btw-aangifte as btwaangifte), while people type them split, and the
 * other way round. A typed word that is known words also searches them; two typed words that form a
 * known word also search it.
 */
import { stemDutch } from './dutch';

/** Shortest part of a compound that counts (avoids splitting off 'in', 'op' and the like). */
const MIN_PART = 4;
/** A known word this short (apk, btw, nap) may still start a compound, when nothing longer does. */
const MIN_SHORT_PART = 3;

/**
 * Whether a part is a known word, as written or by its stem. A stem shorter than MIN_SHORT_PART does not
 * count: the stemmer cuts a diminutive's ending off any four letters ('mpje' → 'm', the rest of
 * uitleg|filmpje), and a unit or letter of the index ('m', 'kg') is no part of a compound.
 */
export function isKnownPart(part: string, isWord: (term: string) => boolean): boolean {
  if (isWord(part)) return true;
  const stem = stemDutch(part);
  return stem.length >= MIN_SHORT_PART && isWord(stem);
}

/**
 * The known words a word is made of, or null: the longest known left part whose rest is a known word
 * (or, once, itself two known words), allowing the linking -s- (onderhoud-s-beurt); a three-letter left
 * part (apk-keuring) only when no longer one fits. `isWord` is asked about written forms and stems.
 */
export function splitCompound(word: string, isWord: (term: string) => boolean, depth = 0): string[] | null {
  const known = (w: string) => isKnownPart(w, isWord);
  const rest = (right: string): string[] | null =>
    known(right) ? [right] : depth === 0 && right.length >= 2 * MIN_PART ? splitCompound(right, isWord, 1) : null;
  for (const min of [MIN_PART, MIN_SHORT_PART]) {
    for (let i = word.length - MIN_PART; i >= min; i--) {
      if (min === MIN_SHORT_PART && i >= MIN_PART) continue;
      const left = word.slice(0, i);
      const right = rest(word.slice(i));
      if (!right) continue;
      if (known(left)) return [left, ...right];
      if (left.endsWith('s') && left.length - 1 >= MIN_PART && known(left.slice(0, -1))) return [left.slice(0, -1), ...right];
    }
  }
  return null;
}

/**
 * The known parts of a word that is not all known words (klantenkaart → klanten when 'kaart' is no
 * word of the help): its longest known start and its longest known end, each at least MIN_PART letters.
 */
export function getKnownParts(word: string, isWord: (term: string) => boolean): string[] {
  const known = (w: string) => isKnownPart(w, isWord);
  const parts: string[] = [];
  let end = 0;
  for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
    if (known(word.slice(0, i))) {
      parts.push(word.slice(0, i));
      end = i;
      break;
    }
  }
  for (let i = Math.max(end, MIN_PART); i <= word.length - MIN_PART; i++) {
    if (known(word.slice(i))) {
      parts.push(word.slice(i));
      break;
    }
  }
  return parts;
}

/** The known compound two typed words form (voorraad + waarde → voorraadwaarde, onderhoud + beurt → onderhoudsbeurt), or null. */
export function joinCompound(left: string, right: string, isWord: (term: string) => boolean): string | null {
  if (left.length < 2 || right.length < 3) return null;
  return joinParts([left, right], isWord);
}

/**
 * The known compound that typed words form when written together, with or without a linking -s- between
 * them (twee + staps + verificatie → tweestapsverificatie, onderhoud + beurt → onderhoudsbeurt), or null.
 */
export function joinParts(parts: string[], isWord: (term: string) => boolean): string | null {
  let joins = [parts[0]!];
  for (const part of parts.slice(1)) joins = joins.flatMap((j) => [j + part, ...(j.endsWith('s') ? [] : [`${j}s${part}`])]);
  return joins.find((joined) => isWord(joined) || isWord(stemDutch(joined))) ?? null;
}

/** Compounds a word forms when one of its known parts is replaced by a one-word synonym (klanten|kaart → relatiekaart) and the help has them. */
export function getSynonymCompounds(
  word: string,
  parts: string[],
  synonyms: Map<string, string[]>,
  isWord: (term: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const atStart = word.startsWith(part);
    const rest = atStart ? word.slice(part.length) : word.slice(0, -part.length);
    if (rest.length < 3) continue;
    const targets = synonyms.get(part) ?? synonyms.get(stemDutch(part)) ?? [];
    for (const target of targets.filter((t) => !t.includes(' '))) {
      const joined = atStart ? joinCompound(target, rest, isWord) : joinCompound(rest, target, isWord);
      if (joined && !out.includes(joined)) out.push(joined);
    }
  }
  return out;
}

/**
 * Whether a longer word that starts with a word is a compound of it (kilometer|standen, bank|afschriften,
 * pin|code): the rest, without a linking -s-, is a known word. Otherwise the longer word only shares its
 * first letters (stand|aardwaarden, kas|sa) and is another word.
 */
export function isCompoundOf(start: string, longer: string, isWord: (term: string) => boolean): boolean {
  const known = (w: string) => w.length >= MIN_SHORT_PART && isKnownPart(w, isWord);
  const rest = longer.slice(start.length);
  return longer.startsWith(start) && (known(rest) || (rest.startsWith('s') && known(rest.slice(1))));
}

/**
 * The compounds among `candidates` whose head is the word: the last part, which carries a Dutch
 * compound's meaning (a kilometerstand is a stand, a werkorder an order, an onderhoudsbeurt a beurt).
 * The part before it must be a known word of at least MIN_PART letters (a linking -s- allowed), so
 * bestand (be-stand) and afstand (af-stand) are no compounds of stand.
 */
export function getCompoundHeads(word: string, candidates: Iterable<string>, isWord: (term: string) => boolean): string[] {
  const known = (w: string) => w.length >= MIN_PART && isKnownPart(w, isWord);
  const out: string[] = [];
  for (const candidate of candidates) {
    if (candidate.length <= word.length || !candidate.endsWith(word)) continue;
    const left = candidate.slice(0, -word.length);
    if (known(left) || (left.endsWith('s') && known(left.slice(0, -1)))) out.push(candidate);
  }
  return out;
}
