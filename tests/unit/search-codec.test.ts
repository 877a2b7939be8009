import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createRegistry,
  DOCS_PER_CHUNK,
  type ExportedPart,
  getDocChunkIndex,
  getPartKind,
  packPart,
  POSITIONAL_FIELDS,
  splitDocParts,
  unpackPart,
} from '../../client/model/search/part-codec';
import { getPartField } from '../../client/model/search/fields';
import { createSearchDocument, type SearchSource } from '../../client/model/search/search-document';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';
import { emitSearchValues, exportSearchIndex } from '../../scripts/content/search-index';

const TOPICS = ['werkorder', 'factuur', 'kenteken', 'onderdeel', 'planbord', 'bandenhotel', 'grootboek', 'relatie'];
/** n pages with ids spread over a wide numeric range, as real page ids are. */
const sources = (n: number): SearchSource[] =>
  Array.from({ length: n }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length]!;
    return {
      id: String(2_064_466 + i * 37),
      title: `${topic} ${i}`,
      slug: `/uitleg/sectie/${topic}-${i}`,
      description: `Uitleg over ${topic} nummer ${i}.`,
      labels: JSON.stringify([topic]),
      body: `Hier lees je alles over ${topic} en facturen, pagina ${i}.`,
      path: 'Sectie',
      aliases: '',
      headings: '',
    };
  });

function exportRaw(list: SearchSource[]): ExportedPart[] {
  const document = createSearchDocument();
  for (const s of list) document.add(s);
  const parts: ExportedPart[] = [];
  void document.export((key: string, data: string) => void parts.push({ key, data }));
  return parts;
}

describe('search part codec', () => {
  it.each([
    ['2064466', '2064466'],
    ['10', '10'],
  ])('registry keeps canonical id %s', (id, expected) => expect(createRegistry([id])).toEqual([expected]));

  it.each([['0123'], ['12a'], ['']])('registry refuses non-canonical id %j', (id) =>
    expect(() => createRegistry([id])).toThrow(/canonical/),
  );

  it('sorts the registry numerically, not as text', () => expect(createRegistry(['900', '10000', '2'])).toEqual(['2', '900', '10000']));

  it('round-trips every exported part: the same terms and pages, positions quantised to early and later where they count', () => {
    const list = sources(40);
    const registry = createRegistry(list.map((s) => s.id));
    for (const part of exportRaw(list)) {
      const unpacked = unpackPart(packPart(part, registry), registry);
      if (getPartKind(part.key) !== 'map') {
        expect(unpacked).toEqual(JSON.parse(part.data));
        continue;
      }
      const pages = (rows: [string, (string[] | null)[]][]) =>
        new Map(rows.map(([term, slots]) => [term, slots.flatMap((ids) => ids ?? []).sort()]));
      const exported = JSON.parse(part.data) as [string, (string[] | null)[]][];
      expect(pages(unpacked as [string, (string[] | null)[]][])).toEqual(pages(exported));
      if (POSITIONAL_FIELDS.includes(getPartField(part.key))) {
        const early = new Map(exported.map(([term, slots]) => [term, [...(slots[0] ?? [])].sort()]));
        for (const [term, slots] of unpacked as [string, (string[] | null)[]][])
          expect([...(slots[0] ?? [])].sort()).toEqual(early.get(term));
      } else for (const [, slots] of unpacked as [string, (string[] | null)[]][]) expect(slots).toHaveLength(1);
    }
  });

  it('packs posting lists as small deltas instead of quoted ids', () => {
    const list = sources(200);
    const registry = createRegistry(list.map((s) => s.id));
    const raw = exportRaw(list);
    const rawBytes = raw.reduce((sum, p) => sum + JSON.stringify(p).length, 0);
    const packedBytes = raw.reduce((sum, p) => sum + JSON.stringify(packPart(p, registry)).length, 0);
    expect(packedBytes).toBeLessThan(rawBytes / 2);
  });

  it('refuses an id that is not in the registry', () => {
    expect(() => packPart({ key: 'title.1.map', data: '[["w",[["999"]]]]' }, ['1'])).toThrow(/not in the registry/);
  });

  it.each([
    [0, 0],
    [DOCS_PER_CHUNK - 1, 0],
    [DOCS_PER_CHUNK, 1],
    [DOCS_PER_CHUNK * 3 + 5, 3],
  ])('page at registry position %i is in document chunk %i', (position, chunk) => expect(getDocChunkIndex(position)).toBe(chunk));

  it('splits the document store into chunks of DOCS_PER_CHUNK pages by registry position', () => {
    const list = sources(DOCS_PER_CHUNK * 2 + 3);
    const registry = createRegistry(list.map((s) => s.id));
    const chunks = splitDocParts(
      exportRaw(list).filter((p) => p.key.endsWith('.doc')),
      registry,
    );
    expect(chunks.map((c) => (JSON.parse(c.data) as unknown[]).length)).toEqual([DOCS_PER_CHUNK, DOCS_PER_CHUNK, 3]);
    const firstIds = (JSON.parse(chunks[1]!.data) as [string][]).map(([id]) => id);
    expect(firstIds[0]).toBe(registry[DOCS_PER_CHUNK]);
  });
});

