/**
 * `npx tsx scripts/relevance.ts [--misses] [--development]`: hit@1, hit@3 and MRR per kind of both query
 * sets on the real content tree, built in-process with every search chunk loaded (what a visitor has once
 * the index is complete). The development set may also list its misses (--misses); the frozen set prints
 * only its aggregates, per kind and overall, never a query or a miss (docs/search.md, Evaluation), and
 * is left out with --development: while the engine changes, not even its aggregates are looked at.
 */
import { DEVELOPMENT_SET_FILE, FROZEN_SET_FILE, readDevelopmentSet, readQuerySet } from './lib/query-sets';
import { countUnknownAnswers, findMisses, measureRelevance, relevanceRows } from './lib/relevance';
import { createRealSearch } from './lib/real-search';
import { loadRealContent } from './lib/real-content';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

const search = await createRealSearch();
const slugs = (query: string) => search(query).map((hit) => hit.slug);
const pages = new Set((await loadRealContent()).output.pages.map((p) => p.data.page.slug));

const development = readDevelopmentSet();
console.log(`Development set (${DEVELOPMENT_SET_FILE})`);
console.table(relevanceRows(measureRelevance(slugs, development)));
console.log(`answers that name no page of the tree: ${countUnknownAnswers(development, pages)}`);
if (process.argv.includes('--misses'))
  for (const { query, top } of findMisses(slugs, development))
    console.log(`${query.kind.padEnd(10)} ${query.q} → ${top.join(', ') || '(nothing)'}   want ${query.expect[0] ?? '(nothing)'}`);

const frozen = process.argv.includes('--development') ? null : readQuerySet(FROZEN_SET_FILE);
if (process.argv.includes('--development')) console.log('Frozen set: not measured (--development).');
else if (frozen === null) console.log(`Frozen set: ${FROZEN_SET_FILE} is not there; nothing to measure.`);
else {
  console.log(`Frozen set (${FROZEN_SET_FILE}): aggregates only`);
  console.table(relevanceRows(measureRelevance(slugs, frozen)));
  console.log(`answers that name no page of the tree: ${countUnknownAnswers(frozen, pages)}`);
}
