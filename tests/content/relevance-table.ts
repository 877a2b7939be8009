/**
 * Dutch queries a garage would type, with the page(s) that answer them (real content tree), in six kinds.
 * Written from the articles (bodies, headings), not copied from titles where it could be avoided; the
 * first block is the original table, kept and sorted into kinds. A second set, written by someone who
 * did not build the search, lives in relevance-external.ts; relevance-set.ts joins both.
 */
export type RelevanceKind = 'keyword' | 'question' | 'typo' | 'prefix' | 'inflection' | 'fact';

export interface RelevanceQuery {
  query: string;
  /** Any of these slugs is a correct answer; the first is the best one. */
  expected: string[];
  kind: RelevanceKind;
}

const U = '/uitleg';
const W = `${U}/werkplaats`;
const WOF = `${W}/werkorders-offertes-facturen`;
const F = `${U}/facturen`;
const B = `${U}/boekhouding`;
const K = `${U}/koppelingen`;
const APP = `${U}/autoflex-app`;
const R = `${U}/relaties`;
const O = `${U}/onderdelen`;

const q = (kind: RelevanceKind, query: string, ...expected: string[]): RelevanceQuery => ({ query, expected, kind });

export const RELEVANCE_TABLE: RelevanceQuery[] = [
  // The original table.
  q('keyword', 'werkorder', WOF),
  q('inflection', 'werkorders', WOF),
  q('prefix', 'werkord', WOF),
  q('keyword', 'planbord', `${W}/planning-werkplaats-v2`),
  q('keyword', 'leenauto reserveren', `${W}/planning-huur-en-leenvoertuigen`, `${W}/planning-huur-en-leenvoertuigen/leenauto-reserveren`),
  q('keyword', 'apk vervaldatum', `${W}/apk-raadplegen`),
  q('keyword', 'banden opslaan', `${W}/bandenhotel`),
  q('keyword', 'factuur', F),
  q('inflection', 'facturen', F),
  q('prefix', 'factu', F),
  q('keyword', 'creditfactuur', `${F}/creditfactuur`),
  q('keyword', 'betaling registreren', `${F}/betalingen-registreren`),
  q('keyword', 'aanmaning', `${F}/herinneringen-en-aanmaningen`),
  q('keyword', 'eigenaar wijzigen', `${U}/voertuigen/eigenaarswissel`),
  q('keyword', 'inventarisatie', `${O}/inventarisatie`),
  q('keyword', 'grootboek', `${B}/grootboek`),
  q('keyword', 'btw-aangifte', B, `${B}/btw-aangifte-voorbereiden`),
  q('keyword', 'kenteken', `${U}/voertuigen/voertuig-aanmaken`),
  q('inflection', 'kentekens', `${U}/voertuigen/voertuig-aanmaken`),
  q('keyword', 'kenteken scannen', `${APP}/module-voertuig/kenteken-scannen`),
  q('keyword', 'inruil', `${U}/in-verkoop-voertuig`, `${U}/in-verkoop-voertuig/inruil`),
  q('keyword', 'voertuig inkopen', `${U}/in-verkoop-voertuig`, `${U}/in-verkoop-voertuig/voertuig-inkopen`),
  q('keyword', 'onderdeel', O),
  q('keyword', 'onderdelen bestellen', O, `${K}/grossierskoppelingen/onderdelen-bestellen`),
  q('keyword', 'relatie', R),
  q('inflection', 'contactpersonen', R, `${R}/contactpersonen`),
  q('inflection', 'vestigingen', `${U}/multi-vestiging`),
  q('keyword', 'rechten', `${U}/overig`, `${U}/overig/rollen-en-rechten`),
  q('keyword', 'release notes', `${U}/overig`, `${U}/overig/release-notes`),
  q('keyword', 'mobiele app', APP),
  q('keyword', 'instructievideo', `${U}/instructievideos`),
  q('keyword', "video's planbord", `${U}/instructievideos/video-planbord`),
  q('keyword', 'ticket', `${U}/basics/ticket-aanmaken`),
  q('keyword', 'helpdesk bellen', `${U}/basics/helpdesk`),
  q('keyword', 'scannen', `${U}/document-beheer`),
  q('keyword', 'kengetallen', `${U}/bedrijfsmonitor-module`),
  q('keyword', 'productiviteit', `${U}/bedrijfsmonitor-module`, `${U}/bedrijfsmonitor-module/productiviteit-monteurs`),
  q('keyword', 'grossier', `${K}/grossierskoppelingen`),
  q('keyword', 'beheerder', `${U}/instellingen`),
  q('inflection', 'categorieën', `${U}/document-beheer`, `${U}/document-beheer/mappen-en-categorieen`),
  q('inflection', 'categorieen', `${U}/document-beheer`, `${U}/document-beheer/mappen-en-categorieen`),
  q('keyword', 'BEDRIJFSMONITOR', `${U}/bedrijfsmonitor-module`),
  q('keyword', 'werkbon afdrukken', `${WOF}/werkbon-afdrukken`),
  q('inflection', 'werkbonnen', `${WOF}/werkbon-afdrukken`),
  q('keyword', 'inklokken', `${W}/tijdsregistratie/in-en-uitklokken`),
  q('keyword', 'proefrit', `${U}/in-verkoop-voertuig/proefrit`),
  q('keyword', 'proformafactuur', `${F}/proforma-factuur`),
  q('keyword', 'feestdagen', `${U}/instellingen/planning/feestdagen-en-sluitingsdagen`),
  q('keyword', 'profieldiepte', `${W}/bandenhotel/profieldiepte-registreren`),
  q('keyword', 'bankafschriften', `${B}/bankafschriften-importeren`),
  q('keyword', 'herkeuring', `${W}/apk-raadplegen/apk-afkeur-en-herkeuring`),
  q('keyword', 'backorders', `${O}/backorders`),
  q('keyword', 'sleepopdracht', `${K}/pechhulp/sleepopdracht-verwerken`),
  q('keyword', 'pinterminal', `${K}/overige/pinterminal`),
  q('inflection', 'geëxporteerd voertuig', `${U}/voertuigen/voertuig-afmelden`),
  q('keyword', 'meerwerk', `${WOF}/meerwerk-en-akkoord-klant`),
  q('keyword', 'veelgestelde vragen', `${U}/overig/veelgestelde-vragen`),
  q('typo', 'werkordr', WOF),
  q('typo', 'facturn', F),
  q('typo', 'bandenhotle', `${W}/bandenhotel`),
  q('typo', 'grootbek', `${B}/grootboek`),
  q('typo', 'inventarisaite', `${O}/inventarisatie`),
  q('typo', 'creditfactur', `${F}/creditfactuur`),

  // Everyday words: what a garage employee calls the thing, not the article's title.
  q('keyword', 'klant staat er dubbel in', `${R}/relatie-samenvoegen`, `${R}/relatie-zoeken`),
  q('keyword', 'winterbanden wisselen drukte', `${W}/bandenhotel/wisselseizoen`),
  q('keyword', 'pinautomaat aansluiten', `${K}/overige/pinterminal`),
  q('keyword', 'kasgeld tellen', `${B}/kasboek`),
  q('keyword', 'digitale inkoopfactuur leverancier', `${K}/facturatie/e-facturen-ontvangen`),
  q('keyword', 'auto op naam zetten', `${K}/rdw-providers/tenaamstelling`, `${U}/voertuigen/eigenaarswissel`),
  q('keyword', 'sleepwagen', `${K}/pechhulp/sleepopdracht-verwerken`, `${K}/pechhulp`),
  q('keyword', 'garage dicht vakantie', `${U}/instellingen/planning/feestdagen-en-sluitingsdagen`),
  q('keyword', 'uurloon werkplaats', `${U}/instellingen/financieel/uurtarieven`, `${U}/instellingen/beheer/beheer-6-arbeidscodes`),
  q('keyword', 'klant wil geen sms', `${R}/communicatievoorkeuren`),
  q('keyword', 'kilometerteller', `${U}/voertuigen/kilometerstanden`),
  q('keyword', 'framenummer', `${U}/voertuigen/vin-chassisnummer`),
  q('keyword', 'telefoon gestolen', `${APP}/uitloggen/telefoon-kwijt`),
  q('keyword', 'maandafsluiting', `${B}/periode-afsluiten`),
  q('keyword', 'voorraad tellen magazijn', `${O}/inventarisatie`, `${APP}/module-onderdelen/vakken-tellen`),
  q('keyword', 'onderdeel terugsturen', `${O}/retouren-naar-leverancier`),
  q('keyword', 'nieuwe collega account', `${U}/instellingen/beheer/beheer-1-gebruikers`),
  q('keyword', 'nachtmodus', `${APP}/instellingen-app/donkere-modus`),
  q('keyword', 'face id', `${APP}/inloggen/pincode-en-biometrie`),
  q('keyword', 'klant in het buitenland btw', `${F}/btw-verlegd-en-buitenland`, `${U}/algemeen/btw-en-valuta`),

  // Questions typed as sentences.
  q('question', 'hoe meld ik een apk af bij de rdw', `${K}/rdw-providers/apk-afmelden`),
  q('question', 'hoe voeg ik twee klanten samen', `${R}/relatie-samenvoegen`),
  q('question', 'hoe zet ik de app op donker', `${APP}/instellingen-app/donkere-modus`),
  q('question', 'wat moet er op een factuur staan', `${F}/btw-op-facturen`, `${U}/instellingen/layouts/factuurlayout-aanpassen`),
  q('question', 'hoe boek ik een uitgave uit de kas', `${B}/kasboek`),
  q('question', 'hoe lang moet ik documenten bewaren', `${U}/document-beheer/bewaartermijnen`, `${B}/jaarafsluiting`),
  q('question', 'wat doe ik als mijn telefoon is gestolen', `${APP}/uitloggen/telefoon-kwijt`),
  q('question', 'hoe verplaats ik een afspraak op het planbord', `${W}/planning-werkplaats-v2/afspraak-verplaatsen`),
  q('question', 'waarom begint het factuurnummer in januari opnieuw', `${U}/instellingen/volgnummers/nummering-bij-jaarwisseling`),
  q('question', 'hoe koppel ik een auto aan een klant', `${U}/voertuigen/voertuig-koppelen-aan-relatie`),
  q('question', 'hoe zet ik klanten uit mijn oude pakket over', `${R}/relaties-importeren`),
  q('question', 'wat doe ik als de export naar de boekhouder mislukt', `${B}/export-naar-boekhoudpakket/exportfouten-oplossen`),
  q('question', 'kan ik in de app werken zonder wifi', `${APP}/overig-app/offline-werken`),
  q(
    'question',
    'welke facturen zijn nog niet betaald',
    `${B}/openstaande-posten`,
    `${B}/ouderdomsanalyse`,
    `${F}/herinneringen-en-aanmaningen`,
  ),
  q('question', 'hoe geef ik korting op een factuur', `${F}/kortingen`),
  q(
    'question',
    'waar zie ik de historie van een auto',
    `${U}/voertuigen/onderhoudshistorie`,
    `${APP}/module-voertuig/voertuiggegevens-bekijken`,
    `${U}/voertuigen/voertuigkaart`,
  ),
  q('question', 'hoe stuur ik een klant een betaallink', `${K}/overige/betaallink`),
  q('question', 'wie mag de instellingen wijzigen', `${U}/instellingen`, `${U}/overig/rollen-en-rechten`, `${U}/instellingen/beheer`),

  // Typos, also inside body words and two letters off in long words.
  q('typo', 'tenaamsteling', `${K}/rdw-providers/tenaamstelling`),
  q('typo', 'inkooporded', `${O}/inkooporder`),
  q('typo', 'proefbalnas', `${B}/grootboek/proef-en-saldibalans`),
  q('typo', 'kilometerstnad', `${U}/voertuigen/kilometerstanden`),
  q('typo', 'verzamelfatcuur', `${F}/verzamelfactuur`),
  q('typo', 'ouderdomsanalise', `${B}/ouderdomsanalyse`),
  q('typo', 'journaalpots', `${B}/journaalposten`),
  q('typo', 'bankafschirften', `${B}/bankafschriften-importeren`),
  q('typo', 'ritregistatie', `${K}/gps/ritregistratie`),
  q('typo', 'werkplaatsbezeting', `${U}/bedrijfsmonitor-module/werkplaatsbezetting`),
  q('typo', 'supersesie', `${O}/artikelbestand/vervangende-artikelnummers`),
  q('typo', 'kruispsoten', `${B}/kasboek`),
  q('typo', 'afleteren bank', `${F}/betalingen-registreren/bankmutaties-afletteren`),
  q('typo', 'kilometerbokje', `${K}/gps/ritregistratie`),

  // Prefixes: what is in the box while still typing.
  q('prefix', 'tenaam', `${K}/rdw-providers/tenaamstelling`),
  q('prefix', 'ouderdom', `${B}/ouderdomsanalyse`),
  q('prefix', 'verzamelf', `${F}/verzamelfactuur`),
  q('prefix', 'bankmut', `${F}/betalingen-registreren/bankmutaties-afletteren`),
  q('prefix', 'sleepop', `${K}/pechhulp/sleepopdracht-verwerken`),
  q('prefix', 'proefbal', `${B}/grootboek/proef-en-saldibalans`),
  q('prefix', 'ritreg', `${K}/gps/ritregistratie`),
  q('prefix', 'pinterm', `${K}/overige/pinterminal`),
  q('prefix', 'journaalp', `${B}/journaalposten`),
  q('prefix', 'tweestap', `${APP}/inloggen/tweestapsverificatie`, `${U}/instellingen/algemeen/sessies-en-beveiliging`),
  q('prefix', 'wisselsei', `${W}/bandenhotel/wisselseizoen`),
  q('prefix', 'apk afm', `${K}/rdw-providers/apk-afmelden`),

  // Inflected verbs and participles.
  q('inflection', 'werkorder gefactureerd', `${WOF}/werkorder-factureren`),
  q('inflection', 'afspraak ingepland', `${W}/planning-werkplaats-v2/afspraak-inplannen`),
  q('inflection', 'kentekengegevens opgehaald', `${K}/rdw-providers/kentekengegevens-ophalen`),
  q('inflection', 'uren geboekt op werkorder', `${W}/tijdsregistratie/uren-op-werkorder-boeken`),
  q('inflection', 'apk afgemeld', `${K}/rdw-providers/apk-afmelden`),
  q('inflection', 'auto ingeruild', `${U}/in-verkoop-voertuig/inruil`, U + '/in-verkoop-voertuig'),
  q('inflection', 'factuur gecrediteerd', `${F}/creditfactuur`),
  q('inflection', 'relaties samengevoegd', `${R}/relatie-samenvoegen`),
  q('inflection', 'relatie gearchiveerd', `${R}/relatie-blokkeren-of-archiveren`),
  q('inflection', 'klant geblokkeerd', `${R}/relatie-blokkeren-of-archiveren`),
  q('inflection', 'monteur ingeklokt', `${W}/tijdsregistratie/in-en-uitklokken`, `${APP}/module-werkorder/uren-schrijven`),
  q('inflection', 'afspraak verplaatst', `${W}/planning-werkplaats-v2/afspraak-verplaatsen`),
  q('inflection', 'voorraad overgeboekt', `${O}/voorraad-en-locaties/voorraad-overboeken`, `${U}/multi-vestiging/voorraad-overboeken`),
  q('inflection', 'leenauto gereserveerd', `${W}/planning-huur-en-leenvoertuigen/leenauto-reserveren`),
  q('inflection', 'bankmutatie afgeletterd', `${F}/betalingen-registreren/bankmutaties-afletteren`),
  q('inflection', 'relaties geïmporteerd', `${R}/relaties-importeren`),

  // Facts that only an article's body holds.
  q('fact', 'koffie voor de kantine', `${B}/kasboek`),
  q('fact', 'vader en zoon zelfde adres', `${R}/relatie-samenvoegen`),
  q('fact', 'instrumentenpaneel vervangen', `${U}/voertuigen/kilometerstanden`),
  q('fact', 'camt053', `${B}/bankafschriften-importeren`),
  q('fact', 'banden onder vier millimeter', `${W}/bandenhotel/wisselseizoen`, `${W}/bandenhotel/profieldiepte-registreren`),
  q('fact', 'wifi valt weg achter de hefbrug', `${APP}/overig-app/offline-werken`),
  q('fact', 'status wacht op onderdelen', `${O}/backorders`),
  q('fact', 'opruimen en scholing', `${W}/tijdsregistratie/indirecte-uren`),
  q('fact', 'korting afronden op eindbedrag', `${F}/kortingen`),
  q('fact', 'smtp', `${U}/instellingen/beheer/beheer-8-e-mailinstellingen`),
  q('fact', 'doorgestreept wolkje', `${APP}/overig-app/offline-werken`),
  q('fact', 'fooi koerier', `${B}/kasboek`),
  q('fact', 'stadagen', `${U}/in-verkoop-voertuig/voorraadvoertuigen`, `${U}/in-verkoop-voertuig/voertuig-inkopen`),
  q('fact', 'icp-opgave', `${F}/btw-verlegd-en-buitenland`, `${B}/btw-aangifte-voorbereiden`),
  q('fact', 'wet incassokosten', `${F}/herinneringen-en-aanmaningen`),
  q('fact', 'werkorder op 30 december geopend', `${U}/instellingen/volgnummers/nummering-bij-jaarwisseling`),
];
