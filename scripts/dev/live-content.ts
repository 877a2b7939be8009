/**
 * Vite plugin of `npm run dev`: live content. Watches the content tree with Vite's own watcher,
 * rebuilds after each save (debounced, one build at a time, only touched files re-rendered:
 * incremental-build.ts), serves the result from memory to the dev worker (worker/dev-content.ts) and
 * tells open pages over Vite's HMR channel: `content:update` (new build: the page applies it in
 * place, client/dev/live-content.tsx) or `content:error` (the problems with file:line: an overlay in
 * the page; the last good build stays served). A bad save never stops the server.
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin, ViteDevServer, WebSocketClient } from 'vite';
import type { BuildManifest } from '../../core/build-manifest';
import { type DevContent, setDevContent, toDevManifest, type DevValue } from '../../worker/dev-content';
import { BuildErrors, type WarningRule } from '../content/build-error';
import { getEtag } from '../content/digest';
import type { EmittedValue } from '../content/route-values';
import { applyPendingChanges, type ContentFiles, type PendingChanges } from './content-files';
import { createIncrementalBuilder, type FastBuild } from './incremental-build';

/** Quiet time after a file event before rebuilding: an editor's save is often several events (write, rename). */
export const DEBOUNCE_MS = 25;
/** Quiet time after a build before the search index and sitemap are rebuilt (in a worker thread: finish-worker.ts). */
export const FINISH_DELAY_MS = 300;

/** What finish-worker.ts answers. */
type FinishResult = { values: EmittedValue[] } | { problems: ContentProblem[] };

/** Starts finish-worker.ts (TypeScript, through tsx's loader, as the rest of the dev tooling runs). */
function startFinishWorker(): Worker {
  // Vite runs this plugin from a bundled copy of its config: find the file beside it or in the repository.
  const file = [resolve(import.meta.dirname ?? '.', 'finish-worker.ts'), resolve('scripts/dev/finish-worker.ts')].find((f) =>
    existsSync(f),
  )!;
  const tsx = import.meta.resolve?.('tsx/esm/api') ?? pathToFileURL(resolve('node_modules/tsx/dist/esm/api/index.mjs')).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(pathToFileURL(file).href)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
  worker.unref();
  return worker;
}

/** One content problem as the page shows it. */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** What `content:update` carries. */
export interface ContentUpdate {
  buildId: string;
  /** Page paths (with trailing slash) whose data changed, '*' when every page may have (nav, site.json). */
  changed: string[];
  warnings: ContentProblem[];
}

/** What `content:error` carries. */
export interface ContentErrorEvent {
  problems: ContentProblem[];
}

/** Options of the plugin. */
export interface LiveContentOptions {
  /** The content tree (absolute or relative to the working directory). */
  contentDir: string;
  /** Warning rules that fail a build (this repository's policy for content/); none for another tree. */
  strict?: readonly WarningRule[];
  /** Log lines (default console). */
  log?: (line: string) => void;
}

/** The problems of a failed build; a BuildError's message already reads `file:line: message (hint)`. */
function toProblems(error: unknown): ContentProblem[] {
  if (error instanceof BuildErrors) return error.errors.map((e) => ({ file: e.file, line: e.line, message: e.message }));
  return [
    { file: '', line: 0, message: `content build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` },
  ];
}

/**
 * A build as the dev worker reads it: the fast build's values by route key (no map of every value made
 * per save), then the search index and sitemap once finished. ETags computed on first read; the
 * manifest (every route key mapped to itself, dev-content.ts) made on the first request.
 */
function toDevValues(fast: FastBuild, finished: EmittedValue[] = []): DevValues {
  const late = new Map(finished.map((v) => [v.key, v]));
  const read = new Map<string, DevValue>();
  let manifest: BuildManifest | undefined;
  return {
    get(key) {
      let hit = read.get(key);
      if (hit) return hit;
      const value = late.get(key) ?? fast.get(key);
      if (!value) return undefined;
      let etag: string | undefined;
      hit = {
        body: value.body,
        type: value.type,
        get etag() {
          return (etag ??= getEtag(value.body, value.type));
        },
      };
      read.set(key, hit);
      return hit;
    },
    get manifest() {
      return (manifest ??= toDevManifest(fast.buildId, [...fast.values, ...finished]));
    },
  };
}

/** A build's values by route key, and its manifest. */
type DevValues = Pick<DevContent, 'get' | 'manifest'>;

