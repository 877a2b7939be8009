/** The words of a typed term that are searched: one normalisation for ranking (query.ts) and highlighting (highlight.ts). */
import { DUTCH_STOP_WORDS, splitWords } from './dutch';

/**
 * Folded, distinct words without stop words. Single letters go too: '<b>' in '<b>zzzqq' would match
 * as title prefixes of half the tree.
 */
export function getQueryWords(term: string): string[] {
  return [...new Set(splitWords(term))].filter((w) => w.length > 1 && !DUTCH_STOP_WORDS.has(w));
}

/** Words a Dutch content question starts with ('hoe stuur ik …', 'waar zie ik …', 'wat doe ik als …'). */
const QUESTION_WORDS = new Set(['hoe', 'waar', 'wat', 'wanneer', 'waarom', 'welke', 'welk', 'wie', 'hoeveel', 'waarmee']);
/** The subject pronouns that follow the finite verb in such a question. */
const SUBJECT_PRONOUNS = new Set(['ik', 'je', 'jij', 'we', 'wij', 'u']);

/**
 * The finite verb of a question, or null: Dutch puts it right after the question word and before the
 * subject ('hoe stuur ik een klant een betaallink', 'hoe koppel ik …'). It says how the reader asks,
 * while a help page names the task by its object and often by another verb (versturen, mailen,
 * instellen); ranking counts it for the score but not towards coverage (query.ts).
 */
export function getQuestionVerb(term: string): string | null {
  const words = splitWords(term);
  return words.length >= 4 && QUESTION_WORDS.has(words[0]!) && SUBJECT_PRONOUNS.has(words[2]!) && !DUTCH_STOP_WORDS.has(words[1]!)
    ? words[1]!
    : null;
}
