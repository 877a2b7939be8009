/**
 * One name per screen, menu and button (issue 25). content/glossary.yml lists how Autoflex names its
 * menu paths, screens and buttons; every menu path an article writes (in bold or as link text) must be
 * one of them, and the wrong variants it lists occur nowhere in the articles or the diagrams.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadRealContent } from '../../scripts/lib/real-content';

type Entry = string | { naam: string; fout?: string[] };
interface Glossary {
  hoofdmenu: string[];
  computer: Entry[];
  app: Entry[];
  scherm: Entry[];
  knoppen: Entry[];
}

export const SEPARATOR = ' > ';
const glossary = parse(readFileSync('content/glossary.yml', 'utf8')) as Glossary;
const nameOf = (e: Entry) => (typeof e === 'string' ? e : e.naam);
const wrongOf = (e: Entry) => (typeof e === 'string' ? [] : (e.fout ?? []));
const groups = [glossary.computer, glossary.app, glossary.scherm, glossary.knoppen];
const known = groups.flat().map(nameOf);
/** The wrong variants of `entries`, each with the name to write instead. */
const variantsOf = (entries: Entry[]) => entries.flatMap((e) => wrongOf(e).map((w) => [w, nameOf(e)] as const));
const wrong = variantsOf(groups.flat());

/** Menu paths a Markdown body writes: bold spans and link texts that contain ' > ', with their line. */
export function menuPaths(body: string): { path: string; line: number }[] {
  return body.split('\n').flatMap((text, i) =>
    [...text.matchAll(/\*\*(.+?)\*\*|\[([^\]]+?)\]\(/g)]
      .map((m) => (m[1] ?? m[2])!)
      .filter((s) => s.includes(SEPARATOR))
      .map((path) => ({ path, line: i + 1 })),
  );
}

/** The wrong variants of button names. */
const wrongButtons = variantsOf(glossary.knoppen);

/** A path is allowed when the glossary lists it, or it is the start of a listed path ('Instellingen > Beheer'). */
export const isKnown = (path: string, names: readonly string[] = known) => names.some((n) => n === path || n.startsWith(path + SEPARATOR));

/** The wrong variant a path uses: the path itself, or its start ('Planning > Planbord' for the variant 'Planning'). */
export const wrongIn = (path: string, variants: readonly (readonly [string, string])[] = wrong) =>
  variants.find(([w]) => path === w || path.startsWith(w + SEPARATOR));

/** A multi-word wrong variant in running text or a diagram: not the tail of a longer path, not the start of a correct name. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function mentions(raw: string, variant: string, names: readonly string[] = known): boolean {
  const text = raw.replace(/&gt;/g, '>');
  for (const m of text.matchAll(new RegExp(`(?<!>\\s?|\\p{L})${escape(variant)}(?!\\p{L})`, 'gu'))) {
    if (!names.some((n) => n.length > variant.length && text.startsWith(n, m.index))) return true;
  }
  return false;
}

/** True when `body` writes `name` as a bold span of its own, the way articles write a button or screen. */
export const namesInBold = (body: string, name: string) => body.includes(`**${name}**`);

const { sources } = await loadRealContent();
const bodies = sources.map((s) => ({ path: s.path, body: s.text.replace(/^---\n[\s\S]*?\n---\n/, '') }));
/** The diagrams' visible text (title and text elements), as a reader sees it. */
const svgs = readdirSync('content/images')
  .filter((f) => f.endsWith('.svg'))
  .map((f) => ({
    path: `images/${f}`,
    text: [...readFileSync(`content/images/${f}`, 'utf8').matchAll(/<(?:text|title|tspan)[^>]*>([^<]*)</g)].map((m) => m[1]).join('\n'),
  }));

