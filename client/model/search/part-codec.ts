/**
 * The wire form of exported FlexSearch parts. FlexSearch exports every posting as the page id in a JSON
 * string inside JSON ("\"3000194\"", 11 bytes); at 10,000 pages most of the index is such ids. We store
 * each posting list as deltas of the page's position in the sorted id registry instead (mostly 1–2
 * digits), and the data as plain JSON, which makes the index several times smaller before gzip and
 * about half after. Packing is lossless: unpack(pack(x)) gives FlexSearch exactly what it exported.
 */

/** One exported part as FlexSearch gives it (`data` is its JSON text) or takes it back (parsed). */
export interface ExportedPart {
  key: string;
  data: string;
}

/** One part as stored in a chunk: the export key and the packed data. */
export interface PackedPart {
  key: string;
  data: unknown;
}

/** What a part holds, from the last segment of its key ('title.1.map' → 'map', '1.reg' → 'reg'). */
export const getPartKind = (key: string): string => key.split('.').at(-1) ?? '';

/** Positions from ids, as differences to the previous position (first one absolute). */
function toDeltas(values: number[]): number[] {
  return values.map((value, i) => (i === 0 ? value : value - values[i - 1]!));
}

/** Running sum: undoes toDeltas. */
function fromDeltas(deltas: number[]): number[] {
  let sum = 0;
  return deltas.map((delta) => (sum += delta));
}

/** The sorted registry of page ids: every page's position is its index here. Ids must be canonical numbers. */
export function createRegistry(ids: Iterable<string>): string[] {
  const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
  for (const id of sorted) {
    if (String(Number(id)) !== id) throw new Error(`search: page id '${id}' is not a canonical number`);
  }
  return sorted;
}

const positionsOf = new WeakMap<string[], Map<string, number>>();
/** Page id → position in the registry; built once per registry. */
export function getRegistryPositions(registry: string[]): Map<string, number> {
  let positions = positionsOf.get(registry);
  if (!positions) positionsOf.set(registry, (positions = new Map(registry.map((id, i) => [id, i]))));
  return positions;
}

/** Packs one exported part against the registry of all page ids. */
export function packPart(part: ExportedPart, registry: string[]): PackedPart {
  const positions = getRegistryPositions(registry);
  const position = (id: string | number) => {
    const p = positions.get(String(id));
    if (p === undefined) throw new Error(`search: id '${id}' in part ${part.key} is not in the registry`);
    return p;
  };
  const data = JSON.parse(part.data) as unknown[];
  switch (getPartKind(part.key)) {
    case 'reg':
      return { key: part.key, data: toDeltas((data as string[]).map(Number).sort((a, b) => a - b)) };
    case 'map':
      return {
        key: part.key,
        data: (data as [string, (string[] | null)[]][]).map(([term, lists]) => [term, lists.map((list) => (list ? toDeltas(list.map(position)) : list))]),
      };
    case 'doc': {
      const entries = data as [string, unknown][];
      return { key: part.key, data: [toDeltas(entries.map(([id]) => position(id))), entries.map(([, doc]) => doc)] };
    }
    default:
      return { key: part.key, data };
  }
}

/** The page ids a packed registry part holds. */
export function unpackRegistryIds(part: PackedPart): string[] {
  return fromDeltas(part.data as number[]).map(String);
}

/** Unpacks a part into the data FlexSearch's import takes (the parsed export). */
export function unpackPart(part: PackedPart, registry: string[]): unknown[] {
  const id = (position: number) => {
    const found = registry[position];
    if (found === undefined) throw new Error(`search: part ${part.key} names registry position ${position}, which does not exist`);
    return found;
  };
  switch (getPartKind(part.key)) {
    case 'reg':
      return unpackRegistryIds(part);
    case 'map':
      return (part.data as [string, (number[] | null)[]][]).map(([term, lists]) => [term, lists.map((list) => (list ? fromDeltas(list).map(id) : list))]);
    case 'doc': {
      const [positions, docs] = part.data as [number[], unknown[]];
      return fromDeltas(positions).map((position, i) => [id(position), docs[i]]);
    }
    default:
      return part.data as unknown[];
  }
}

/**
 * Pages per document-store chunk. The store (title, description, slug, labels of every page) is the
 * largest thing results need; chunked by registry position, a query fetches only the chunks of its
 * top hits, and the rest follows in the background.
 */
export const DOCS_PER_CHUNK = 256;

/** The document-store chunk that holds a page, from its position in the registry. */
export const getDocChunkIndex = (position: number): number => Math.floor(position / DOCS_PER_CHUNK);

/** Regroups exported document-store parts into one part per DOCS_PER_CHUNK pages, in chunk order. */
export function splitDocParts(parts: ExportedPart[], registry: string[]): ExportedPart[] {
  const positions = getRegistryPositions(registry);
  const groups: [string, unknown][][] = [];
  let key = '1.doc';
  for (const part of parts) {
    key = part.key;
    for (const entry of JSON.parse(part.data) as [string, unknown][]) {
      const position = positions.get(String(entry[0]));
      if (position === undefined) throw new Error(`search: stored document '${entry[0]}' is not in the registry`);
      (groups[getDocChunkIndex(position)] ??= []).push(entry);
    }
  }
  return [...groups].map((entries) => ({ key, data: JSON.stringify(entries ?? []) }));
}
