/**
 * Never an empty list for real words: a typed word that finds nothing as typed (its stems, verb forms,
 * synonyms and compound forms, query-forms.ts) falls back in visible steps, the first that finds pages
 * wins: its compound parts searched one by one → its corrected spelling (the whole word, else per
 * compound part) → synonyms of its parts (klanten-kaart → relatiekaart) → whatever known part it has.
 * Across words, the query is all words, else the words that find something (the ranking's coverage).
 * Only when no word finds anything is the query gibberish: then the box shows 'Geen resultaten'.
 */
import { getStemForms, splitWords } from './dutch';
import { getKnownParts, getSynonymCompounds, joinParts, splitCompound } from './compound';
import { getWordForms, type QueryForm, WEIGHT_CORRECTION, WEIGHT_PART } from './query-forms';
import { correctCompoundParts, findCorrection } from './typo';

/** Which step found a word's pages: as typed, by its parts, by a correction, by synonyms of its parts. */
export type FallbackStep = 'typed' | 'parts' | 'correction' | 'synonyms';

/** Steps in the order they are tried; a query reports the furthest one any of its words needed. */
export const FALLBACK_STEPS: FallbackStep[] = ['typed', 'parts', 'correction', 'synonyms'];

export { WEIGHT_PART };

/** What the fallback may ask of the index. */
export interface FallbackVocabulary {
  /** Whole words (slug, description, body), for decompounding. */
  isWord(term: string): boolean;
  /** Every term, for correction. */
  terms: Iterable<string>;
  /** Whole words only. */
  words: Iterable<string>;
  df(term: string): number;
  synonyms: Map<string, string[]>;
}

/** How a word that found nothing as typed is searched instead. */
export interface WordFallback {
  step: Exclude<FallbackStep, 'typed'>;
  forms: QueryForm[];
  /** The word(s) shown in its place ('Bedoelde je …?', 'Gezocht op …'). */
  shown: string;
  /** The terms whose rarity stands for the word. */
  mainTerms: string[];
}

/** The words that start with a prefix and are longer. */
function* startingWith(words: Iterable<string>, prefix: string): Iterable<string> {
  for (const w of words) if (w.length > prefix.length && w.startsWith(prefix)) yield w;
}

const stem = (word: string) => getStemForms(word)[0]!;
const partForms = (parts: string[], weight = WEIGHT_PART): QueryForm[] => parts.map((p) => ({ terms: [stem(p)], weight }));

/**
 * How far the fallback may go for a word, from what its own forms find (issue 35: fallback steps only
 * when the strict query is weak, not whenever they would find something):
 * - 'none': the word as typed (its stems, inflections, or a word it starts while typed) finds pages: it
 *   is a word of the help and is never corrected, split or replaced by a synonym of its parts;
 * - 'near': it finds pages only as parts of a compound (afspraak + sorten): a known word one edit away
 *   (afspraaksoorten) is what was meant, when there is one;
 * - 'spelling': it finds pages only through its other names (synonyms, a compound it heads): only a
 *   doubled or undoubled letter (tenaamsteling → tenaamstelling) is corrected;
 * - 'all': it finds nothing: every step in turn (getWordFallback).
 */
export type FallbackNeed = 'none' | 'near' | 'spelling' | 'all';

/** The fallback a word needs from the pages its strict forms find, all its forms find, and its single-term forms find. */
export function getFallbackNeed(strictPages: number, allPages: number, singleTermPages: number): FallbackNeed {
  if (strictPages > 0) return 'none';
  if (allPages === 0) return 'all';
  return singleTermPages === 0 ? 'near' : 'spelling';
}