describe('one name per screen and menu (issue 25)', () => {
  it('the glossary has no name twice and no wrong variant that is also a correct name', () => {
    expect(known.filter((n, i) => known.indexOf(n) !== i)).toEqual([]);
    expect(wrong.filter(([w]) => known.includes(w))).toEqual([]);
    expect(glossary.hoofdmenu.length).toBeGreaterThan(5);
  });

  it('every computer path starts with an item of the main menu', () => {
    expect(glossary.computer.map(nameOf).filter((p) => !glossary.hoofdmenu.includes(p.split(SEPARATOR)[0]!))).toEqual([]);
  });

  it('every menu path an article writes is in the glossary, written the same way', () => {
    const unknown = bodies.flatMap((b) =>
      menuPaths(b.body)
        .filter((p) => !isKnown(p.path))
        .map((p) => `${b.path}:${p.line} ${p.path}${wrongIn(p.path) ? ` (write ${wrongIn(p.path)![1]})` : ''}`),
    );
    expect(unknown).toEqual([]);
  });

  it('no article or diagram uses a wrong variant of a menu, screen or button name', () => {
    const found: string[] = [];
    for (const b of bodies) {
      for (const p of menuPaths(b.body)) {
        const hit = wrongIn(p.path);
        if (hit) found.push(`${b.path}:${p.line} ${p.path} -> ${hit[1]}`);
      }
      // Running text (buttons in bold, screen names in prose): multi-word variants only; a single word
      // such as 'Facturen' is wrong only as the first step of a menu path.
      for (const [w, right] of wrong.filter(([w]) => /\s/.test(w))) if (mentions(b.body, w)) found.push(`${b.path}: "${w}" -> ${right}`);
      // A single-word wrong button name written as a button, in bold ('**Mailen**'); a single word from a menu
      // path ('Facturen') may still name a tab or a table row.
      for (const [w, right] of wrongButtons.filter(([w]) => !/\s/.test(w)))
        if (namesInBold(b.body, w)) found.push(`${b.path}: "**${w}**" -> ${right}`);
    }
    for (const s of svgs)
      for (const [w, right] of wrong.filter(([w]) => /\s/.test(w))) if (mentions(s.text, w)) found.push(`${s.path}: "${w}" -> ${right}`);
    expect(found).toEqual([]);
  });

  it('the sketch of the main screen shows the main menu as the glossary names it', () => {
    // hoofdscherm-indeling.svg draws the menu column at x=14 under the word 'Menu'.
    const svg = readFileSync('content/images/hoofdscherm-indeling.svg', 'utf8');
    const items = [...svg.matchAll(/<text x="14" y="(\d+)"[^>]*>([^<]+)</g)].filter(([, y]) => Number(y) > 62).map(([, , t]) => t!);
    expect(items.length).toBeGreaterThan(3);
    expect(items.filter((t) => !glossary.hoofdmenu.includes(t))).toEqual([]);
  });

  it('the checks catch the variants issue 25 found', () => {
    const body =
      'Open **Werkplaats > Planning**.\nKies **Facturen > Nieuwe factuur**.\nKlik op **Ophalen bij RDW**.\nOpen **Menu > Instellingen > Beveiliging**.';
    expect(menuPaths(body).map((p) => [p.path, isKnown(p.path), wrongIn(p.path)?.[1]])).toEqual([
      ['Werkplaats > Planning', false, 'Werkplaats > Planbord'],
      ['Facturen > Nieuwe factuur', false, 'Financieel > Facturen'],
      ['Menu > Instellingen > Beveiliging', true, undefined],
    ]);
    expect(mentions(body, 'Ophalen bij RDW')).toBe(true);
    expect(namesInBold('Klik op **Mailen**.', 'Mailen')).toBe(true);
    expect(namesInBold('Je kunt de factuur mailen of afdrukken; klik op **E-mailen**.', 'Mailen')).toBe(false);
    expect(mentions(body, 'Instellingen > Beveiliging')).toBe(false);
    expect(mentions('Ga naar Werkplaats &gt; Planning.', 'Werkplaats > Planning')).toBe(true);
    expect(mentions('Open Instellingen > Koppelingen met externe partijen.', 'Instellingen > Koppelingen')).toBe(false);
    expect(mentions('Open Instellingen > Koppelingen en kies RDW.', 'Instellingen > Koppelingen')).toBe(true);
  });
});
