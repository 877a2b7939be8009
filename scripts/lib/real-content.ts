/**
 * Builds the real content tree in-process: the same reading (scripts/lib/read-content.ts), the same
 * pure pipeline and the same strictness as `npm run build:content`, built once per test process.
 */
import { stripClaimMarks } from '../content/claim-marks';
import { buildContent, type BuildOutput } from '../content/pipeline';
import type { SourceFile } from '../content/front-matter';
import { REPO_STRICT_RULES } from './content-policy';
import { readContentTree } from './read-content';

let cached: Promise<{ output: BuildOutput; sources: SourceFile[] }> | null = null;

/**
 * The built real tree and its sources. The sources' text is as readers read it: without claim marks
 * (`{?…?}`), so tests of wording and names see the words, not the marks around them.
 */
export function loadRealContent(): Promise<{ output: BuildOutput; sources: SourceFile[] }> {
  cached ??= readContentTree('content').then((tree) => ({
    output: buildContent({ ...tree, strict: REPO_STRICT_RULES, assets: { script: '', styles: [], preload: [], templates: {} } }),
    sources: tree.sources.map((source) => ({ ...source, text: stripClaimMarks(source.text) })),
  }));
  return cached;
}