/** The first fallback step that finds pages for the word (`finds` runs the forms), or null: the word is unknown. */
export function getWordFallback(word: string, vocabulary: FallbackVocabulary, finds: (forms: QueryForm[]) => boolean): WordFallback | null {
  const { isWord } = vocabulary;
  const known = getKnownParts(word, isWord);
  // A compound with a part replaced by its synonym, when the help has it (klantenkaart → relatiekaart).
  const viaSynonym = (): WordFallback | null => {
    for (const joined of getSynonymCompounds(word, known, vocabulary.synonyms, isWord)) {
      const forms = getWordForms(joined, WEIGHT_PART);
      if (finds(forms)) return { step: 'synonyms', forms, shown: joined, mainTerms: [stem(joined)] };
    }
    return null;
  };
  // 0. One cheap edit from a known word (tweestapverificatie, voertuigkraat): that word, before any split.
  const near = getNearCorrection(word, vocabulary, finds);
  if (near) return near;
  // 1. All its parts are known words, but no page has them together: each part on its own (a part's
  //    synonym that forms a known compound first: that compound is the page's own word).
  const parts = word.length >= 7 ? splitCompound(word, isWord) : null;
  if (parts) {
    const joined = viaSynonym();
    if (joined) return joined;
    // A known compound with the same first part, within the word's edits: the typo is in the rest (voertuig|kraat → voertuigkaart).
    const sameStart = findCorrection(word, startingWith(vocabulary.words, parts[0]!), (t) => vocabulary.df(t), isWord);
    if (sameStart) {
      const forms = getWordForms(sameStart, WEIGHT_CORRECTION);
      if (finds(forms)) return { step: 'correction', forms, shown: sameStart, mainTerms: [sameStart] };
    }
    const forms = partForms(parts);
    if (finds(forms)) return { step: 'parts', forms, shown: parts.join(' '), mainTerms: parts.map(stem) };
  }
  // 2. Its spelling corrected: the whole word, else per compound part.
  const corrected =
    findCorrection(word, vocabulary.terms, (t) => vocabulary.df(t), isWord) ??
    (stem(word) !== word ? findCorrection(stem(word), vocabulary.terms, (t) => vocabulary.df(t), isWord) : null);
  if (corrected) {
    const forms = getWordForms(corrected, WEIGHT_CORRECTION);
    if (finds(forms)) return { step: 'correction', forms, shown: corrected, mainTerms: [corrected] };
  }
  const partly = word.length >= 8 ? correctCompoundParts(word, vocabulary.words, isWord, (t) => vocabulary.df(t)) : null;
  if (partly) {
    const joined = joinParts(partly, isWord);
    const forms = [
      { terms: partly.map(stem), weight: WEIGHT_CORRECTION },
      ...(joined ? getWordForms(joined, WEIGHT_CORRECTION) : []),
      ...partForms(partly),
    ];
    if (finds(forms)) return { step: 'correction', forms, shown: joined ?? partly.join(' '), mainTerms: partly.map(stem) };
  }
  // 3. Synonyms of its known parts: in the compound, else on their own.
  const joined = viaSynonym();
  if (joined) return joined;
  for (const part of known) {
    const targets = vocabulary.synonyms.get(part) ?? vocabulary.synonyms.get(stem(part)) ?? [];
    const forms = targets.map((t) => ({ terms: splitWords(t).map(stem), weight: WEIGHT_PART }));
    if (forms.length > 0 && finds(forms))
      return { step: 'synonyms', forms, shown: targets.join(' '), mainTerms: forms.flatMap((f) => f.terms) };
  }
  // 4. Whatever part of it is a word of the help.
  if (known.length > 0) {
    const forms = partForms(known);
    if (finds(forms)) return { step: 'parts', forms, shown: known.join(' '), mainTerms: known.map(stem) };
  }
  return null;
}

/** At most this far is a long word that the help does not know itself, but finds by its parts, taken for a typo. */
export const NEAR_TYPO = 1;

/**
 * A long word the index does not hold itself (it finds pages only by its parts, afspraak + sorten) and
 * that is one cheap edit from a word the help does hold (afspraaksoorten): that word is what was meant.
 */
export function getNearCorrection(
  word: string,
  vocabulary: FallbackVocabulary,
  finds: (forms: QueryForm[]) => boolean,
  max = NEAR_TYPO,
): WordFallback | null {
  if (word.length < 8 || vocabulary.isWord(word) || vocabulary.isWord(stem(word))) return null;
  // The index holds long texts by their stems only (kruispost, not kruisposten): the typed word's stem is compared too.
  const corrected =
    findCorrection(word, vocabulary.words, (t) => vocabulary.df(t), undefined, max) ??
    findCorrection(stem(word), vocabulary.words, (t) => vocabulary.df(t), undefined, max);
  if (!corrected) return null;
  const forms = getWordForms(corrected, WEIGHT_CORRECTION);
  return finds(forms) ? { step: 'correction', forms, shown: corrected, mainTerms: [corrected] } : null;
}

/** The furthest step of a query's words. */
export const getFurthestStep = (steps: FallbackStep[]): FallbackStep =>
  FALLBACK_STEPS[Math.max(0, ...steps.map((s) => FALLBACK_STEPS.indexOf(s)))]!;

/** What the box says above results found by a fallback (the correction itself is a 'Bedoelde je …?' button). */
export function describeFallback(step: FallbackStep, shown: string, missing: string[]): string | null {
  const without = missing.length > 0 ? `Niets gevonden voor '${missing.join(' ')}'` : '';
  const how =
    step === 'parts' ? `Gezocht op delen van het woord: ${shown}` : step === 'synonyms' ? `Gezocht op verwante woorden: ${shown}` : '';
  const text = [without, how].filter(Boolean).join('. ');
  return text === '' ? null : `${text}.`;
}
