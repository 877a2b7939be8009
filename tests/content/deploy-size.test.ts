/**
 * Deploys proportional to the change, on the real content: a one-page text edit gives a build whose KV
 * entries are all but a handful the previous build's (the page, the search chunks the edit touches, the
 * build's shell, search manifest and manifest), so a deploy writes at most 10 values (an unchanged tree
 * gives the same entries: build-output.test.ts). Built with the dev server's incremental builder (one page re-rendered), as the
 * same pipeline as `npm run build:content`.
 */
import { describe, expect, it } from 'vitest';
import type { BuildOutput } from '../../scripts/content/pipeline';
import { createIncrementalBuilder } from '../../scripts/dev/incremental-build';
import { REPO_STRICT_RULES } from '../../scripts/lib/content-policy';
import { readContentTree } from '../../scripts/lib/read-content';

const PAGE = 'uitleg/werkplaats/bandenhotel/index.md';
/** KV entries of `next` the previous build does not have: what a deploy of `next` after `previous` writes. */
const added = (previous: BuildOutput, next: BuildOutput) => {
  const before = new Set(previous.kv.map((e) => e.key));
  return next.kv.filter((e) => !before.has(e.key)).map((e) => e.key);
};

describe('deploy size on the real content', () => {
  it('a one-page text edit adds at most 10 KV entries', async () => {
    const tree = await readContentTree('content');
    expect(tree.sources.some((s) => s.path === PAGE)).toBe(true);
    const builder = createIncrementalBuilder({ strict: REPO_STRICT_RULES });
    const first = builder.finish(builder.build(tree));
    const edited = {
      ...tree,
      sources: tree.sources.map((s) =>
        s.path === PAGE ? { ...s, text: `${s.text}\nSla de banden van de klant op in het bandenhotel.\n` } : s,
      ),
    };
    const second = builder.finish(builder.build(edited));
    expect(second.buildId).not.toBe(first.buildId);
    const written = added(first, second);
    console.log(`one-page edit at ${second.stats.pages} pages: ${written.length} new KV entries of ${second.kv.length}`);
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(10);
  }, 120_000);
});
