/**
 * Builds the real content tree in-process: the same reading (scripts/lib/read-content.ts), the same
 * pure pipeline and the same strictness as `npm run build:content`, built once per test process.
 */
import { buildContent, type BuildOutput } from '../content/pipeline';
import type { SourceFile } from '../content/front-matter';
import { REPO_STRICT_RULES } from './content-policy';
import { readContentTree } from './read-content';

let cached: Promise<{ output: BuildOutput; sources: SourceFile[] }> | null = null;

/** The built real tree and its sources. */
export function loadRealContent(): Promise<{ output: BuildOutput; sources: SourceFile[] }> {
  cached ??= readContentTree('content').then((tree) => ({
    output: buildContent({ ...tree, strict: REPO_STRICT_RULES, assets: { script: '', styles: [], preload: [], templates: {} } }),
    sources: tree.sources,
  }));
  return cached;
}
