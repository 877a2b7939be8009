/**
 * Worker thread of the dev server (live-content.ts): the last, slow step of a build (3-emit.ts: search
 * index and sitemap) off the server's thread, so pages keep answering while it runs.
 */
import { parentPort } from 'node:worker_threads';
import type { AssembledSite } from '../content/2-assemble';
import { emitFinishValues } from '../content/3-emit';
import { BuildErrors } from '../content/build-error';

parentPort!.on('message', (site: AssembledSite) => {
  try {
    // Only the values the fast build lacks come back: cloning every page's JSON again would cost the server's thread.
    parentPort!.postMessage({ values: emitFinishValues(site) });
  } catch (error) {
    // Stage 3 cannot fail on content (stage 1 checks synonyms.yml); anything here is a bug, shown like a content problem.
    const problems = error instanceof BuildErrors ? error.errors.map((e) => ({ file: e.file, line: e.line, message: e.message })) : null;
    parentPort!.postMessage({ problems: problems ?? [{ file: '', line: 0, message: `search index failed: ${String(error)}` }] });
  }
});
