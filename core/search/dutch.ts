/** The Dutch-aware search encoder we own: folding, stop words and a light stemmer for plurals, diminutives and verb forms. */
import { getVerbBases } from './dutch-morphology';

/**
 * Frequent Dutch words that carry no meaning for search, with the words questions are made of
 * ('wie mag …', 'waar zie ik …', 'wat doe ik als …'), so a typed question is searched by its content words.
 */
export const DUTCH_STOP_WORDS = new Set(
  (
    'aan al als bij dan dat de deze die dit door een en er het hoe ik in is je jij kan kun me met mijn na naar niet nog of om ook op over te tot u uit van voor was wat we wel wij wordt worden ze zich zijn zo zoals ' +
    'welke welk wie waar waarom wanneer hoeveel waarmee moet moeten mag mogen kunnen heb hebt heeft hebben doe doet zie ziet nu dus even graag iets'
  ).split(' '),
);

const VOWELS = 'aeiou';

/** Lower-case, strip accents (ë→e, é→e), keep letters and digits. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

/** Splits folded text into words (letters and digits; APK's → apk). */
export function splitWords(text: string): string[] {
  return foldText(text)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Undoes vowel doubling and consonant doubling at the end of a stem so singular and plural meet. */
function undouble(stem: string): string {
  // factuur → factur, onderdeel → onderdel, autoo → auto
  const m = /([aeiou])\1([^aeiou]?)$/.exec(stem);
  if (m) return stem.slice(0, m.index + 1) + (m[2] ?? '');
  // remm → rem, bussen → buss → bus
  if (/([^aeiou])\1$/.test(stem)) return stem.slice(0, -1);
  return stem;
}

/**
 * A light Dutch stemmer: past participles and -eren verbs (dutch-morphology.ts), diminutives (-tje,
 * -etje, -pje, -je), plurals (-en, -s, -'s, -heden) and doubling, so facturen/factuur/gefactureerd,
 * werkorders/werkorder, onderdelen/onderdeel, afgemeld/afmelden and autootje/auto meet.
 * Words under 4 letters are left alone.
 */
export function stemDutch(word: string): string {
  return getStemForms(word)[0]!;
}

/** The stem of a word and, for ambiguous verb forms, its other stems (getVerbBases); the first is the main one. */
export function getStemForms(word: string): string[] {
  if (word.length < 4 || /^\d+$/.test(word)) return [word];
  const verbs = getVerbBases(word);
  return verbs ? [...new Set(verbs.map(undouble))] : [stemNoun(word)];
}

/** Plurals and diminutives. */
function stemNoun(word: string): string {
  let w = word;
  if (w.length < 4 || /^\d+$/.test(w)) return w;
  if (w.endsWith('heden') && w.length > 7) return `${w.slice(0, -5)}heid`;
  // Diminutives: autootje → autoo → auto, wieltje → wiel, boekje → boek, bandjes → band
  if (w.endsWith('jes') && w.length > 5) w = w.slice(0, -1);
  if (w.endsWith('etje') && w.length > 6) w = w.slice(0, -4);
  else if (/[^aeiou](tje|pje)$/.test(w) || /([aeiou])\1(tje)$/.test(w)) w = w.slice(0, -3);
  else if (w.endsWith('tje') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('je') && w.length > 5) w = w.slice(0, -2);
  // Plurals: -s after a vowel or r/l/n/m (monteurs, kentekens, garages), then -en (banden, kentekens → kenteken → kentek)
  else {
    if (w.endsWith('s') && w.length > 4 && /[aeioulnmr]s$/.test(w) && !/[^e]us$|is$/.test(w)) w = w.slice(0, -1);
    if (w.endsWith('en') && w.length >= 5 && !VOWELS.includes(w.at(-3)!)) {
      // prijzen → prijs, brieven → brief
      w = w.slice(0, -2).replace(/z$/, 's').replace(/v$/, 'f');
    }
  }
  return undouble(w);
}

/** Words written with hyphens, joined: e-mail → email, apk-keuring → apkkeuring, btw-aangifte → btwaangifte. */
export function getHyphenJoins(text: string): string[] {
  return (foldText(text).match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []).map((w) => w.replace(/-/g, ''));
}

/**
 * Search terms of a text: folded words without stop words, each as its stem and (when different) as
 * written, and hyphenated words also joined (so 'apkkeuring' finds 'APK-keuring' and the other way round).
 */
export function encodeDutch(text: string): string[] {
  return encodeDutchWords(text, true);
}

/**
 * Search terms of a long text (the body): stems only. A query searches every typed word by its stems
 * too, so the written forms would only repeat the stems' postings; leaving them out keeps the index small.
 */
export function encodeDutchStems(text: string): string[] {
  return encodeDutchWords(text, false);
}

function encodeDutchWords(
  text: string,
  written: boolean,
  termsOf: (word: string) => string[] = (word) => wordTerms(word, written),
): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) if (!DUTCH_STOP_WORDS.has(word)) terms.push(...termsOf(word));
  if (text.includes('-')) for (const joined of getHyphenJoins(text)) terms.push(...termsOf(joined));
  return terms;
}

/** The terms of one word: its stems and (`written`, when different) the word itself. */
function wordTerms(word: string, written: boolean): string[] {
  const stems = getStemForms(word);
  return written && !stems.includes(word) ? [...stems, word] : stems;
}

/**
 * encodeDutch with each word's terms remembered: the browser encodes every title, label and slug of
 * the first chunk (page-table.ts), where the same words come back thousands of times at 10,000 pages.
 */
export function createCachedEncoder(): (text: string) => string[] {
  const cache = new Map<string, string[]>();
  const termsOf = (word: string) => {
    let terms = cache.get(word);
    if (!terms) cache.set(word, (terms = wordTerms(word, true)));
    return terms;
  };
  return (text) => encodeDutchWords(text, true, termsOf);
}
