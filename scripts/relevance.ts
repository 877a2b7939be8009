/**
 * `npx tsx scripts/relevance.ts [--misses]`: hit@1, hit@3 and MRR per kind of the relevance set on the
 * real content tree, built in-process with every search chunk loaded (what a visitor has once the
 * index is complete). bench/search.ts prints the same figures beside bytes and latency.
 */
import { measureRelevance, relevanceRows } from '../tests/content/relevance-set';
import { createRealSearch } from '../tests/content/real-search';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

const search = await createRealSearch();
const figures = measureRelevance((query) => search(query).map((hit) => hit.slug));
console.table(relevanceRows(figures));
if (process.argv.includes('--misses')) {
  for (const miss of figures.misses)
    console.log(
      `${miss.kind.padEnd(10)} ${miss.query} → ${
        search(miss.query)
          .slice(0, 3)
          .map((h) => h.slug)
          .join(', ') || '(nothing)'
      }   want ${miss.expected[0]}`,
    );
}
