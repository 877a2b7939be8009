/** Marks the words of a text that the search term matched, for the result list. */
import { foldText, stemDutch } from './dutch';
import { getQueryWords } from './query-words';

/** A piece of text, matched or not. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Shorter query words mark only themselves: as prefixes 'km' would mark 'kmstand' and every other word starting so. */
const MIN_PREFIX_LENGTH = 3;

/**
 * Splits text into parts, marking only words that were searched: the query's own words (no stop
 * words, so 'de factuur' never marks 'deze' or 'details'), a word whose folded form or stem starts with
 * a query word of 3+ letters or its stem, or that equals a shorter query word.
 */
export function getHighlightParts(text: string, term: string): TextPart[] {
  const words = getQueryWords(term);
  const prefixes = words.filter((w) => w.length >= MIN_PREFIX_LENGTH).flatMap((w) => [w, stemDutch(w)]);
  const exact = new Set(words.filter((w) => w.length < MIN_PREFIX_LENGTH));
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (piece === '') continue;
    const folded = foldText(piece);
    const stem = stemDutch(folded);
    const match = /[\p{L}\p{N}]/u.test(piece) && (exact.has(folded) || prefixes.some((q) => folded.startsWith(q) || stem.startsWith(q)));
    const last = parts.at(-1);
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
