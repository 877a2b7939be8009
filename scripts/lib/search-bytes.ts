/** Search bytes over the wire (gzip chunks as stored) for a built index: what a client needs before it can show results. */
import { gunzipSync, gzipSync } from 'node:zlib';
import { getResultChunks, isFirstChunk } from '../../core/search/chunk-names';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';

/** The manifest of a built index. */
export interface SearchManifestFile {
  index: string[];
  docs: string[];
}

/**
 * Bytes until the engine can rank (the manifest and the first chunk), until the first results of the
 * worst of the given queries (plus the description chunks of its results), and what a visit loads by
 * itself (manifest and every index chunk: the body too, not the result texts).
 */
export function measureSearchBytes(
  manifest: SearchManifestFile,
  chunk: (name: string) => Uint8Array,
  queries: string[],
): { ranking: number; firstResults: number; autoLoaded: number; worstQuery: string | null } {
  const first = manifest.index.filter(isFirstChunk);
  // The manifest is JSON text, compressed on the wire like every JSON response (bench/size.ts counts it so too).
  const manifestBytes = gzipSync(JSON.stringify(manifest), { level: 9 }).length;
  const ranking = first.reduce((sum, n) => sum + chunk(n).length, manifestBytes);
  const requested = new Set<number>();
  const engine = createSearchEngine(
    first.map((n) => JSON.parse(gunzipSync(chunk(n)).toString('utf8')) as SearchPart),
    (groups) => groups.forEach((g) => requested.add(g)),
  );
  const descriptions = getResultChunks(manifest.docs).docs;
  let worst = { bytes: 0, query: null as string | null };
  for (const query of queries) {
    requested.clear();
    engine.search(query);
    const bytes = [...requested].reduce((sum, i) => sum + chunk(descriptions[i]!).length, 0);
    if (bytes > worst.bytes) worst = { bytes, query };
  }
  const autoLoaded = manifest.index.reduce((sum, n) => sum + chunk(n).length, manifestBytes);
  return { ranking, firstResults: ranking + worst.bytes, autoLoaded, worstQuery: worst.query };
}
