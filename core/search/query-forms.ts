/**
 * What one typed word searches for: its stems and the word as typed (weight 1), verb forms the index
 * knows (dutch-morphology.ts), the words a synonym stands for (content/synonyms.yml), the parts of a
 * compound and the compound two typed words form (compound.ts). Every expansion weighs less than the
 * word as typed, so a page that has the typed word stays ahead.
 */
import { getStemForms, splitWords } from './dutch';
import { getLongVowelForm, getVerbCandidates, getVerbRelatives } from './dutch-morphology';
import { getCompoundHeads, getSynonymCompounds, isCompoundOf, joinCompound, joinParts, splitCompound } from './compound';
import type { PostingIndex } from './postings';
import type { SearchField } from './fields';

/**
 * A form: terms that must all be in a field (compound parts, a multi-word synonym), its weight, the fields
 * it may match in (all when absent), and how much a page that matches it covers the typed word (1 when
 * absent; result-order.ts ranks pages by the words they cover before their score).
 */
export interface QueryForm {
  terms: string[];
  weight: number;
  fields?: SearchField[];
  credit?: number;
  /**
   * The word as typed and its stems, or (while typed) a word it starts: what the word itself finds
   * (fallback.ts getFallbackNeed). Verb forms guessed from it are not: a typo can look like one.
   */
  strict?: boolean;
}

/** Fields where a typed word also matches as the start of a word (typing in progress: 'werkord'). */
export const PREFIX_FIELDS: SearchField[] = ['title', 'labels'];

export const WEIGHT_VERB = 0.8;
/** A separable verb without its particle (instellen → stel): the same verb, but the bare word is often another word too (klok, plan, pas). */
export const WEIGHT_BARE_VERB = 0.25;
export const WEIGHT_SYNONYM = 0.6;
export const WEIGHT_COMPOUND = 0.7;
export const WEIGHT_CORRECTION = 0.9;
/** A longer title or label word that starts with a word the index knows whole, without being its compound (stand → standaard). */
export const WEIGHT_PREFIX_OF_WORD = 0.5;
/** What such a longer word covers of the typed word: a full-word match anywhere ranks above it (result-order.ts). */
export const CREDIT_PREFIX_OF_WORD = 0.5;
/** A compound whose last part is the typed word (stand → kilometerstand): a kind of the thing, not the thing itself. */
export const WEIGHT_HEAD = 0.5;
/** A part of a compound searched on its own weighs less than the compound (fallback.ts). */
export const WEIGHT_PART = 0.5;
/** Fields where a typed word also matches as the head (last part) of a compound: kilometerstanden for stand. */
export const HEAD_FIELDS: SearchField[] = ['title', 'labels', 'aliases'];

/**
 * The title, label and alias compounds that the parts of an unknown compound head, as a typed word finds
 * them (toetsen|combinaties → sneltoetsen: a sneltoets is a toets), at a part's weight. A part searched
 * on its own is a word of the query; it finds what a typed word finds, the head of a compound included.
 */
export function getPartHeadForms(parts: string[], index: PostingIndex): QueryForm[] {
  const isWord = (term: string) => index.words.has(term);
  const forms: QueryForm[] = [];
  for (const part of parts)
    for (const base of new Set(getStemForms(part).filter((t) => t.length >= 3)))
      for (const field of HEAD_FIELDS)
        for (const head of getCompoundHeads(base, index.getSuffixTerms(field, base), isWord))
          forms.push({ terms: [head], weight: WEIGHT_HEAD * WEIGHT_PART, fields: [field] });
  return forms;
}

/** Forms of a word as written: its stems and itself. */
export function getWordForms(word: string, weight = 1): QueryForm[] {
  return [...new Set([...getStemForms(word), word])].map((term) => ({ terms: [term], weight }));
}

/** The synonym targets of a word or phrase, as forms (each target word by its stem). */
function getSynonymForms(key: string, index: PostingIndex): QueryForm[] {
  const targets = index.synonyms.get(key) ?? [];
  return targets.map((target) => ({ terms: splitWords(target).map((w) => getStemForms(w)[0]!), weight: WEIGHT_SYNONYM }));
}

