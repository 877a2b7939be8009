/**
 * Loads the chunked search index once: manifest, then the small chunks (registry, title, labels, slug,
 * description, documents) in parallel, so results can show; the body chunks follow in the background
 * and are added to the same engine (gzip is undone by the browser).
 */
import type { SearchEngine, SearchPart } from './search-engine';

interface Manifest {
  index: string[];
  docs: string[];
}

/** Whether a chunk name holds a deferred (body) part. */
export const isDeferredChunk = (name: string): boolean => /-index-body-\d+$/.test(name);

let loading: Promise<SearchEngine> | null = null;
let complete = false;
const completeListeners = new Set<() => void>();

/** The engine; the first call starts the download, later calls share it. A failure allows a retry. */
export function loadSearchIndex(fetchJson: (url: string) => Promise<unknown> = defaultFetchJson, onComplete?: () => void): Promise<SearchEngine> {
  if (onComplete) {
    if (complete) onComplete();
    else completeListeners.add(onComplete);
  }
  loading ??= (async () => {
    const [engineModule, manifest] = await Promise.all([import('./search-engine'), fetchJson('/flexsearch/manifest.json') as Promise<Manifest>]);
    const names = [...manifest.index, ...manifest.docs];
    const fetchParts = (list: string[]) => Promise.all(list.map((name) => fetchJson(`/flexsearch/${name}.json`) as Promise<SearchPart>));
    const engine = engineModule.createSearchEngine(await fetchParts(names.filter((n) => !isDeferredChunk(n))));
    void fetchParts(names.filter(isDeferredChunk))
      .then((parts) => {
        engine.addParts(parts);
        complete = true;
        completeListeners.forEach((listener) => listener());
        completeListeners.clear();
      })
      .catch(() => undefined);
    return engine;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to fetch ${url}`);
  return response.json();
}
