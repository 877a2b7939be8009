/** Stage 1 (1-validate.ts): Markdown → sanitized HTML, table of contents, links and plain text, at build time. */
import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { find as findProperty, html as htmlSchema } from 'property-information';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../core/toc';
import type { TocAnchor } from '../../core/types';
import { CLAIM_CLASS, CLAIM_ELEMENT, type Claim, type ClaimProblem, markClaims } from './claim-marks';
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
  /** Written as a bare `www.` address (GFM makes it an http:// link): the writer chose no scheme. */
  bare?: true;
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
  /** Raw HTML the sanitizer drops (a tag or an attribute), with its line in the file: the writer is told. */
  removedHtml: RemovedHtml[];
  /** The claims marked `{?…?}` (claim-marks.ts), in line order. */
  claims: Claim[];
  /** Claim marks the build refuses (unclosed, nested, in a heading, link text or code): errors. */
  claimProblems: ClaimProblem[];
}

/** A piece of raw HTML the published page will not have. */
export interface RemovedHtml {
  line: number;
  /** What goes, as the writer wrote it: `<script>`, `onclick` on `<span>`. */
  what: string;
}

/** Elements removed with their content: their text is code or a frame, never prose a reader should see. */
const STRIPPED_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'math',
  'svg',
];

/**
 * GitHub's sanitizing rules (harmless tags such as `<kbd>`, `<details>`/`<summary>` and `<br>` stay,
 * without any event handler, style or script URL), with active and embedding elements dropped whole.
 * The claim element (without attributes) stays too: only a `{?…?}` mark makes one, since raw HTML
 * cannot name it, and it becomes `<span class="claim">` after sanitizing.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), CLAIM_ELEMENT],
  strip: STRIPPED_TAGS,
};

/**
 * Tags a writer may use as raw HTML: text formatting and `<details>`. Links, images, headings and tables
 * must be Markdown, where the build checks them; other raw tags are unwrapped and their text kept.
 */
const RAW_TAGS = new Set([
  'kbd',
  'details',
  'summary',
  'br',
  'b',
  'i',
  'em',
  'strong',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'span',
  'div',
  'p',
  'code',
  'var',
  'samp',
  'q',
  'dl',
  'dt',
  'dd',
  'hr',
  'ruby',
  'rt',
  'rp',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
]);
const RAW_TAG = /<(\/?)([a-zA-Z][\w-]*)/g;
const OPEN_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Whether the schema keeps attribute `name` with `value` on `tag` (its URL scheme included). */
function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  const property = findProperty(htmlSchema, name).property;
  const rules = [...(SANITIZE_SCHEMA.attributes?.[tag] ?? []), ...(SANITIZE_SCHEMA.attributes?.['*'] ?? [])];
  const rule = rules.find((r) => (Array.isArray(r) ? r[0] : r) === property);
  if (rule === undefined) return false;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  const protocols = SANITIZE_SCHEMA.protocols?.[property];
  return !(scheme && protocols && !protocols.includes(scheme));
}

/** The tags and attributes of one raw HTML snippet that the sanitizer drops, at their lines. */
export function findRemovedHtml(html: string, line: number): RemovedHtml[] {
  const removed: RemovedHtml[] = [];
  for (const match of html.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' ')).matchAll(OPEN_TAG)) {
    const tag = match[1]!.toLowerCase();
    const at = line + (html.slice(0, match.index).match(/\n/g)?.length ?? 0);
    if (!RAW_TAGS.has(tag)) {
      removed.push({ line: at, what: `<${tag}>${STRIPPED_TAGS.includes(tag) ? ' and its content' : ' (its text stays)'}` });
      continue;
    }
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      const value = (attribute[2] ?? '').replace(/^["']|["']$/g, '');
      if (!isAllowedAttribute(tag, attribute[1]!.toLowerCase(), value)) removed.push({ line: at, what: `'${attribute[1]}' on <${tag}>` });
    }
  }
  return removed;
}

/**
 * Raw HTML in Markdown arrives as loose snippets (`<kbd>`, text, `</kbd>`). Re-parsing the page as one
 * HTML fragment pairs them the way a browser would, so the sanitizer drops a `<script>` with its text
 * and unwraps an unknown tag while the prose around it stays. Pages without raw HTML skip the trip.
 */