/**
 * How a longer title or label word that starts with the typed word counts (issue 35: full-word matches
 * over prefix matches of short words). A word the index does not know whole is still being typed: the
 * longer word is what is meant. A known word that starts a compound of it (kilometer → kilometerstanden)
 * counts as the compound does. A known word that only shares its first letters with the longer one
 * (stand → standaardwaarden) covers the typed word half, so every page with the word itself ranks above.
 */
export function getPrefixForm(typed: string, term: string, isWord: (term: string) => boolean): Pick<QueryForm, 'weight' | 'credit'> {
  const typedIsWord = isWord(typed) || getStemForms(typed).some(isWord);
  if (!typedIsWord) return { weight: 1, credit: 1 };
  if (isCompoundOf(typed, term, isWord)) return { weight: WEIGHT_COMPOUND, credit: 1 };
  return { weight: WEIGHT_PREFIX_OF_WORD, credit: CREDIT_PREFIX_OF_WORD };
}

/**
 * Every form of each typed word, in the order of the words. Only the word being typed (the last one,
 * `typing` when no space follows it) and words the index does not know whole match as prefixes.
 */
export function getQueryForms(words: string[], index: PostingIndex, typing = true): QueryForm[][] {
  const isWord = (term: string) => index.words.has(term);
  const forms = words.map((word, position) => {
    const list: QueryForm[] = getWordForms(word).map((form) => ({ ...form, strict: true }));
    // Only forms the index has as whole words: 'banden' must not become the prefix 'ban' of 'bank'.
    for (const candidate of getVerbCandidates(word)) {
      const stem = getStemForms(candidate)[0]!;
      if (stem.length >= 4 && index.words.has(stem)) list.push({ terms: [stem], weight: WEIGHT_VERB });
    }
    // The same verb as a page may write it: instellen → instelt, instelling, and 'stel … in'.
    const relatives = getVerbRelatives(word);
    for (const [candidates, weight] of [
      [relatives.forms, WEIGHT_VERB],
      [relatives.bare, WEIGHT_BARE_VERB],
    ] as const)
      for (const candidate of candidates) {
        const stem = getStemForms(candidate)[0]!;
        if (stem.length >= 3 && index.words.has(stem)) list.push({ terms: [stem], weight });
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
    // The word as a part of a title, label or alias compound: its head (stand → kilometerstanden) or, as
    // the form that starts compounds, its first part (bewaren → bewaar → bewaartermijnen).
    const bases = new Set([...getStemForms(word), ...(long ? [long] : [])].filter((t) => t.length >= 3));
    for (const field of HEAD_FIELDS)
      for (const base of bases) {
        for (const head of getCompoundHeads(base, index.getSuffixTerms(field, base), isWord))
          list.push({ terms: [head], weight: WEIGHT_HEAD, fields: [field] });
        for (const compound of index.getPrefixTerms(field, base).filter((t) => isCompoundOf(base, t, isWord)))
          list.push({ terms: [compound], weight: WEIGHT_HEAD, fields: [field] });
      }
    // The word as the start of a title or label word, as typed: 'factu' → factuur, facturen.
    const known = isWord(word) || getStemForms(word).some(isWord);
    if ((position === words.length - 1 && typing) || !known)
      for (const field of PREFIX_FIELDS)
        for (const term of index.getPrefixTerms(field, word))
          list.push({ terms: [term], ...getPrefixForm(word, term, isWord), fields: [field] });
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
  // Three typed words that are one compound: twee staps verificatie → tweestapsverificatie.
  for (let i = 0; i + 2 < words.length; i++) {
    const joined = words[i + 1]!.length >= 3 && words[i + 2]!.length >= 3 ? joinParts(words.slice(i, i + 3), isWord) : null;
    if (joined) for (const list of forms.slice(i, i + 3)) list.push(...getWordForms(joined, WEIGHT_COMPOUND));
  }
  return forms;
}
