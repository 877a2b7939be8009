/** Loads a template chunk with the spec's 120 s time-out and typed failures. */
import type { Template, TemplateName } from '../templates/registry';
import { TEMPLATE_MODULES } from '../templates/registry';
import { chunkError, type ChunkFailureType } from './errors';

/** Chunk load time-out (spec 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

const loaded = new Map<TemplateName, Template>();

/** Records a template the page already has (the entry imported it to hydrate): navigation to a page of its type does not import it again. */
export function rememberTemplate(name: TemplateName, template: Template): void {
  loaded.set(name, template);
}

/** Classifies a dynamic-import failure: a missing file or another error. */
export function getChunkFailureType(error: unknown): ChunkFailureType {
  const message = error instanceof Error ? error.message : String(error);
  return /404|not found|failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message)
    ? 'missing'
    : 'error';
}

/** The template, loading its chunk once; rejects with 'Loading chunk failed'. */
export async function loadTemplate(name: TemplateName, modules = TEMPLATE_MODULES, timeoutMs = CHUNK_TIMEOUT_MS): Promise<Template> {
  const cached = loaded.get(name);
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const module = await Promise.race([
      modules[name](),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(chunkError('timeout')), timeoutMs);
      }),
    ]);
    loaded.set(name, module.default);
    return module.default;
  } catch (error) {
    if (error instanceof Error && error.name === 'LoadError') throw error;
    throw chunkError(getChunkFailureType(error), error);
  } finally {
    clearTimeout(timer);
  }
}
