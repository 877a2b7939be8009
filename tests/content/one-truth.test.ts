/**
 * One truth per task (issue 25): the same task must not be described on two pages that can drift
 * apart. Two pages in different folders that share a file name, or whose titles have the same
 * significant words, are flagged unless content/canonical.yml lists the pair and the summary page
 * links to the canonical one in its text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadRealContent } from '../../scripts/lib/real-content';

/** Words that say nothing about the task. */
const STOP = new Set(
  'de het een van en in op met voor bij naar tussen of aan uit je jouw als over per te is wat hoe andere nieuwe'.split(' '),
);
/** A crude Dutch stem: 'vestigingen' and 'vestiging', 'wisselen' and 'wissel' compare equal. */
const stem = (w: string) => w.replace(/(en|s)$/, '');
export const significantWords = (title: string) =>
  [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w && !STOP.has(w))
        .map(stem),
    ),
  ]
    .sort()
    .join(' ');

interface Pair {
  canonical: string;
  summary: string;
  why: string;
}
const { pairs } = parse(readFileSync('content/canonical.yml', 'utf8')) as { pairs: Pair[] };
const { output, sources } = await loadRealContent();

const pages = output.pages
  .filter((p) => p.data.page.slug.startsWith('/uitleg/'))
  .map((p) => ({ slug: p.data.page.slug, title: p.data.page.title, html: p.data.page.html }));
const bySlug = new Map(pages.map((p) => [p.slug, p]));
const parent = (slug: string) => slug.slice(0, slug.lastIndexOf('/'));
const leaf = (slug: string) => slug.slice(slug.lastIndexOf('/') + 1);
/** Leaf pages only: a folder's index is a section overview, not a task. */
const leaves = pages.filter((p) => !sources.some((s) => s.path === `${p.slug.slice(1)}/index.md`));

/** Pairs of pages in different folders that look like the same task, with why. */
export function lookalikes(list: typeof leaves): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (parent(a.slug) === parent(b.slug)) continue;
      if (leaf(a.slug) === leaf(b.slug)) found.push([a.slug, b.slug, `same file name ${leaf(a.slug)}.md`]);
      else if (significantWords(a.title) === significantWords(b.title))
        found.push([a.slug, b.slug, `titles "${a.title}" and "${b.title}"`]);
    }
  }
  return found;
}

/** The bold terms (screens, buttons, statuses) of each numbered step of a page. */
function stepTerms(html: string): string[][] {
  const steps = [...html.matchAll(/<ol>([\s\S]*?)<\/ol>/g)].flatMap(([, list]) =>
    [...list!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => item!),
  );
  return steps.map((item) => [...item.matchAll(/<strong>([\s\S]*?)<\/strong>/g)].map(([, t]) => t!.trim().toLowerCase()));
}

const allowed = (a: string, b: string) =>
  pairs.some((p) => (p.canonical === a && p.summary === b) || (p.canonical === b && p.summary === a));
const linksTo = (from: string, to: string) => new RegExp(`href="${to}/?[#"]`).test(bySlug.get(from)?.html ?? '');

describe('one truth per task (issue 25)', () => {
  it('no two pages in different sections describe the same task unless canonical.yml names the canonical one', () => {
    expect(
      lookalikes(leaves)
        .filter(([a, b]) => !allowed(a, b))
        .map(([a, b, why]) => `${a} ~ ${b}: ${why}`),
    ).toEqual([]);
  });

  it.each(pairs.map((p) => [p.summary, p] as const))('%s links to its canonical page in its text', (_summary, pair) => {
    expect(bySlug.has(pair.canonical), `${pair.canonical} exists`).toBe(true);
    expect(bySlug.has(pair.summary), `${pair.summary} exists`).toBe(true);
    expect(linksTo(pair.summary, pair.canonical)).toBe(true);
  });

  it.each(pairs.map((p) => [p.summary, p] as const))('%s does not repeat the steps of its canonical page', (_summary, pair) => {
    // The canonical page has the numbered steps; a summary page that walks through the same screens and
    // buttons again (two or more steps naming two or more of the canonical steps' bold terms) is a second truth.
    const canonicalTerms = new Set(stepTerms(bySlug.get(pair.canonical)!.html).flat());
    expect(canonicalTerms.size).toBeGreaterThan(0);
    const repeated = stepTerms(bySlug.get(pair.summary)!.html).filter((terms) => terms.filter((t) => canonicalTerms.has(t)).length >= 2);
    expect(repeated.length, `steps of ${pair.summary} that repeat ${pair.canonical}: ${JSON.stringify(repeated)}`).toBeLessThan(2);
  });

  it('the check finds a lookalike when one is added (same title words under another section)', () => {
    const fake = [
      { slug: '/uitleg/facturen/creditfactuur', title: 'Creditfactuur maken', html: '' },
      { slug: '/uitleg/boekhouding/creditnota', title: 'Een creditfactuur maken', html: '' },
      { slug: '/uitleg/onderdelen/retour', title: 'Retour', html: '' },
      { slug: '/uitleg/werkplaats/retour', title: 'Iets anders', html: '' },
    ];
    expect(lookalikes(fake).map(([a, b]) => `${a} ~ ${b}`)).toEqual([
      '/uitleg/facturen/creditfactuur ~ /uitleg/boekhouding/creditnota',
      '/uitleg/onderdelen/retour ~ /uitleg/werkplaats/retour',
    ]);
  });
});
