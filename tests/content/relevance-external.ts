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
  {
    query: 'vervangend vervoer',
    expected: [`${W}/planning-huur-en-leenvoertuigen/leenauto-reserveren`, `${W}/planning-huur-en-leenvoertuigen`],
    kind: 'keyword',
  },
  { query: 'ruitenwisserbladen los verkopen', expected: [`${F}/balieverkoop`], kind: 'keyword' },
  { query: 'klant is factuur kwijt', expected: [`${F}/facturen-zoeken-en-herdrukken`], kind: 'keyword' },
  {
    query: 'garantiewerk importeur',
    expected: [`${WOF}/werkorder-factureren`, '/uitleg/instellingen/orders/ordersoorten'],
    kind: 'keyword',
  },
  { query: 'wagenpark één factuur per maand', expected: [`${F}/verzamelfactuur`], kind: 'keyword' },
  { query: 'duitse handelaar btw', expected: [`${F}/btw-verlegd-en-buitenland`], kind: 'keyword' },
  {
    query: 'kenteken overschrijven',
    expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling', '/uitleg/in-verkoop-voertuig/aflevering'],
    kind: 'keyword',
  },
  { query: 'auto naar de sloop', expected: ['/uitleg/voertuigen/voertuig-afmelden'], kind: 'keyword' },
  { query: 'dubbele klant', expected: ['/uitleg/relaties/relatie-samenvoegen', '/uitleg/relaties'], kind: 'keyword' },
  { query: 'wanbetaler', expected: ['/uitleg/relaties/relatie-blokkeren-of-archiveren'], kind: 'keyword' },
  { query: 'spuiterij kosten occasion', expected: ['/uitleg/in-verkoop-voertuig/voorraadvoertuigen'], kind: 'keyword' },
  { query: 'geld in de kassa tellen', expected: ['/uitleg/boekhouding/kasboek'], kind: 'keyword' },
  {
    query: 'bedrag naar pinautomaat sturen',
    expected: ['/uitleg/koppelingen/overige/pinterminal', `${BET}/betaling-aan-de-balie`],
    kind: 'keyword',
  },
  { query: 'onderdeel niet leverbaar', expected: ['/uitleg/onderdelen/backorders'], kind: 'keyword' },
  {
    query: 'voorraad klopt niet',
    expected: ['/uitleg/onderdelen/voorraad-en-locaties/voorraadmutaties-bekijken', '/uitleg/onderdelen/inventarisatie'],
    kind: 'keyword',
  },
  {
    query: 'oud-klant komt terug',
    expected: ['/uitleg/relaties/relatie-blokkeren-of-archiveren', '/uitleg/relaties/relatie-zoeken'],
    kind: 'keyword',
  },

  // question: full Dutch questions
  { query: 'hoe maak ik een creditfactuur', expected: [`${F}/creditfactuur`], kind: 'question' },
  { query: 'wat doe ik als een klant te veel heeft betaald', expected: [`${BET}/deelbetalingen-en-verschillen`], kind: 'question' },
  { query: 'wanneer mag ik incassokosten rekenen', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'question' },
  {
    query: 'hoe zie ik welke dag nog ruimte heeft op het planbord',
    expected: [`${W}/planning-werkplaats-v2/capaciteit-en-bezetting`, `${W}/planning-werkplaats-v2`],
    kind: 'question',
  },
  {
    query: 'wie betaalt de schade aan een leenauto',
    expected: [`${W}/planning-huur-en-leenvoertuigen/schade-en-boetes`],
    kind: 'question',
  },
  {
    query: 'kan ik een gefactureerde werkorder nog aanpassen',
    expected: [`${WOF}/werkorder-statussen`, `${F}/factuur-maken`],
    kind: 'question',
  },
  {
    query: 'klant gaat akkoord met de offerte, wat nu',
    expected: [`${WOF}/offerte-omzetten-naar-werkorder`, `${WOF}/offerte-maken`],
    kind: 'question',
  },
  {
    query: 'monteur is vergeten uit te klokken',
    expected: [`${W}/tijdsregistratie/uren-controleren`, `${W}/tijdsregistratie/in-en-uitklokken`],
    kind: 'question',
  },
  { query: 'waar zie ik de openstaande facturen', expected: ['/uitleg/boekhouding/openstaande-posten'], kind: 'question' },
  { query: 'auto is afgekeurd voor de apk, wat nu', expected: [`${W}/apk-raadplegen/apk-afkeur-en-herkeuring`], kind: 'question' },
  { query: 'hoe zet ik een auto op naam van de koper', expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling'], kind: 'question' },
  { query: 'wat moet ik doen als de pinautomaat niet reageert', expected: ['/uitleg/koppelingen/overige/pinterminal'], kind: 'question' },
  {
    query: 'hoe lang moet ik facturen bewaren',
    expected: ['/uitleg/document-beheer/bewaartermijnen', '/uitleg/boekhouding/jaarafsluiting'],
    kind: 'question',
  },
  {
    query: 'hoe stuur ik een factuur opnieuw naar de klant',
    expected: [`${F}/facturen-zoeken-en-herdrukken`, `${F}/factuur-e-mailen`],
    kind: 'question',
  },
  { query: 'wie mag korting geven boven het maximum', expected: [`${F}/kortingen`], kind: 'question' },
  {
    query: 'hoe boek ik uren als de terminal is uitgevallen',
    expected: [`${W}/tijdsregistratie/uren-op-werkorder-boeken`],
    kind: 'question',
  },
  { query: 'wat doe ik als de grossier een onderdeel later levert', expected: ['/uitleg/onderdelen/backorders'], kind: 'question' },
  {
    query: 'mag ik een kopie van het rijbewijs bewaren',
    expected: ['/uitleg/in-verkoop-voertuig/proefrit', '/uitleg/document-beheer/bewaartermijnen'],
    kind: 'question',
  },
  { query: 'waarom zie ik een knop niet', expected: ['/uitleg/overig/rollen-en-rechten', '/uitleg/overig'], kind: 'question' },
  {
    query: 'hoe tel ik de voorraad met mijn telefoon',
    expected: ['/uitleg/autoflex-app/module-onderdelen/vakken-tellen', '/uitleg/onderdelen/inventarisatie'],
    kind: 'question',
  },
  { query: 'hoe geef ik korting op het totaalbedrag', expected: [`${F}/kortingen`], kind: 'question' },
  {
    query: 'kan een klant in termijnen betalen',
    expected: [`${BET}/deelbetalingen-en-verschillen`, `${F}/aanbetaling-en-termijnen`],
    kind: 'question',
  },

  // typo: one or two wrong letters, also in body words
  { query: 'herinering betaling', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'typo' },
  { query: 'creditfactur', expected: [`${F}/creditfactuur`], kind: 'typo' },
  { query: 'nieuwe werkordr', expected: [`${WOF}/werkorder-aanmaken`], kind: 'typo' },
  { query: 'profieldipte meten', expected: [`${W}/bandenhotel/profieldiepte-registreren`], kind: 'typo' },
  { query: 'verzamelfaktuur', expected: [`${F}/verzamelfactuur`], kind: 'typo' },
  { query: 'wisselgelt contant', expected: [`${BET}/betaling-aan-de-balie`, `${F}/balieverkoop`], kind: 'typo' },
  { query: 'aanbetalng auto', expected: [`${F}/aanbetaling-en-termijnen`], kind: 'typo' },
  { query: 'kilometrstand', expected: ['/uitleg/voertuigen/kilometerstanden'], kind: 'typo' },
  { query: 'tenaamsteling koper', expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling'], kind: 'typo' },
  { query: 'bankafschift inlezen', expected: ['/uitleg/boekhouding/bankafschriften-importeren'], kind: 'typo' },
  { query: 'grootboekkaard', expected: ['/uitleg/boekhouding/grootboek/grootboekkaart-bekijken'], kind: 'typo' },
  { query: 'ouderdomsanalise', expected: ['/uitleg/boekhouding/ouderdomsanalyse'], kind: 'typo' },
  { query: 'magazijnlokatie', expected: ['/uitleg/onderdelen/voorraad-en-locaties/magazijnlocaties-inrichten'], kind: 'typo' },
  { query: 'eigenaarswisel', expected: ['/uitleg/voertuigen/eigenaarswissel'], kind: 'typo' },
  { query: 'chasisnummer', expected: ['/uitleg/voertuigen/vin-chassisnummer'], kind: 'typo' },
  { query: 'leenatuo inname', expected: [`${W}/planning-huur-en-leenvoertuigen/leenauto-innemen`], kind: 'typo' },
  { query: 'btw verlegt', expected: [`${F}/btw-verlegd-en-buitenland`], kind: 'typo' },
  {
    query: 'tweestapverificatie',
    expected: ['/uitleg/autoflex-app/inloggen/tweestapsverificatie', '/uitleg/instellingen/algemeen/sessies-en-beveiliging'],
    kind: 'typo',
  },
  { query: 'kasverchil', expected: ['/uitleg/boekhouding/kasboek'], kind: 'typo' },
  { query: 'backorder overzight', expected: ['/uitleg/onderdelen/backorders'], kind: 'typo' },
  { query: 'wachtwoord vergten', expected: ['/uitleg/autoflex-app/inloggen/wachtwoord-vergeten', '/uitleg/basics/inloggen'], kind: 'typo' },

  // prefix: first letters of a key word, while typing
  { query: 'bandenh', expected: [`${W}/bandenhotel`], kind: 'prefix' },
  { query: 'tijdsre', expected: [`${W}/tijdsregistratie`], kind: 'prefix' },
  { query: 'verzam', expected: [`${F}/verzamelfactuur`], kind: 'prefix' },
  { query: 'terugroe', expected: [`${W}/apk-raadplegen/apk-en-terugroepacties`], kind: 'prefix' },
  { query: 'balieve', expected: [`${F}/balieverkoop`], kind: 'prefix' },
  { query: 'invent', expected: ['/uitleg/onderdelen/inventarisatie'], kind: 'prefix' },
  { query: 'ouderd', expected: ['/uitleg/boekhouding/ouderdomsanalyse'], kind: 'prefix' },
  { query: 'grootb', expected: ['/uitleg/boekhouding/grootboek'], kind: 'prefix' },
  { query: 'proefr', expected: ['/uitleg/in-verkoop-voertuig/proefrit'], kind: 'prefix' },
  { query: 'kasbo', expected: ['/uitleg/boekhouding/kasboek'], kind: 'prefix' },
  { query: 'tenaam', expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling'], kind: 'prefix' },
  { query: 'sleepo', expected: ['/uitleg/koppelingen/pechhulp/sleepopdracht-verwerken'], kind: 'prefix' },
  { query: 'pechm', expected: ['/uitleg/koppelingen/pechhulp/pechmelding-ontvangen', '/uitleg/koppelingen/pechhulp'], kind: 'prefix' },
  { query: 'pinter', expected: ['/uitleg/koppelingen/overige/pinterminal'], kind: 'prefix' },
  { query: 'journa', expected: ['/uitleg/boekhouding/journaalposten'], kind: 'prefix' },
  { query: 'jaaraf', expected: ['/uitleg/boekhouding/jaarafsluiting'], kind: 'prefix' },
  { query: 'taxat', expected: ['/uitleg/in-verkoop-voertuig/taxatie'], kind: 'prefix' },
  { query: 'marger', expected: ['/uitleg/in-verkoop-voertuig/bpm-en-margeregeling'], kind: 'prefix' },
  { query: 'backor', expected: ['/uitleg/onderdelen/backorders'], kind: 'prefix' },
  { query: 'snelto', expected: ['/uitleg/basics/sneltoetsen'], kind: 'prefix' },

  // inflection: conjugated verbs, participles, plurals, compounds
  { query: 'werkorderstatus', expected: [`${WOF}/werkorder-statussen`], kind: 'inflection' },
  { query: 'apk afgekeurd', expected: [`${W}/apk-raadplegen/apk-afkeur-en-herkeuring`], kind: 'inflection' },
  { query: 'uren goedgekeurd', expected: [`${W}/tijdsregistratie/uren-controleren`], kind: 'inflection' },
  { query: 'ingeslagen banden', expected: [`${W}/bandenhotel/banden-inslaan`], kind: 'inflection' },
  { query: 'bankmutatie afgeletterd', expected: [`${BET}/bankmutaties-afletteren`], kind: 'inflection' },
  { query: 'afspraak ingepland', expected: [`${W}/planning-werkplaats-v2/afspraak-inplannen`], kind: 'inflection' },
  {
    query: 'opgehaalde kentekengegevens',
    expected: ['/uitleg/koppelingen/rdw-providers/kentekengegevens-ophalen', '/uitleg/voertuigen/voertuig-aanmaken'],
    kind: 'inflection',
  },
  { query: 'geïmporteerde relaties', expected: ['/uitleg/relaties/relaties-importeren'], kind: 'inflection' },
  {
    query: 'samengevoegde relaties',
    expected: ['/uitleg/relaties/relatie-samenvoegen', '/uitleg/koppelingen/boekhoudpakketten/relaties-exporteren'],
    kind: 'inflection',
  },
  { query: 'gearchiveerde relatie terugzetten', expected: ['/uitleg/relaties/relatie-blokkeren-of-archiveren'], kind: 'inflection' },
  { query: 'afgemelde auto', expected: ['/uitleg/voertuigen/voertuig-afmelden'], kind: 'inflection' },
  { query: 'verplaatste afspraak', expected: [`${W}/planning-werkplaats-v2/afspraak-verplaatsen`], kind: 'inflection' },
  {
    query: 'gereserveerde onderdelen',
    expected: ['/uitleg/onderdelen/onderdelen-op-werkorder', '/uitleg/onderdelen/voorraad-en-locaties'],
    kind: 'inflection',
  },
  { query: 'voorraadwaarde', expected: ['/uitleg/onderdelen/voorraad-en-locaties'], kind: 'inflection' },
  { query: 'bandenwissels plannen', expected: [`${W}/bandenhotel/wisselseizoen`], kind: 'inflection' },
  { query: 'gecrediteerde factuur', expected: [`${F}/creditfactuur`], kind: 'inflection' },
  {
    query: 'getaxeerde auto',
    expected: ['/uitleg/in-verkoop-voertuig/taxatie', '/uitleg/in-verkoop-voertuig/voertuig-inkopen'],
    kind: 'inflection',
  },
  { query: 'ingeklokt', expected: [`${W}/tijdsregistratie/in-en-uitklokken`, `${W}/tijdsregistratie`], kind: 'inflection' },
  { query: 'periode afgesloten', expected: ['/uitleg/boekhouding/periode-afsluiten'], kind: 'inflection' },
  { query: 'afgeleverde auto', expected: ['/uitleg/in-verkoop-voertuig/aflevering'], kind: 'inflection' },

  // fact: something that only appears in an article body
  { query: '1,6 mm profiel', expected: [`${W}/bandenhotel/profieldiepte-registreren`], kind: 'fact' },
  { query: 'minimum incassokosten 40', expected: [`${F}/herinneringen-en-aanmaningen`], kind: 'fact' },
  { query: 'contant afronden op 5 cent', expected: [`${BET}/betaling-aan-de-balie`], kind: 'fact' },
  { query: 'planbaar percentage 85%', expected: [`${W}/planning-werkplaats-v2/capaciteit-en-bezetting`], kind: 'fact' },
  { query: 'voorvoegsel PF', expected: [`${F}/proforma-factuur`], kind: 'fact' },
  { query: 'VIES controle btw-nummer', expected: [`${F}/btw-verlegd-en-buitenland`], kind: 'fact' },
  { query: 'CAMT.053', expected: ['/uitleg/boekhouding/bankafschriften-importeren', `${BET}/bankmutaties-afletteren`], kind: 'fact' },
  { query: 'tenaamstellingscode negen cijfers', expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling'], kind: 'fact' },
  {
    query: 'meldcode vier cijfers',
    expected: ['/uitleg/koppelingen/rdw-providers/tenaamstelling', '/uitleg/voertuigen/voertuig-zoeken'],
    kind: 'fact',
  },
  { query: 'sms 160 tekens', expected: ['/uitleg/koppelingen/communicatietools/sms-berichten'], kind: 'fact' },
  { query: 'account geblokkeerd na vijf verkeerde pogingen', expected: ['/uitleg/autoflex-app/inloggen'], kind: 'fact' },
  { query: 'tien herstelcodes', expected: ['/uitleg/autoflex-app/inloggen/tweestapsverificatie'], kind: 'fact' },
  { query: 'buffer leenauto standaard een uur', expected: [`${W}/planning-huur-en-leenvoertuigen/leenauto-reserveren`], kind: 'fact' },
  { query: 'Herkeuring APK extern', expected: [`${W}/apk-raadplegen/apk-afkeur-en-herkeuring`], kind: 'fact' },
  { query: 'Kassaklant', expected: [`${F}/balieverkoop`], kind: 'fact' },
  { query: 'leges rubriek 1a', expected: [`${F}/btw-op-facturen`], kind: 'fact' },
  {
    query: 'stadagen',
    expected: ['/uitleg/in-verkoop-voertuig/voorraadvoertuigen', '/uitleg/in-verkoop-voertuig/voertuig-inkopen'],
    kind: 'fact',
  },
  {
    query: 'blind tellen',
    expected: ['/uitleg/onderdelen/inventarisatie', '/uitleg/autoflex-app/module-onderdelen/vakken-tellen'],
    kind: 'fact',
  },
  { query: 'statiegeld ruildeel', expected: ['/uitleg/onderdelen/retouren-naar-leverancier'], kind: 'fact' },
  { query: 'Referentie verplicht', expected: [`${F}/verzamelfactuur`], kind: 'fact' },
  { query: 'kredietlimiet overschreden', expected: ['/uitleg/relaties/debiteurgegevens', '/uitleg/relaties/relatiekaart'], kind: 'fact' },
];
