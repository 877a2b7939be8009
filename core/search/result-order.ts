/**
 * The order of results (issue 35), by three keys in turn:
 * 1. coverage: how many of the query's content words the page covers. A question is answered by the
 *    page that has most of its words, not by one that has a frequent one of them often or in its title.
 *    A word matched as itself, an inflection, a compound or a synonym counts whole; as the start of an
 *    unrelated longer word (stand → standaardwaarden) half, so every page with the word itself ranks
 *    above (query-forms.ts). In a long query (three or more content words: a question, a situation) a
 *    word that only the page's body or headings mention counts half as well: a long page mentions
 *    everything in passing, while its title, aliases, labels, slug and description say what it is about.
 *    A content word is one that at most half the pages hold: 'klant' or 'zet', on most pages of a
 *    garage's help, tells no page apart (when no word of the query is one, every word counts);
 * 2. phrase (long queries): a page whose title (or alias) holds every word it matches says what the
 *    query says, where another has the same words spread over its other fields;
 * 3. the score (query.ts): rarity-weighted field matches, which decides a short query among pages that
 *    cover it alike, so a title match stays above a body match.
 * Ties go to the lower page id, so the order is stable.
 */

/** A page with its keys. */
export interface RankedPage {
  id: string;
  /** Sum of the content words' coverage credits on the page. */
  covered: number;
  /** A long query's words the page matches all stand in its title or aliases. */
  phrase: boolean;
  score: number;
}

/** A query is long from this many content words on. */
export const LONG_QUERY_WORDS = 3;
/** What a word counts when the page mentions it only in its body or headings. */
export const PASSING_CREDIT = 0.5;

/** Whether a word that `df` of `pages` pages hold is a content word: at most half the pages hold it. */
export const isContentWord = (df: number, pages: number): boolean => df <= pages / 2;

/** Whether a query's words (content word or not, per word) make a long query; when none is a content word, all count. */
export function isLongQuery(content: boolean[]): boolean {
  const count = content.some(Boolean) ? content.filter(Boolean).length : content.length;
  return count >= LONG_QUERY_WORDS;
}

/** What a matched word adds to a page's coverage: its form's credit, halved when only the body or headings hold it. */
export const getCoverageCredit = (formCredit: number, inAboutField: boolean): number => formCredit * (inAboutField ? 1 : PASSING_CREDIT);

/** Coverage differences below this are equal (sums of halves and wholes). */
const EPSILON = 1e-9;

/** Whether a page ranks before another. */
export function ranksBefore(a: RankedPage, b: RankedPage): boolean {
  if (Math.abs(a.covered - b.covered) > EPSILON) return a.covered > b.covered;
  if (a.phrase !== b.phrase) return a.phrase;
  if (a.score !== b.score) return a.score > b.score;
  return Number(a.id) < Number(b.id);
}
