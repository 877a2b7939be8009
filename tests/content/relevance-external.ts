/**
 * Search queries written by someone who did not build the search: how a Dutch garage employee
 * would type them, with the page(s) that really answer them (checked by reading the page).
 * Kinds: everyday keywords, full questions, typos, prefixes (typing in progress),
 * inflected forms, and facts that only occur in an article body.
 */
export type ExternalQueryKind = 'keyword' | 'question' | 'typo' | 'prefix' | 'inflection' | 'fact';

export interface ExternalQuery {
  query: string;
  /** Any of these slugs is a correct answer; the first is the best one. */
  expected: string[];
  kind: ExternalQueryKind;
}

const W = '/uitleg/werkplaats';
const WOF = `${W}/werkorders-offertes-facturen`;
const F = '/uitleg/facturen';
const BET = `${F}/betalingen-registreren`;

export const EXTERNAL_RELEVANCE_QUERIES: ExternalQuery[] = [
  // keyword: everyday words, not the title words
  { query: 'klant betaalt niet', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'keyword' },
  { query: 'factuur naar incassobureau', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'keyword' },
  { query: 'flitsboete leenauto', expected: [`${W}/planning-huur-en-leenvoertuigen/schade-en-boetes`], kind: 'keyword' },
  { query: 'extra werk toestemming klant', expected: [`${WOF}/meerwerk-en-akkoord-klant`], kind: 'keyword' },
  { query: 'grote beurt pakket', expected: [`${WOF}/herhaalwerkzaamheden`], kind: 'keyword' },
  { query: 'vervangend vervoer', expected: [`${W}/planning-huur-en-leenvoertuigen/leenauto-reserveren`, `${W}/planning-huur-en-leenvoertuigen`], kind: 'keyword' },
  { query: 'ruitenwisserbladen los verkopen', expected: [`${F}/balieverkoop`], kind: 'keyword' },
  { query: 'klant is factuur kwijt', expected: [`${F}/facturen-zoeken-en-herdrukken`], kind: 'keyword' },
  { query: 'garantiewerk importeur', expected: [`${WOF}/werkorder-factureren`], kind: 'keyword' },
  { query: 'wagenpark één factuur per maand', expected: [`${F}/verzamelfactuur`], kind: 'keyword' },
  { query: 'duitse handelaar btw', expected: [`${F}/btw-verlegd-en-buitenland`], kind: 'keyword' },

  // question: full Dutch questions
  { query: 'hoe maak ik een creditfactuur', expected: [`${F}/creditfactuur`], kind: 'question' },
  { query: 'wat doe ik als een klant te veel heeft betaald', expected: [`${BET}/deelbetalingen-en-verschillen`], kind: 'question' },
  { query: 'wanneer mag ik incassokosten rekenen', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'question' },
  { query: 'hoe zie ik welke dag nog ruimte heeft op het planbord', expected: [`${W}/planning-werkplaats-v2/capaciteit-en-bezetting`, `${W}/planning-werkplaats-v2`], kind: 'question' },
  { query: 'wie betaalt de schade aan een leenauto', expected: [`${W}/planning-huur-en-leenvoertuigen/schade-en-boetes`], kind: 'question' },
  { query: 'kan ik een gefactureerde werkorder nog aanpassen', expected: [`${WOF}/werkorder-statussen`, `${F}/factuur-maken`], kind: 'question' },
  { query: 'klant gaat akkoord met de offerte, wat nu', expected: [`${WOF}/offerte-omzetten-naar-werkorder`, `${WOF}/offerte-maken`], kind: 'question' },
  { query: 'monteur is vergeten uit te klokken', expected: [`${W}/tijdsregistratie/uren-controleren`, `${W}/tijdsregistratie/in-en-uitklokken`], kind: 'question' },

  // typo: one or two wrong letters, also in body words
  { query: 'herinering betaling', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'typo' },
  { query: 'creditfactur', expected: [`${F}/creditfactuur`], kind: 'typo' },
  { query: 'nieuwe werkordr', expected: [`${WOF}/werkorder-aanmaken`], kind: 'typo' },
  { query: 'profieldipte meten', expected: [`${W}/bandenhotel/profieldiepte-registreren`], kind: 'typo' },
  { query: 'verzamelfaktuur', expected: [`${F}/verzamelfactuur`], kind: 'typo' },
  { query: 'wisselgelt contant', expected: [`${BET}/betaling-aan-de-balie`, `${F}/balieverkoop`], kind: 'typo' },
  { query: 'aanbetalng auto', expected: [`${F}/aanbetaling-en-termijnen`], kind: 'typo' },

  // prefix: first letters of a key word, while typing
  { query: 'bandenh', expected: [`${W}/bandenhotel`], kind: 'prefix' },
  { query: 'tijdsre', expected: [`${W}/tijdsregistratie`], kind: 'prefix' },
  { query: 'verzam', expected: [`${F}/verzamelfactuur`], kind: 'prefix' },
  { query: 'terugroe', expected: [`${W}/apk-raadplegen/apk-en-terugroepacties`], kind: 'prefix' },
  { query: 'balieve', expected: [`${F}/balieverkoop`], kind: 'prefix' },

  // inflection: conjugated verbs, participles, plurals, compounds
  { query: 'werkorderstatus', expected: [`${WOF}/werkorder-statussen`], kind: 'inflection' },
  { query: 'apk afgekeurd', expected: [`${W}/apk-raadplegen/apk-afkeur-en-herkeuring`], kind: 'inflection' },
  { query: 'uren goedgekeurd', expected: [`${W}/tijdsregistratie/uren-controleren`], kind: 'inflection' },
  { query: 'ingeslagen banden', expected: [`${W}/bandenhotel/banden-inslaan`], kind: 'inflection' },
  { query: 'bankmutatie afgeletterd', expected: [`${BET}/bankmutaties-afletteren`], kind: 'inflection' },

  // fact: something that only appears in an article body
  { query: '1,6 mm profiel', expected: [`${W}/bandenhotel/profieldiepte-registreren`], kind: 'fact' },
  { query: 'incassokosten minimum 40 euro', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'fact' },
  { query: 'contant afronden op 5 cent', expected: [`${BET}/betaling-aan-de-balie`], kind: 'fact' },
  { query: 'planbaar percentage 85%', expected: [`${W}/planning-werkplaats-v2/capaciteit-en-bezetting`], kind: 'fact' },
  { query: 'voorvoegsel PF', expected: [`${F}/proforma-factuur`], kind: 'fact' },
  { query: 'VIES controle btw-nummer', expected: [`${F}/btw-verlegd-en-buitenland`], kind: 'fact' },
];
