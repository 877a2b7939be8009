/**
 * Which page paths of an event batch are pages that exist: a page of the live build, or of the build the
 * batch names (a reader still on the page of a build before a deploy) while that build is still in KV.
 * A path is a page when its page-data value is there (the not-found page only as /404/, which the browser
 * reports for every not-found view). Builds are immutable, so each answer is kept in the isolate (a bounded
 * map: made-up paths cannot grow it without end).
 */
import { matchPage, ROUTES } from '../../core/route-table';
import { createContentStore } from '../content-store';

/** Answers kept per isolate, oldest out first. */
export const PAGE_CHECK_MEMORY = 4096;

const known = new Map<string, boolean>();

function remember(key: string, isPage: boolean): void {
  known.set(key, isPage);
  if (known.size > PAGE_CHECK_MEMORY) known.delete(known.keys().next().value!);
}

/** True when `path` (as counted: trailing slash) is a page of `build`; a KV failure throws (the batch is then dropped). */
async function isPageOf(kv: KVNamespace, build: string, path: string): Promise<boolean> {
  const key = `${build}\n${path}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const page = matchPage(path);
  let isPage = page.name !== 'notFound' || path === ROUTES.notFound.pattern;
  if (isPage) isPage = (await createContentStore(kv, build).get(ROUTES[page.data.name].key(page.data.params))) !== null;
  remember(key, isPage);
  return isPage;
}

/** The paths among `paths` that are pages of the live build or of `batchBuild`. */
export async function getExistingPages(kv: KVNamespace, liveBuild: string, paths: string[], batchBuild?: string): Promise<Set<string>> {
  const builds = batchBuild && batchBuild !== liveBuild ? [liveBuild, batchBuild] : [liveBuild];
  const answers = await Promise.all(
    paths.map(async (path) => {
      for (const build of builds) if (await isPageOf(kv, build, path)) return path;
      return null;
    }),
  );
  return new Set(answers.filter((path): path is string => path !== null));
}
