/** Search bytes over the wire (gzip chunks as stored) for a built index: what a client needs before it can show results. */
import { gunzipSync } from 'node:zlib';
import { getResultChunks, isDeferredChunk } from '../../client/model/search/chunk-names';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';

/** The manifest of a built index. */
export interface SearchManifestFile {
  index: string[];
  docs: string[];
}

/**
 * Bytes until the engine can rank (manifest and the non-deferred index chunks), until the first
 * results of the worst of the given queries (plus the document-store chunks of its top hits), and what
 * a visit loads by itself (manifest and every index chunk: the body too, not the result texts).
 */
export function measureSearchBytes(
  manifest: SearchManifestFile,
  chunk: (name: string) => Uint8Array,
  queries: string[],
): { ranking: number; firstResults: number; autoLoaded: number } {
  const ranking = manifest.index.filter((n) => !isDeferredChunk(n));
  const rankingBytes = ranking.reduce((sum, n) => sum + chunk(n).length, JSON.stringify(manifest).length);
  let requested: number[] = [];
  const engine = createSearchEngine(
    ranking.map((n) => JSON.parse(gunzipSync(chunk(n)).toString('utf8')) as SearchPart),
    (chunks) => (requested = chunks),
  );
  const docBytes = queries.map((query) => {
    requested = [];
    engine.search(query);
    return requested.reduce((sum, i) => sum + chunk(getResultChunks(manifest.docs).docs[i]!).length, 0);
  });
  const autoLoaded = manifest.index.reduce((sum, n) => sum + chunk(n).length, JSON.stringify(manifest).length);
  return { ranking: rankingBytes, firstResults: rankingBytes + Math.max(0, ...docBytes), autoLoaded };
}
