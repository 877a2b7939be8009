/**
 * Page data is stored once, without the build that serves it, so an unchanged page keeps its value
 * (and its content-addressed KV key) build after build. Its `hash` (the build id, the first field) is
 * put in front when it is served, and the wiki and link routes serve the same value with their own
 * `context.template`. The answer is byte for byte the JSON of the page data the build assembled.
 */
import type { PageData } from './types';

/** A template a route serves a stored page with; null keeps the stored one. */
export type ServedTemplate = 'wiki' | 'link' | null;

/** The stored text of page data: its JSON without `hash`. */
export function toStoredPageBody(data: PageData): string {
  const { hash: _hash, ...rest } = data;
  return JSON.stringify(rest);
}

/** How every stored doc page begins: the template the wiki and link routes replace. */
const DOC_HEAD = '{"context":{"template":"doc",';

/**
 * The JSON answer of a stored page in a build: `JSON.stringify` of the page data with the build's
 * hash and the route's template, made by splicing strings (no parse) for the shape the build writes.
 */
export function toServedPageBody(stored: string, build: string, template: ServedTemplate): string {
  const hash = `{"hash":${JSON.stringify(build)},`;
  if (template === null && stored.startsWith('{"')) return `${hash}${stored.slice(1)}`;
  if (template !== null && stored.startsWith(DOC_HEAD))
    return `${hash}"context":{"template":${JSON.stringify(template)},${stored.slice(DOC_HEAD.length)}`;
  const data = JSON.parse(stored) as Omit<PageData, 'hash'>;
  return JSON.stringify({ hash: build, ...data, ...(template ? { context: { ...data.context, template } } : {}) });
}

/**
 * The validator of a served page: the stored value's (which names its bytes) plus the build and the
 * template, the two other things the answer is made of. '' stays '' (no validator).
 */
export function toServedPageEtag(etag: string, build: string, template: ServedTemplate): string {
  const match = /^"([^"]*)"$/.exec(etag);
  return match ? `"${match[1]}.${build}${template ? `.${template}` : ''}"` : '';
}
