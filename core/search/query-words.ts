/** The words of a typed term that are searched: one normalisation for ranking (query.ts) and highlighting (highlight.ts). */
import { DUTCH_STOP_WORDS, splitWords } from './dutch';

/**
 * Folded, distinct words without stop words. Single letters go too: '<b>' in '<b>zzzqq' would match
 * as title prefixes of half the tree.
 */
export function getQueryWords(term: string): string[] {
  return [...new Set(splitWords(term))].filter((w) => w.length > 1 && !DUTCH_STOP_WORDS.has(w));
}
