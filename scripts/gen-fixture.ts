/**
 * `npm run gen:fixture -- --pages 10000 --out DIR`: generates a large, valid content tree for benchmarks (never shipped).
 * 17 sections, folders three levels deep, Dutch domain vocabulary, internal links that resolve.
 * Deterministic: the same arguments give the same tree.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '10000' }, out: { type: 'string', default: 'dist/fixture-10k' } },
});
const total = Number(values.pages);
const out = values.out!;

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const NOUNS = [
  'werkorder',
  'factuur',
  'offerte',
  'relatie',
  'voertuig',
  'onderdeel',
  'vestiging',
  'grootboek',
  'kenteken',
  'planning',
  'monteur',
  'afspraak',
  'band',
  'leenauto',
  'koppeling',
  'betaling',
  'herinnering',
  'voorraad',
  'artikel',
  'dagboek',
  'rapport',
  'gebruiker',
  'rol',
  'layout',
  'volgnummer',
];
const VERBS = [
  'aanmaken',
  'wijzigen',
  'verwijderen',
  'zoeken',
  'printen',
  'mailen',
  'koppelen',
  'controleren',
  'importeren',
  'exporteren',
  'plannen',
  'factureren',
];
const ADJ = ['nieuwe', 'open', 'gesloten', 'actieve', 'standaard', 'eigen', 'externe', 'dagelijkse'];
const SECTIONS = [
  'basics',
  'algemeen',
  'relaties',
  'voertuigen',
  'in-verkoop-voertuig',
  'werkplaats',
  'onderdelen',
  'facturen',
  'boekhouding',
  'koppelingen',
  'instellingen',
  'document-beheer',
  'multi-vestiging',
  'overig',
  'bedrijfsmonitor-module',
  'instructievideos',
  'autoflex-app',
];

const sentence = () =>
  `Je kunt een ${pick(ADJ)} ${pick(NOUNS)} ${pick(VERBS)} vanuit het scherm ${pick(NOUNS)}, zodat de ${pick(NOUNS)} direct klopt voor de ${pick(NOUNS)}.`;
const paragraph = (n: number) => Array.from({ length: n }, sentence).join(' ');

interface GenPage {
  file: string;
  slug: string;
  id: number;
  title: string;
}

const pages: GenPage[] = [];
let id = 3_000_000;
const add = (file: string, slug: string, title: string) => pages.push({ file, slug, id: id++, title });
// Each section gets folders of folders until the page budget is used up.
const perSection = Math.max(1, Math.floor((total - 2) / SECTIONS.length));
for (const section of SECTIONS) {
  add(`uitleg/${section}/index.md`, `/uitleg/${section}`, section);
  let left = perSection - 1;
  for (let a = 0; left > 0; a++) {
    const folder = `${section}/groep-${a}`;
    add(`uitleg/${folder}/index.md`, `/uitleg/${folder}`, `${pick(NOUNS)} groep ${a}`);
    left--;
    for (let b = 0; b < 6 && left > 0; b++) {
      const sub = `${folder}/onderwerp-${b}`;
      add(`uitleg/${sub}/index.md`, `/uitleg/${sub}`, `${pick(NOUNS)} ${pick(VERBS)} ${a}-${b}`);
      left--;
      for (let c = 0; c < 8 && left > 0; c++) {
        add(`uitleg/${sub}/artikel-${c}.md`, `/uitleg/${sub}/artikel-${c}`, `${pick(ADJ)} ${pick(NOUNS)} ${pick(VERBS)} ${a}-${b}-${c}`);
        left--;
      }
    }
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'uitleg'), { recursive: true });
cpSync('content/site.json', join(out, 'site.json'));
const write = (file: string, pageId: string, title: string, order: number, body: string) => {
  mkdirSync(join(out, file, '..'), { recursive: true });
  writeFileSync(
    join(out, file),
    `---\nid: "${pageId}"\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(`Uitleg over ${title}.`)}\nlabels: [${pick(NOUNS)}, ${pick(NOUNS)}]\norder: ${order}\n---\n\n${body}\n`,
  );
};
const linksFor = (i: number) =>
  [pages[(i * 7 + 3) % pages.length]!, pages[(i * 13 + 5) % pages.length]!].map((p) => `[${p.title}](${p.slug}/)`).join(' en ');
write('index.md', '2064400', 'Welkom', 0, `${paragraph(4)}\n\n## Start\n\n${paragraph(3)} Zie [Uitleg](/uitleg/).`);
write('uitleg/index.md', '2064466', 'Uitleg', 0, `${paragraph(4)}\n\n## Onderwerpen\n\n${paragraph(3)}`);
mkdirSync(join(out, 'uitleg', 'basics'), { recursive: true });
pages.forEach((page, i) => {
  const body = `${paragraph(3)}\n\n## ${pick(VERBS)} stap voor stap\n\n1. ${sentence()}\n2. ${sentence()}\n3. ${sentence()}\n\n## Velden\n\n| Veld | Betekenis |\n|---|---|\n| ${pick(NOUNS)} | ${sentence()} |\n\n### Tips\n\n${paragraph(4)}\n\nLees ook ${linksFor(i)}.`;
  write(page.file, String(page.id), page.title, (i % 50) * 10, body);
});
// The header links of site.json point at these two pages.
write('uitleg/basics/ticket-aanmaken.md', '2999998', 'Ticket aanmaken', 5, `${paragraph(4)}\n\n## Ticket\n\n${paragraph(2)}`);
write('uitleg/basics/helpdesk.md', '2999999', 'Helpdesk', 6, `${paragraph(4)}\n\n## Bellen\n\n${paragraph(2)}`);
console.log(`generated ${pages.length + 4} pages in ${out}`);