/** The live-content plugin. */
export function liveContent(options: LiveContentOptions): Plugin {
  const root = resolve(options.contentDir);
  const log = options.log ?? ((line: string) => console.log(line));
  const builder = createIncrementalBuilder({ strict: options.strict ?? [] });
  let files: ContentFiles | null = null;
  let server: ViteDevServer | null = null;
  /** The last good build: what is served. */
  let current: { fast: FastBuild; values: DevValues } | null = null;
  /** Problems of the last build; null when it succeeded. */
  let problems: ContentProblem[] | null = null;
  const pending: PendingChanges = { paths: new Set(), reload: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const isInside = (path: string) => path === root || path.startsWith(root + sep);

  let served: { buildId: string; values: DevValues } | null = null;
  /** The served build's nav as JSON: a save compares against it without serializing the old nav again. */
  let servedNav = '';
  let previous: DevValues | null = null;
  function publish(values: DevValues, buildId: string): void {
    // A request that began on the previous build may still read its keys: they stay readable until the next build.
    if (served && served.buildId !== buildId) previous = served.values;
    served = { buildId, values };
    const [now, before] = [values, previous];
    setDevContent({
      buildId,
      get manifest() {
        return now.manifest;
      },
      get: (key) => now.get(key) ?? before?.get(key),
    });
  }

  function send(event: string, data: unknown): void {
    server?.ws.send({ type: 'custom', event, data });
  }

  function toWarnings(fast: FastBuild): ContentProblem[] {
    return fast.warnings.map((w) => ({ file: w.file, line: w.line, message: w.message }));
  }

  let worker: Worker | null = null;
  let finishing = false;

  /** The search index and sitemap of a build, from the worker thread. */
  function finishInWorker(fast: FastBuild): Promise<FinishResult> {
    worker ??= startFinishWorker();
    const thread = worker;
    return new Promise<FinishResult>((done) => {
      const onMessage = (result: FinishResult) => {
        thread.off('error', onError);
        done(result);
      };
      const onError = (error: Error) => {
        thread.off('message', onMessage);
        worker = null;
        done({ problems: [{ file: '', line: 0, message: `search index failed: ${error.message}` }] });
      };
      thread.once('message', onMessage);
      thread.once('error', onError);
      thread.postMessage(fast.site);
    });
  }

  /** Adds the search index and sitemap to the served build once saves have settled. */
  function scheduleFinish(): void {
    clearTimeout(finishTimer);
    finishTimer = setTimeout(() => {
      if (!current || finishing) return;
      if (running || pending.paths.size > 0 || pending.reload) return scheduleFinish();
      const started = performance.now();
      const { fast } = current;
      finishing = true;
      void finishInWorker(fast)
        .then((result) => {
          if (current?.fast !== fast) return;
          if ('problems' in result) {
            problems = result.problems;
            send('content:error', { problems } satisfies ContentErrorEvent);
            for (const p of result.problems) log(p.message);
            return;
          }
          const values = toDevValues(fast, result.values);
          current = { ...current, values };
          publish(values, fast.buildId);
          log(`content: search index and sitemap of ${fast.buildId} in ${Math.round(performance.now() - started)} ms`);
        })
        .finally(() => {
          finishing = false;
          // A build that landed meanwhile gets its own index.
          if (current && current.fast !== fast) scheduleFinish();
        });
    }, FINISH_DELAY_MS);
  }

  /** Reads what changed and rebuilds; never throws. */
  async function rebuild(): Promise<void> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      files = await applyPendingChanges(root, files, pending);
      const unreadable = [...files.problems()].map(([file, message]) => ({ file, line: 1, message: `${file}:1: ${message}` }));
      if (unreadable.length > 0) throw Object.assign(new Error('unreadable files'), { problems: unreadable });
      const fast = builder.build(files.getInput());
      const changed = current ? fast.changed : [];
      const navJson = JSON.stringify(fast.site.nav);
      const navChanged = !current || navJson !== servedNav;
      servedNav = navJson;
      const values = toDevValues(fast);
      current = { fast, values };
      publish(values, fast.buildId);
      const hadProblems = problems !== null;
      problems = null;
      const ms = Math.round(performance.now() - started);
      const { user, system } = process.cpuUsage(cpu);
      const cpuMs = Math.round((user + system) / 1000);
      log(
        `content: ${fast.site.pages.length} pages, ${fast.rendered} rendered, ${changed.length} changed in ${ms} ms (${cpuMs} ms CPU; build ${fast.buildId})`,
      );
      for (const w of fast.warnings) log(w.message);
      if (changed.length > 0 || navChanged || hadProblems) {
        send('content:update', {
          buildId: fast.buildId,
          changed: navChanged ? ['*', ...changed] : changed,
          warnings: toWarnings(fast),
        } satisfies ContentUpdate);
      }
      scheduleFinish();
    } catch (error) {
      problems = (error as { problems?: ContentProblem[] }).problems ?? toProblems(error);
      for (const p of problems) log(p.message);
      log(`content: ${problems.length} problem(s); the page keeps the last good build`);
      send('content:error', { problems } satisfies ContentErrorEvent);
    }
  }

  /** Runs rebuilds one at a time; a change during a build triggers one more. */
  function requestBuild(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = rebuild().finally(() => {
        running = null;
        if (again || pending.paths.size > 0 || pending.reload) {
          again = false;
          requestBuild();
        }
      });
    }, DEBOUNCE_MS);
  }

  return {
    name: 'help-centre:live-content',
    apply: 'serve',
    async configureServer(viteServer) {
      server = viteServer;
      await rebuild();
      if (!current) log('content: no good build yet; fix the problems above and save');
      viteServer.watcher.add(root);
      viteServer.watcher.on('all', (event, path) => {
        const file = resolve(path);
        if (!isInside(file)) return;
        if (event === 'addDir' || event === 'unlinkDir') pending.reload = true;
        else pending.paths.add(file);
        requestBuild();
      });
      // A page opened later asks for the state: it gets the current problems (or none).
      viteServer.ws.on('content:hello', (_data: unknown, client: WebSocketClient) => {
        client.send('content:state', {
          buildId: current?.fast.buildId ?? '',
          problems: problems ?? [],
          warnings: current ? toWarnings(current.fast) : [],
        });
      });
      viteServer.httpServer?.once('close', () => {
        clearTimeout(timer);
        clearTimeout(finishTimer);
        void worker?.terminate();
      });
    },
    // Content files are not modules: Vite itself has nothing to reload for them.
    handleHotUpdate({ file }) {
      if (isInside(resolve(file))) return [];
    },
  };
}