function parseRawHtml(hast: HastRoot): HastRoot {
  let raw = false;
  visit(hast, 'raw', (node: { value: string }) => {
    raw = true;
    // A tag outside RAW_TAGS gets a name no schema allows, so the sanitizer unwraps it; stripped tags
    // keep theirs, so the parser still reads their content as script or frame text and it goes too.
    node.value = node.value.replace(RAW_TAG, (all, slash: string, name: string) => {
      const tag = name.toLowerCase();
      return RAW_TAGS.has(tag) || STRIPPED_TAGS.includes(tag) ? all : `<${slash}x-raw-${name}`;
    });
  });
  if (!raw) return hast;
  return PROCESSORS.parseFragment.parse(PROCESSORS.stringifyRaw.stringify(hast));
}

const HEADING = /^h([1-6])$/;

/**
 * The processors every page goes through, made (and their plugins attached) once per process rather
 * than per page: at 10,000 pages attaching GFM's parser extensions page by page was a tenth of the
 * Markdown time. A frozen processor keeps no state between pages.
 */
const PROCESSORS = {
  parseMarkdown: unified().use(remarkParse).use(remarkGfm).freeze(),
  toHast: unified().use(remarkRehype, { allowDangerousHtml: true }).freeze(),
  stringifyRaw: unified().use(rehypeStringify, { allowDangerousHtml: true }).freeze(),
  parseFragment: unified().use(rehypeParse, { fragment: true }).freeze(),
  sanitize: unified().use(rehypeSanitize, SANITIZE_SCHEMA).freeze(),
  stringify: unified().use(rehypeStringify).freeze(),
};

/**
 * Makes claim elements `<span class="claim">`; adds stable heading ids and collects the TOC; marks images lazy; opens other hosts in a new tab.
 * A diagram of known size gets that width and height and a keyboard-scrollable frame, so on a phone
 * it keeps readable text and scrolls sideways instead of shrinking; a table gets such a frame too.
 */
function rehypeHelpCentre(toc: TocAnchor[], sizeOf?: DiagramSizeOf) {
  return () => (tree: HastRoot) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== CLAIM_ELEMENT) return;
      node.tagName = 'span';
      node.properties = { className: [CLAIM_CLASS] };
    });
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
          node.children.push({
            type: 'element',
            tagName: 'a',
            properties: { className: ['heading-anchor'], href: `#${anchor}`, ariaLabel: `Link naar ${title}` },
            children: [{ type: 'text', value: '#' }],
          });
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
        // A table wider than the column scrolls sideways in this frame: labelled and focusable, like a diagram's.
        node.tagName = 'div';
        node.properties = { className: ['table-scroll'], tabIndex: 0, role: 'group', ariaLabel: 'Tabel' };
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
  const removedHtml: RemovedHtml[] = [];
  const mdast = PROCESSORS.parseMarkdown.parse(body);
  const { claims, problems: claimProblems } = markClaims(mdast, firstLine);
  visit(mdast, (node) => {
    if (node.type === 'html') removedHtml.push(...findRemovedHtml(node.value, firstLine + (node.position?.start.line ?? 1) - 1));
    if ((node.type === 'link' || node.type === 'image') && 'url' in node && typeof node.url === 'string') {
      const reference: Reference = { url: node.url, line: firstLine + (node.position?.start.line ?? 1) - 1, kind: node.type };
      if (body.startsWith('www.', node.position?.start.offset ?? -1)) reference.bare = true;
      const resolved = resolve?.(node.url, node.type);
      if (resolved && 'problem' in resolved) reference.problem = resolved.problem;
      else if (resolved && resolved.href !== node.url) node.url = reference.href = resolved.href;
      references.push(reference);
    }
  });
  const withRaw = PROCESSORS.toHast.runSync(PROCESSORS.parseMarkdown.runSync(mdast) as never) as HastRoot;
  const hast = PROCESSORS.sanitize.runSync(parseRawHtml(withRaw)) as HastRoot;
  rehypeHelpCentre(toc, sizeOf)()(hast);
  const html = PROCESSORS.stringify.stringify(hast);
  return {
    html,
    toc,
    references,
    text: toString(hast as unknown as Element)
      .replace(/\s+/g, ' ')
      .trim(),
    removedHtml,
    claims,
    claimProblems,
  };
}
