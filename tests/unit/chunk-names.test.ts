/** Search chunk names: the build writes them and the browser reads them through the one pair of functions. */
import { describe, expect, it } from 'vitest';
import { type ChunkName, getChunkName, getResultChunks, isDeferredChunk, parseChunkName } from '../../core/search/chunk-names';
import { emitSearchValues } from '../../scripts/content/search-index';

const B = '0123456789ab';

describe('search chunk names', () => {
  it.each<[ChunkName, string]>([
    [{ build: B, list: 'index', field: 'stats', position: 0 }, `${B}-index-stats-0`],
    [{ build: B, list: 'index', field: 'body', position: 12 }, `${B}-index-body-12`],
    [{ build: B, list: 'docs', field: 'sec', position: 3 }, `${B}-docs-sec-3`],
  ])('%j ↔ %s', (chunk, name) => {
    expect(getChunkName(chunk)).toBe(name);
    expect(parseChunkName(name)).toEqual(chunk);
  });

  it.each(['manifest', `${B}-index-body`, `${B}-other-body-1`, `${B}-index-Body-1`, `${B}-index-body-1.json`])(
    '%s is not a chunk name',
    (name) => {
      expect(parseChunkName(name)).toBeNull();
    },
  );

  it('the body is deferred; result chunks split into documents and headings, in order', () => {
    expect(isDeferredChunk(`${B}-index-body-7`)).toBe(true);
    expect(isDeferredChunk(`${B}-index-title-7`)).toBe(false);
    expect(isDeferredChunk(`${B}-docs-body-7`)).toBe(false);
    const docs = [`${B}-docs-doc-0`, `${B}-docs-doc-1`, `${B}-docs-sec-2`, `${B}-docs-sec-3`];
    expect(getResultChunks(docs)).toEqual({ docs: docs.slice(0, 2), sections: docs.slice(2) });
  });

  it('every name the build writes into the manifest parses, with the build and its list', () => {
    const sources = [
      {
        id: '1',
        title: 'Werkorder',
        slug: '/uitleg/werkorder',
        description: 'Over werkorders.',
        labels: '[]',
        body: 'Een werkorder maken.',
        path: '',
        aliases: '',
        headings: '',
      },
    ];
    const values = emitSearchValues(B, sources);
    const manifest = JSON.parse(values.find((v) => v.url === '/flexsearch/manifest.json')!.body as string) as {
      index: string[];
      docs: string[];
    };
    for (const list of ['index', 'docs'] as const) {
      for (const [position, name] of manifest[list].entries()) expect(parseChunkName(name)).toMatchObject({ build: B, list, position });
    }
    expect(manifest.index.filter(isDeferredChunk)).toHaveLength(1);
  });
});
