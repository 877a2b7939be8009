import { describe, expect, it } from 'vitest';
import { getBestSectionShare, getMatchingSections, indexSections, MAX_SECTIONS_PER_HIT, type WordMatch } from '../../core/search/sections';

const sections = indexSections([
  ['deelbetaling', 'Deelbetaling'],
  ['te-weinig-betaald', 'Te weinig betaald'],
  ['te-veel-of-dubbel-betaald', 'Te veel of dubbel betaald'],
  ['creditfactuur-maken', 'Creditfactuur maken'],
]);
const word = (terms: string[], idf: number, prefix: string | null = null): WordMatch => ({ terms, prefix, idf });

describe('section results', () => {
  it('shows the headings that hold the rare words of the query, in page order', () => {
    const hits = getMatchingSections(sections, [word(['veel'], 3), word(['betaald', 'betal'], 1)]);
    // 'Te weinig betaald' holds only the common word (a quarter of the weight): not shown.
    expect(hits).toEqual([{ anchor: 'te-veel-of-dubbel-betaald', title: 'Te veel of dubbel betaald' }]);
  });
  it(`shows at most ${MAX_SECTIONS_PER_HIT} headings`, () => {
    expect(getMatchingSections(sections, [word(['betaald'], 1)]).length).toBeLessThanOrEqual(MAX_SECTIONS_PER_HIT);
  });
  it('matches the last typed word as a prefix', () => {
    expect(getMatchingSections(sections, [word(['credi'], 2, 'credi')]).map((h) => h.anchor)).toEqual(['creditfactuur-maken']);
  });
  it('shows nothing for a heading with only a minor word of the query', () => {
    expect(getMatchingSections(sections, [word(['dubbel'], 0.2), word(['kenteken'], 5)])).toEqual([]);
  });
  it('gives the best share of the query a heading holds', () => {
    expect(getBestSectionShare(sections, [word(['veel'], 3), word(['betaald'], 1)])).toBe(1);
    expect(getBestSectionShare(sections, [word(['kenteken'], 1)])).toBe(0);
  });
});
