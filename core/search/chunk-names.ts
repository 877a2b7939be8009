/**
 * Search chunk names: written by the build (scripts/content/search-index.ts), read by the browser's
 * loader. A name carries the build (so its URL is immutable), the manifest list, the part's field and
 * its position: '<build>-index-body-9', '<build>-docs-doc-0'.
 */

/** The manifest list a chunk belongs to: loaded by every visit (`index`) or for the results shown (`docs`). */
export type ChunkList = 'index' | 'docs';

/** What a chunk name says. */
export interface ChunkName {
  build: string;
  list: ChunkList;
  /** Field of the part ('first', 'stats', 'description', 'headings', 'body', 'doc', 'sec'). */
  field: string;
  /** Position in its manifest list. */
  position: number;
}

const CHUNK_NAME = /^([0-9a-f]+)-(index|docs)-([a-z]+)-(\d+)$/;

/** The name of a chunk. */
export function getChunkName({ build, list, field, position }: ChunkName): string {
  return `${build}-${list}-${field}-${position}`;
}

/** Reads a chunk name; null when it is not one. */
export function parseChunkName(name: string): ChunkName | null {
  const match = CHUNK_NAME.exec(name);
  return match ? { build: match[1]!, list: match[2] as ChunkList, field: match[3]!, position: Number(match[4]) } : null;
}

/** Whether a chunk name holds the first part (page-table.ts): the one chunk a query waits for before it ranks. */
export const isFirstChunk = (name: string): boolean => {
  const chunk = parseChunkName(name);
  return chunk?.list === 'index' && chunk.field === 'first';
};

/** Whether a chunk name holds a deferred part: the body, loaded in the background after the other index parts. */
export const isDeferredChunk = (name: string): boolean => {
  const chunk = parseChunkName(name);
  return chunk?.list === 'index' && chunk.field === 'body';
};

/** The description chunks (one per description group, page-table.ts) and the headings chunks of the manifest's `docs` list, each in chunk order. */
export function getResultChunks(docs: string[]): { docs: string[]; sections: string[] } {
  const ofField = (field: string) =>
    docs.filter((n) => {
      const c = parseChunkName(n);
      return c?.list === 'docs' && c.field === field;
    });
  return { docs: ofField('doc'), sections: ofField('sec') };
}
