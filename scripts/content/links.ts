/**
 * Stage 1 (1-validate.ts): resolve the links and images of a page the way GitHub, Docusaurus,
 * VitePress and Starlight do: a relative path is relative to the Markdown file's folder (`./x.md`,
 * `../y/index.md`, `x.md`, `folder/`, each with an optional `#anchor`), an absolute slug
 * (`/uitleg/x/`) stays as written.
 * Pure path arithmetic: whether the target exists is the references stage's question.
 */
import { posix } from 'node:path';
import { getPathOfSlug } from '../../core/paths';
import { getRoutePath } from '../../core/route-table';
import { sha256Hex } from './digest';
import { getSlugOfFile } from './tree';

/** A link resolved to a site path, or the reason it cannot be. */
export type ResolvedLink = { href: string } | { problem: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A content-relative path from a file's folder; null when it climbs out of the content root. */
export function resolveContentPath(fromFile: string, relative: string): string | null {
  const joined = posix.normalize(posix.join(posix.dirname(fromFile), decodeURI(relative)));
  return joined.startsWith('../') || joined === '..' || posix.isAbsolute(joined) ? null : joined.replace(/^\.\/?/, '');
}

/**
 * Resolves a link written in `fromFile` to the absolute page path it renders as (`/uitleg/x/#kop`).
 * External, mailto/tel, same-page (`#kop`) and absolute slugs are returned unchanged.
 */
export function resolveLink(url: string, fromFile: string): ResolvedLink {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#') || SCHEME.test(trimmed) || trimmed.startsWith('//')) return { href: trimmed };
  const hashAt = trimmed.indexOf('#');
  const pathPart = hashAt < 0 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : trimmed.slice(hashAt);
  const withoutQuery = pathPart.split('?')[0]!;
  if (withoutQuery.startsWith('/')) {
    // An absolute link to a Markdown file (Docusaurus accepts `/uitleg/x.md`): its slug.
    return /\.md$/i.test(withoutQuery) ? { href: getPathOfSlug(getSlugOfFile(withoutQuery.slice(1))) + hash } : { href: trimmed };
  }
  const last = withoutQuery.split('/').pop() ?? '';
  if (/\.[a-z0-9]+$/i.test(last) && !/\.md$/i.test(last))
    return { problem: `relative link '${url}' points at a file that is not a page; only .md pages can be linked` };
  let path: string | null;
  try {
    path = resolveContentPath(fromFile, withoutQuery);
  } catch {
    return { problem: `relative link '${url}' is not a valid path` };
  }
  if (path === null) return { problem: `relative link '${url}' points outside the content folder` };
  // `folder/`, `folder`, `folder/index.md`, `x.md` and `x` all name a page by its slug.
  return { href: getPathOfSlug(getSlugOfFile(path.replace(/\/$/, ''))) + hash };
}

/** Public file name of an SVG kept next to its page: its name plus a content digest, so names never collide. */
export function getPageImageName(path: string, text: string): string {
  const base =
    (path.split('/').pop() ?? 'image')
      .replace(/\.svg$/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image';
  return `${base}-${sha256Hex(text).slice(0, 8)}.svg`;
}

/**
 * Resolves an image written in `fromFile`: `/images/x.svg` stays, a relative path (`./img/d.svg`)
 * becomes the public URL of that file when `pageImages` (content path → public name) has it.
 */
export function resolveImage(url: string, fromFile: string, pageImages: Map<string, string>): ResolvedLink {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') || SCHEME.test(trimmed)) return { href: trimmed };
  let path: string | null;
  try {
    path = resolveContentPath(fromFile, trimmed.split(/[?#]/)[0]!);
  } catch {
    return { problem: `image '${url}' is not a valid path` };
  }
  if (path === null) return { problem: `image '${url}' points outside the content folder` };
  if (!/\.svg$/i.test(path)) return { problem: `image '${url}': only SVG images are supported` };
  const name = pageImages.get(path);
  return name
    ? { href: getRoutePath('image', { image: name }) }
    : { problem: `image '${url}' does not exist (looked for content/${path})` };
}
