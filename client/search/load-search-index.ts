/** Loads the chunked search index once: manifest, then every chunk in parallel (gzip is undone by the browser). */
import type { SearchEngine } from './search-engine';

interface Manifest {
  index: string[];
  docs: string[];
}

let loading: Promise<SearchEngine> | null = null;

/** The engine; the first call starts the download, later calls share it. A failure allows a retry. */
export function loadSearchIndex(fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<SearchEngine> {
  loading ??= (async () => {
    const [engine, manifest] = await Promise.all([import('./search-engine'), fetchJson('/flexsearch/manifest.json') as Promise<Manifest>]);
    const parts = (await Promise.all([...manifest.index, ...manifest.docs].map((name) => fetchJson(`/flexsearch/${name}.json`)))) as { key: string; data: string }[];
    return engine.createSearchEngine(parts);
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
