/** Inline content trees for build tests. */
import { readFileSync } from 'node:fs';
import type { SourceFile } from '../../scripts/content/front-matter';
import type { BuildInput } from '../../scripts/content/pipeline';

/** The fixture's site.json without its `menu`: those items name headings of the e2e fixture tree, not of these inline trees. */
export const SITE_JSON = readFileSync('tests/fixtures/content/site.json', 'utf8').replace(/,\n {2}"menu": \[[\s\S]*?\n {2}\]/, '');

/** A page file with valid front matter; `extra` lines go into the front matter, `body` after it. */
export function page(path: string, id: string, title: string, options: { order?: number; body?: string; extra?: string } = {}): SourceFile {
  const body =
    options.body ??
    `Uitleg over ${title} voor de tests, met genoeg woorden om de minimale lengte te halen die de build vraagt van elke pagina in de boom.\n\n## Kop van ${title}\n\nMeer tekst.`;
  return {
    path,
    text: `---\nid: "${id}"\ntitle: ${title}\ndescription: Over ${title}.\nlabels: [test]\norder: ${options.order ?? 10}\n${options.extra ?? ''}---\n\n${body}\n`,
  };
}

/** A minimal valid tree: home, root, two sections, one child. */
export function validTree(): SourceFile[] {
  return [
    page('index.md', '1', 'Home'),
    page('uitleg/index.md', '2064466', 'Uitleg'),
    page('uitleg/werkplaats/index.md', '100', 'Werkplaats', { order: 60 }),
    page('uitleg/werkplaats/apk.md', '101', 'APK', { order: 20 }),
    page('uitleg/werkplaats/banden.md', '102', 'Banden', { order: 10 }),
    page('uitleg/basics/index.md', '200', 'Basics', { order: 10 }),
    page('uitleg/basics/ticket-aanmaken.md', '201', 'Ticket aanmaken', { order: 10 }),
    page('uitleg/basics/helpdesk.md', '202', 'Helpdesk', { order: 20 }),
  ];
}

/** Build input around a set of sources. */
export function input(sources: SourceFile[], images: SourceFile[] = []): BuildInput {
  return { sources, images, siteJson: SITE_JSON, assets: { script: '/assets/js/e.js', styles: [], preload: [], templates: {} } };
}