describe('search chunks as the build emits them', () => {
  const list = sources(DOCS_PER_CHUNK + 10);
  const values = emitSearchValues('abcdef012345', list);
  const manifest = JSON.parse(values.find((v) => v.url === '/flexsearch/manifest.json')!.body as string) as {
    index: string[];
    docs: string[];
  };
  const chunk = (name: string) =>
    JSON.parse(gunzipSync(values.find((v) => v.url === `/flexsearch/${name}.json`)!.body as Uint8Array).toString('utf8')) as SearchPart;

  it('names chunks by build, kind and field, with one docs chunk per DOCS_PER_CHUNK pages', () => {
    expect(manifest.index.every((n) => /^abcdef012345-index-[a-z]+-\d+$/.test(n))).toBe(true);
    // The result texts: stored documents, then headings, per DOCS_PER_CHUNK pages.
    expect(manifest.docs).toEqual([
      'abcdef012345-docs-doc-0',
      'abcdef012345-docs-doc-1',
      'abcdef012345-docs-sec-2',
      'abcdef012345-docs-sec-3',
    ]);
  });

  it('gzip-decompresses to the same parts the whole index holds', () => {
    const whole = JSON.parse(gunzipSync(values.find((v) => v.url === '/flexsearch.json')!.body as Uint8Array).toString('utf8')) as {
      index: SearchPart[];
      docs: SearchPart[];
    };
    expect(manifest.index.map(chunk)).toEqual(whole.index);
    expect(manifest.docs.map(chunk)).toEqual(whole.docs);
  });

  it('an engine from all chunks answers like an index built directly', () => {
    const engine = createSearchEngine([...manifest.index, ...manifest.docs].map(chunk));
    const hits = engine.search('bandenhotel 13');
    expect(hits?.[0]?.title).toBe('bandenhotel 13');
    expect(hits?.[0]?.labels).toEqual(['bandenhotel']);
  });

  it('asks for the document chunks of its top hits and answers once they are added', () => {
    const requested: number[][] = [];
    const engine = createSearchEngine(manifest.index.map(chunk), (chunks) => requested.push(chunks));
    // Page 260 sits in the second document chunk (registry position 260 ≥ 256).
    expect(engine.search('grootboek 262')).toBeNull();
    expect(requested.at(-1)).toContain(1);
    engine.addParts(manifest.docs.map(chunk));
    expect(engine.search('grootboek 262')?.[0]?.title).toBe('grootboek 262');
  });

  it('exportSearchIndex is deterministic', () => expect(exportSearchIndex(list)).toEqual(exportSearchIndex([...list].reverse())));
});

describe('loading the chunked index in the browser', () => {
  const list = sources(DOCS_PER_CHUNK * 3);
  const values = emitSearchValues('abcdef012345', list);
  const bodyOf = (url: string) => {
    const value = values.find((v) => v.url === url);
    if (!value) throw new Error(`404 ${url}`);
    return url.endsWith('manifest.json')
      ? JSON.parse(value.body as string)
      : JSON.parse(gunzipSync(value.body as Uint8Array).toString('utf8'));
  };

  it('loads the index by itself (ranking parts, then the body) and the result texts only for the results shown, each chunk once', async () => {
    vi.resetModules();
    const { loadSearchIndex } = await import('../../client/search/load-search-index');
    const fetched: string[] = [];
    let releaseBackground!: () => void;
    const background = new Promise<void>((resolve) => (releaseBackground = resolve));
    const fetchJson = async (url: string) => {
      fetched.push(url);
      // Hold back the body, as a slow network would; the query below does not need it.
      if (/-index-body-/.test(url)) await background;
      return bodyOf(url);
    };
    let updates = 0;
    const engine = await loadSearchIndex(fetchJson, () => updates++);
    expect(fetched.filter((u) => /-docs-/.test(u))).toEqual([]);
    expect(engine.search('onderdeel 259')).toBeNull();
    await vi.waitFor(() => expect(updates).toBeGreaterThan(0));
    expect(engine.search('onderdeel 259')?.[0]?.slug).toBe('/uitleg/sectie/onderdeel-259');
    releaseBackground();
    await vi.waitFor(() => expect(fetched.some((u) => /-index-body-/.test(u))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the chunks of the results shown (page 259 is in the second), each with its headings; never all of them.
    const results = engine.search('onderdeel 259')!.map((hit) => Math.floor(Number(hit.slug.split('-').at(-1)) / DOCS_PER_CHUNK));
    const expected = [...new Set(results)].sort().flatMap((i) => [`doc-${i}.json`, `sec-${i + 3}.json`]);
    expect(
      fetched
        .filter((u) => /-docs-/.test(u))
        .map((u) => u.replace(/^.*-docs-/, ''))
        .sort(),
    ).toEqual(expected.sort());
    expect(expected.length).toBeLessThan(6);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it.each([
    [{ saveData: true }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [undefined, false],
  ])('connection %j: index waits for the first focus %s', async (connection, expected) => {
    const { isConstrainedConnection } = await import('../../client/search/load-search-index');
    expect(isConstrainedConnection({ connection })).toBe(expected);
  });
});

describe('unpacking a damaged part', () => {
  it('refuses a position outside the registry instead of inventing an id', () => {
    expect(() => unpackPart({ key: 'title.1.map', data: ['w', [[0, 5]]] }, ['10', '20'])).toThrow(/position 5/);
  });
});
