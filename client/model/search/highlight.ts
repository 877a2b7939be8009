/** Marks the words of a text that the search term matched, for the result list. */
import { foldText, stemDutch } from './dutch';

/** A piece of text, matched or not. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text into parts, marking words whose folded form or stem starts with a query word or its stem. */
export function getHighlightParts(text: string, term: string): TextPart[] {
  const queries = foldText(term)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2)
    .flatMap((w) => [w, stemDutch(w)]);
  if (queries.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (piece === '') continue;
    const folded = foldText(piece);
    const stem = stemDutch(folded);
    const match = /[\p{L}\p{N}]/u.test(piece) && queries.some((q) => folded.startsWith(q) || stem.startsWith(q));
    const last = parts.at(-1);
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
