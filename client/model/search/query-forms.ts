/**
 * What one typed word searches for: its stems and the word as typed (weight 1), verb forms the index
 * knows (dutch-morphology.ts), the words a synonym stands for (content/synonyms.yml), the parts of a
 * compound and the compound two typed words form (compound.ts). Every expansion weighs less than the
 * word as typed, so a page that has the typed word stays ahead.
 */
import { getStemForms, splitWords } from './dutch';
import { getLongVowelForm, getVerbCandidates } from './dutch-morphology';
import { getSynonymCompounds, joinCompound, splitCompound } from './compound';
import type { PostingIndex } from './postings';
import type { SearchField } from './fields';

/** A form: terms that must all be in a field (compound parts, a multi-word synonym), its weight, and the fields it may match in (all when absent). */
export interface QueryForm {
  terms: string[];
  weight: number;
  fields?: SearchField[];
}

/** Fields where a typed word also matches as the start of a word (typing in progress: 'werkord'). */
export const PREFIX_FIELDS: SearchField[] = ['title', 'labels'];

export const WEIGHT_VERB = 0.8;
export const WEIGHT_SYNONYM = 0.6;
export const WEIGHT_COMPOUND = 0.7;
export const WEIGHT_CORRECTION = 0.9;
/** A longer title or label word that starts with a word the index knows whole (foto → fotoinstellingen). */
export const WEIGHT_PREFIX_OF_WORD = 0.5;

/** Forms of a word as written: its stems and itself. */
export function getWordForms(word: string, weight = 1): QueryForm[] {
  return [...new Set([...getStemForms(word), word])].map((term) => ({ terms: [term], weight }));
}

/** The synonym targets of a word or phrase, as forms (each target word by its stem). */
function getSynonymForms(key: string, index: PostingIndex): QueryForm[] {
  const targets = index.synonyms.get(key) ?? [];
  return targets.map((target) => ({ terms: splitWords(target).map((w) => getStemForms(w)[0]!), weight: WEIGHT_SYNONYM }));
}

/** Every form of each typed word, in the order of the words. */
export function getQueryForms(words: string[], index: PostingIndex): QueryForm[][] {
  const isWord = (term: string) => index.words.has(term);
  const forms = words.map((word) => {
    const list = getWordForms(word);
    // Only forms the index has as whole words: 'banden' must not become the prefix 'ban' of 'bank'.
    for (const candidate of getVerbCandidates(word)) {
      const stem = getStemForms(candidate)[0]!;
      if (stem.length >= 4 && index.words.has(stem)) list.push({ terms: [stem], weight: WEIGHT_VERB });
    }
    // bewaren also finds Bewaartermijnen: the long-vowel form is searched as written, so it prefixes titles.
    const long = getLongVowelForm(word);
    if (long && index.has(long)) list.push({ terms: [long], weight: WEIGHT_VERB });
    list.push(...getSynonymForms(word, index));
    if (!index.synonyms.has(word)) list.push(...getSynonymForms(getStemForms(word)[0]!, index));
    const parts = word.length >= 7 ? splitCompound(word, isWord) : null;
    if (parts) list.push({ terms: parts.map((p) => getStemForms(p)[0]!), weight: WEIGHT_COMPOUND });
    // A compound the help does not use, whose part has a synonym that makes one it does: klantenkaart → relatiekaart.
    if (parts && !index.has(word) && !index.has(getStemForms(word)[0]!)) {
      for (const joined of getSynonymCompounds(word, parts, index.synonyms, isWord)) list.push(...getWordForms(joined, WEIGHT_SYNONYM));
    }
    // The word as the start of a title or label word, as typed: 'factu' → factuur, facturen. A word the
    // index knows whole is probably typed to the end: longer words starting with it count less.
    const prefixWeight = index.has(word) || getStemForms(word).some((t) => index.has(t)) ? WEIGHT_PREFIX_OF_WORD : 1;
    for (const field of PREFIX_FIELDS)
      for (const term of index.getPrefixTerms(field, word)) list.push({ terms: [term], weight: prefixWeight, fields: [field] });
    return list;
  });
  // Two typed words: a synonym of the phrase ('face id'), or the compound they form (voorraad waarde),
  // also with the first one's one-word synonym (km stand → kilometerstand).
  for (let i = 0; i + 1 < words.length; i++) {
    const phrase = getSynonymForms(`${words[i]} ${words[i + 1]}`, index);
    const lefts = [words[i]!, ...(index.synonyms.get(words[i]!) ?? []).filter((t) => !t.includes(' '))];
    const joined = lefts.map((left) => joinCompound(left, words[i + 1]!, isWord)).find(Boolean);
    const extra = [...phrase, ...(joined ? getWordForms(joined, WEIGHT_COMPOUND) : [])];
    forms[i]!.push(...extra);
    forms[i + 1]!.push(...extra);
  }
  return forms;
}
