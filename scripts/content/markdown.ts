/** Stage 1 (1-validate.ts): Markdown → sanitized HTML, table of contents, links and plain text, at build time. */
import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../client/model/toc';
import type { TocAnchor } from '../../client/model/types';
import type { ImageSize } from './image-size';

/** A link or image reference found in the body, with its line in the file. */
export interface Reference {
  /** The URL as written. */
  url: string;
  /** 1-based line in the source file. */
  line: number;
  /** Link or image. */
  kind: 'link' | 'image';
  /** The site path it renders as, when a relative link was resolved (absent: `url` as written). */
  href?: string;
  /** Why a relative link or image could not be resolved. */
  problem?: string;
}

/** Rewrites a link or image URL as written into the one the page renders (relative → absolute). */
export type ResolveUrl = (url: string, kind: 'link' | 'image') => { href: string } | { problem: string };

/** The size (CSS px) a diagram at a public image URL is drawn at, when it is known. */
export type DiagramSizeOf = (src: string) => ImageSize | undefined;

/** Rendered Markdown. */
export interface RenderedMarkdown {
  html: string;
  toc: TocAnchor[];
  references: Reference[];
  /** Plain text of the body, for word counts and search. */
  text: string;
}

const HEADING = /^h([1-6])$/;

/**
 * Adds stable heading ids and collects the TOC; marks images lazy; opens other hosts in a new tab.
 * A diagram of known size gets that width and height and a keyboard-scrollable frame, so on a phone
 * it keeps readable text and scrolls sideways instead of shrinking.
 */
function rehypeHelpCentre(toc: TocAnchor[], sizeOf?: DiagramSizeOf) {
  return () => (tree: HastRoot) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      const level = HEADING.exec(node.tagName);
      if (level) {
        const size = Number(level[1]);
        const title = toString(node).trim();
        const anchor = slugger.slug(title || 'kop');
        node.properties = { ...node.properties, id: anchor };
        if (size >= TOC_MIN_LEVEL && size <= TOC_MAX_LEVEL) {
          toc.push({ key: `${toc.length}-${anchor}`, title, anchor, heading_size: size });
          // A copy-link anchor, shown on hover and focus.
          node.children.push({ type: 'element', tagName: 'a', properties: { className: ['heading-anchor'], href: `#${anchor}`, ariaLabel: `Link naar ${title}` }, children: [{ type: 'text', value: '#' }] });
        }
      }
      if (node.tagName === 'img') {
        node.properties = { ...node.properties, loading: 'lazy', decoding: 'async' };
        const size = typeof node.properties.src === 'string' ? sizeOf?.(node.properties.src) : undefined;
        if (size) {
          const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
          const img: Element = { ...node, properties: { ...node.properties, width: size.width, height: size.height } };
          node.tagName = 'span';
          node.properties = { className: ['diagram'], tabIndex: 0, role: 'group', ariaLabel: alt ? `Diagram: ${alt}` : 'Diagram' };
          node.children = [img];
          return SKIP;
        }
      }
      if (node.tagName === 'a' && typeof node.properties?.href === 'string' && /^https?:/i.test(node.properties.href)) {
        node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
      }
      if (node.tagName === 'table') {
        const table = { ...node };
        node.tagName = 'div';
        node.properties = { className: ['table-scroll'] };
        node.children = [table];
        // The wrapped table is a new child: do not descend, or it would be wrapped again.
        return SKIP;
      }
      return undefined;
    });
  };
}

/**
 * Renders a page body. `firstLine` is the body's line in the file so references report file lines;
 * `resolve` turns relative links and images into the absolute paths the HTML carries; `sizeOf` gives
 * the drawn size of a diagram by its public URL.
 */
export function renderMarkdown(body: string, firstLine: number, resolve?: ResolveUrl, sizeOf?: DiagramSizeOf): RenderedMarkdown {
  const toc: TocAnchor[] = [];
  const references: Reference[] = [];
  const processor = unified().use(remarkParse).use(remarkGfm);
  const mdast = processor.parse(body);
  visit(mdast, (node) => {
    if ((node.type === 'link' || node.type === 'image') && 'url' in node && typeof node.url === 'string') {
      const reference: Reference = { url: node.url, line: firstLine + (node.position?.start.line ?? 1) - 1, kind: node.type };
      const resolved = resolve?.(node.url, node.type);
      if (resolved && 'problem' in resolved) reference.problem = resolved.problem;
      else if (resolved && resolved.href !== node.url) node.url = reference.href = resolved.href;
      references.push(reference);
    }
  });
  const hast = unified()
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeHelpCentre(toc, sizeOf))
    .runSync(processor.runSync(mdast) as never) as HastRoot;
  const html = unified().use(rehypeStringify).stringify(hast);
  return { html, toc, references, text: toString(hast as unknown as Element).replace(/\s+/g, ' ').trim() };
}
