/** Used by stage 3 (3-emit.ts): page and shell values as public JSON files, and the KV bulk entries they become. */
import { linkKey, navKey, pageKey, shellKey, wikiKey } from '../../client/model/kv-keys';
import type { NavItem, PageData, ShellData } from '../../client/model/types';
import { getEtag } from './digest';

/** One entry of `wrangler kv bulk put`. */
export interface KvEntry {
  key: string;
  /** The value; base64 when `base64` is true. */
  value: string;
  base64?: boolean;
  /** Digest (ETag) and media type of the value, read by the worker instead of hashing per request. */
  metadata: { etag: string; type: string };
}

/** A file emitted under the output dir by its public URL path, and stored under its KV key. */
export interface EmittedValue {
  /** Public URL path, e.g. '/assets/data/uitleg/index.json'. */
  url: string;
  key: string;
  body: string | Uint8Array;
  type: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON value ready to emit. */
export function jsonValue(url: string, key: string, data: unknown): EmittedValue {
  return { url, key, body: JSON.stringify(data), type: JSON_TYPE };
}

/** Values for a page's data: the page path plus its wiki and link variants. */
export function emitPageValues(build: string, data: PageData, tiny: string | null): EmittedValue[] {
  const { slug, id } = data.page;
  const dataUrl = slug === '/' ? '/assets/data/index.json' : `/assets/data${slug}/index.json`;
  const values = [jsonValue(dataUrl, pageKey(build, slug), data)];
  if (tiny !== null) {
    values.push(jsonValue(`/wiki/x/${tiny}.json`, wikiKey(build, tiny), { ...data, context: { ...data.context, template: 'wiki' } }));
    values.push(jsonValue(`/link/${id}.json`, linkKey(build, id), { ...data, context: { ...data.context, template: 'link' } }));
    values.push(jsonValue(`/link/${id}/detail.json`, linkKey(build, id, true), { ...data, context: { ...data.context, template: 'link' } }));
  }
  return values;
}

/** Values for the nav tree and the HTML shell. */
export function emitShellValues(build: string, shell: ShellData, nav: NavItem): EmittedValue[] {
  return [jsonValue(`/nav/${build}.json`, navKey(build), nav), jsonValue(`/shell/${build}.json`, shellKey(build), shell)];
}

/** The KV bulk entries, sorted by key for deterministic output. */
export function toKvEntries(values: EmittedValue[]): KvEntry[] {
  return values
    .map((v): KvEntry => {
      const binary = typeof v.body !== 'string';
      return {
        key: v.key,
        value: binary ? Buffer.from(v.body).toString('base64') : (v.body as string),
        ...(binary ? { base64: true } : {}),
        metadata: { etag: getEtag(v.body), type: v.type },
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
