/**
 * What 'Bedoelde je …?' offers is written as a page writes it (issue 35), never an index stem. The body
 * and descriptions are indexed by their stems only (dutch.ts), so a correction found there may be one
 * ('werkplaatsafsprak', 'kruispost'); it is written out as the inflection of that stem nearest to what
 * the visitor typed: werkplaatsafpsraak → werkplaatsafspraak, kruispsoten → kruisposten, and a word
 * that is no stem stays as it is.
 */
import { getStemForms } from './dutch';
import { getTypoDistance } from './typo';

/** Words whose stem is `stem`: itself, its plurals and the form with its last vowel doubled (afsprak → afspraak). */
export function getInflections(stem: string): string[] {
  const candidates = [stem, `${stem}en`, `${stem}s`, `${stem}e`];
  // A long vowel written single in the stem (afsprak, factur, onderdel) is double in the singular.
  const long = /^(.*[^aeiou])([aeiou])([^aeiou]+)$/.exec(stem);
  if (long) candidates.push(`${long[1]}${long[2]}${long[2]}${long[3]}`);
  // A short vowel's consonant doubles before -en (bus → bussen); f and s are voiced (brief → brieven, prijs → prijzen).
  candidates.push(`${stem}${stem.at(-1)}en`, `${stem.replace(/f$/, 'v').replace(/s$/, 'z')}en`);
  return [...new Set(candidates)].filter((word) => getStemForms(word).includes(stem));
}

/** Edits between a word and the closest stretch of the typed text about as long as it (a part of a typed compound). */
function getDistanceWithin(word: string, typed: string): number {
  const MAX = 4;
  let best = getTypoDistance(word, typed, MAX);
  for (let length = word.length - 1; length <= word.length + 1; length++)
    for (let start = 0; start + length <= typed.length; start++)
      best = Math.min(best, getTypoDistance(word, typed.slice(start, start + length), MAX));
  return best;
}

/**
 * The written form of a term found in the index, as near as it gets to what was typed (the whole typed
 * word, or for a part of it the closest stretch). `written` are the other words of the index with this
 * term as their stem (the title 'Afspraak verplaatsen' gives 'afspraak' for 'afsprak'): when there are
 * any, the term may be a stem and one of them is shown unless the term is nearer; when there are none
 * (a body word, indexed by its stem only) an inflection of the term that is nearer than the term is.
 */
export function getWrittenForm(term: string, typed: string, written: string[] = [], part = false): string {
  const distance = (word: string) => (part ? getDistanceWithin(word, typed) : getTypoDistance(word, typed, Infinity));
  const others = written.length > 0 ? written : getInflections(term).filter((c) => c !== term);
  let best = term;
  let nearest = distance(term);
  for (const candidate of others) {
    const d = distance(candidate);
    if (d < nearest || (d === nearest && best === term && written.length > 0)) [best, nearest] = [candidate, d];
  }
  return best;
}

/** The words shown for a typed word, each written out (getWrittenForm); several words are parts of it. */
export function writeOut(shown: string, typed: string, writtenOf: (stem: string) => string[] = () => []): string {
  const terms = shown.split(' ');
  return terms.map((term) => getWrittenForm(term, typed, writtenOf(term), terms.length > 1)).join(' ');
}

/** The words among `words` (other than the stem) whose stem it is. */
export function getWordsOfStem(stem: string, words: Iterable<string>): string[] {
  const start = stem.slice(0, Math.max(3, stem.length - 2));
  const out: string[] = [];
  for (const word of words) if (word !== stem && word.startsWith(start) && getStemForms(word).includes(stem)) out.push(word);
  return out;
}
