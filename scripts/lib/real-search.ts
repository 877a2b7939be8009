/** The search engine over the real content tree with every chunk loaded, for the relevance test and figures. */
import { gunzipSync } from 'node:zlib';
import { searchChunkKey } from '../../core/kv-keys';
import type { SearchHit } from '../../core/search/search-document';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';
import { loadRealContent } from './real-content';

/** A search over the whole real index; throws if a query would still wait for stored documents. */
export async function createRealSearch(): Promise<(term: string) => SearchHit[]> {
  const { output } = await loadRealContent();
  const parts = output.values
    .filter((v) => v.key.startsWith(searchChunkKey('')))
    .map((v) => JSON.parse(gunzipSync(v.body as Uint8Array).toString('utf8')) as SearchPart);
  const engine = createSearchEngine(parts);
  return (term) => {
    const hits = engine.search(term);
    if (hits === null) throw new Error(`'${term}' waits for document chunks although all are loaded`);
    return hits;
  };
}
