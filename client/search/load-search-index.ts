/**
 * Loads the chunked search index once: the manifest, then the first chunk (page-table.ts: titles,
 * places, labels, aliases, synonyms), which is all a query waits for; meanwhile the statistics and the
 * description and headings postings, and after them the body, in the background (gzip is undone by
 * the browser). That is everything a visit loads by itself. The result texts (descriptions in groups
 * of a few pages, and headings: the manifest's `docs`) are fetched only for the results shown. Every
 * chunk is fetched at most once.
 */
import { getRoutePath } from '../../core/route-table';
import { getResultChunks, isDeferredChunk, isFirstChunk } from '../../core/search/chunk-names';
import { SECTION_GROUPS } from '../../core/search/page-table';
import type { SearchEngine, SearchPart } from './search-engine';

interface Manifest {
  index: string[];
  docs: string[];
}

/**
 * Under Save-Data or a 2g/slow-2g connection the index waits for the first focus of the search box
 * instead of loading on start (a documented deviation from spec 4: a visitor who never searches pays
 * nothing on a slow or metered connection).
 */
export function isConstrainedConnection(
  nav: { connection?: { saveData?: boolean; effectiveType?: string } } | undefined = globalThis.navigator as never,
): boolean {
  const connection = nav?.connection;
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

let loading: Promise<SearchEngine> | null = null;
let complete = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
/**
 * Resolves in the browser's next idle period (or the next task where there is no such API): importing
 * index parts takes tens of milliseconds each, and a click on a link must not wait behind them.
 */
const whenIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in globalThis ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0),
  );
/** User Timing marks, so benchmarks and field measurements see when search became ready and complete. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

/** True once every chunk of the index is in. */
export const isSearchIndexComplete = (): boolean => complete;

/**
 * The engine; the first call starts the download, later calls share it. A failure allows a retry.
 * `onUpdate` is called whenever more of the index arrives, so results can be recomputed.
 */
export function loadSearchIndex(
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
  onUpdate?: () => void,
): Promise<SearchEngine> {
  if (onUpdate) listeners.add(onUpdate);
  loading ??= (async () => {
    const [engineModule, manifest] = await Promise.all([
      import('./search-engine'),
      fetchJson(getRoutePath('searchManifest')) as Promise<Manifest>,
    ]);
    const fetched = new Map<string, Promise<SearchPart>>();
    const added = new Set<string>();
    const fetchChunk = (name: string) => {
      // A failed chunk is forgotten, so the next query or load asks again.
      if (!fetched.has(name))
        fetched.set(
          name,
          (fetchJson(getRoutePath('searchChunk', { chunk: name })) as Promise<SearchPart>).catch(
            (error: unknown) => (fetched.delete(name), Promise.reject(error)),
          ),
        );
      return fetched.get(name)!;
    };
    let engine: SearchEngine | undefined;
    /** Adds a part unless it is in already; true when it was new. */
    const add = (name: string, part: SearchPart) => {
      if (added.has(name)) return false;
      added.add(name);
      engine!.addParts([part]);
      return true;
    };
    /** Fetches chunks in parallel and adds them at once: a query is waiting for them. */
    const addNow = async (names: string[]) => {
      const parts = await Promise.all(names.map(fetchChunk));
      return names.filter((name, i) => add(name, parts[i]!)).length;
    };
    /**
     * Fetches chunks one after the other (the next one already on its way) and adds each in an idle
     * period: the background load never holds more than two connections or one long task, so a click
     * on a link neither queues behind it on the network nor waits for it on the main thread.
     */
    const addInBackground = async (names: string[]) => {
      for (const [i, name] of names.entries()) {
        const part = await fetchChunk(name);
        if (names[i + 1]) void fetchChunk(names[i + 1]!).catch(() => undefined);
        await whenIdle();
        // More of the index finds more: results are recomputed (the last chunk notifies when complete).
        if (add(name, part) && names[i + 1]) notify();
      }
    };
    const first = manifest.index.filter(isFirstChunk);
    const results = getResultChunks(manifest.docs);
    // The descriptions of the results shown, then their headings (results show without them).
    const requestDocChunks = (groups: number[]) => {
      const sectionGroups = [...new Set(groups.map((g) => Math.floor(g / SECTION_GROUPS)))];
      const pick = (names: string[], positions: number[]) => positions.flatMap((i) => (names[i] ? [names[i]] : []));
      for (const names of [pick(results.docs, groups), pick(results.sections, sectionGroups)]) {
        void addNow(names)
          .then((count) => count > 0 && notify())
          .catch(() => undefined);
      }
    };
    // The other parts are on their way while the first one is read: they only add to what queries find.
    const rest = manifest.index.filter((name) => !isFirstChunk(name) && !isDeferredChunk(name));
    for (const name of rest) void fetchChunk(name).catch(() => undefined);
    const firstParts = await Promise.all(first.map(fetchChunk));
    await whenIdle();
    engine = engineModule.createSearchEngine(firstParts, requestDocChunks);
    first.forEach((name) => added.add(name));
    mark('search-ready');
    void addInBackground([...rest, ...manifest.index.filter(isDeferredChunk)])
      .then(() => {
        complete = true;
        mark('search-complete');
        notify();
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
