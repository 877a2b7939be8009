/** Turns parsed Confluence pages into content/ Markdown files with front matter; reports what it could not convert. */
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { getRoutePath } from '../../core/route-table';
import { CELL_BREAK, CELL_BREAK_HTML, convertMacros } from './macros';
import { getLinkedPageId, isConfluenceLink } from './page-links';
import type { ConfluencePage } from './parse-page';

/** Result of a conversion. */
export interface ConversionResult {
  /** Markdown files, paths relative to the output folder. */
  files: { path: string; text: string }[];
  /** SVG attachments to place in content/images/. */
  images: { name: string; source: string }[];
  /** What could not be converted, one line each. */
  report: string[];
}

/** A slug segment from a title: lowercase ASCII, digits and dashes. */
export function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^detail$/, 'detail-pagina') || 'pagina'
  );
}

/** Confluence macros that become a blockquote (info, tip, note, warning panels). */
const PANEL_CLASSES = ['confluence-information-macro', 'panel', 'aui-message'];

/**
 * Converts the pages. Links between them are relative `.md` paths (`../x.md#kop`), so the tree
 * resolves wherever under content/ it is written.
 */
export function convertConfluenceExport(pages: ConfluencePage[], attachments: Map<string, string>): ConversionResult {
  // Slugs are relative to the output folder: links are written as relative paths, never as site paths.
  const base = '';
  const report: string[] = [];
  const images: ConversionResult['images'] = [];
  const byId = new Map(pages.map((p) => [p.id, p]));
  const roots = pages.filter((p) => !p.parentId || !byId.has(p.parentId));
  if (roots.length !== 1)
    report.push(`expected one space home page, found ${roots.length}; pages without a known parent are placed at the top`);
  const children = new Map<string, ConfluencePage[]>();
  for (const page of pages)
    if (page.parentId && byId.has(page.parentId)) children.set(page.parentId, [...(children.get(page.parentId) ?? []), page]);

  // Slugs: the home is the base folder; every page with children is a folder with index.md.
  const slugOf = new Map<string, string>();
  const pathOf = new Map<string, string>();
  const place = (page: ConfluencePage, parentSlug: string | null, used: Set<string>) => {
    let segment = slugify(page.title);
    while (used.has(segment)) segment = `${segment}-${page.id}`;
    used.add(segment);
    const slug = parentSlug === null ? base : `${parentSlug}/${segment}`;
    slugOf.set(page.id, slug);
    const kids = children.get(page.id) ?? [];
    const rel = slug.slice(base.length).replace(/^\//, '');
    pathOf.set(page.id, kids.length > 0 || parentSlug === null ? `${rel ? `${rel}/` : ''}index.md` : `${rel}.md`);
    const usedHere = new Set<string>();
    for (const kid of kids) place(kid, slug, usedHere);
  };
  const topUsed = new Set<string>();
  roots.forEach((root, i) => (i === 0 ? place(root, null, topUsed) : place(root, base, topUsed)));

  // Confluence heading ids ('Page-Heading') become the ids our build gives the same headings.
  const anchorOf = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const slugger = new GithubSlugger();
    const anchors = new Map<string, string>();
    if (page.body) {
      visit(page.body, 'element', (el: Element) => {
        if (/^h[1-6]$/.test(el.tagName)) {
          const ours = slugger.slug(toString(el).trim() || 'kop');
          if (typeof el.properties?.id === 'string') anchors.set(el.properties.id, ours);
        }
      });
    }
    anchorOf.set(page.id, anchors);
  }
  /** Our id of the heading a Confluence `#anchor` names on a page; '' for none, null when it is not there. */
  const rewriteHash = (targetId: string, href: string): string | null => {
    const hash = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
    if (!hash) return '';
    let decoded = hash;
    try {
      decoded = decodeURIComponent(hash);
    } catch {
      // Kept as written: a stray '%' is no reason to lose the link.
    }
    const ours = anchorOf.get(targetId)?.get(decoded);
    return ours ? `#${ours}` : null;
  };
  /** The relative link from one imported file to another (`../x.md`, `index.md`). */
  const linkBetween = (fromId: string, toId: string) => {
    const from = pathOf.get(fromId)!;
    const to = pathOf.get(toId)!;
    return posix.relative(posix.dirname(from), to) || posix.basename(to);
  };

  const idOfTitle = new Map(pages.map((p) => [p.title.trim().toLowerCase(), p.id]));
  const files = pages.map((page) => {
    const body = page.body ?? { type: 'element', tagName: 'div', properties: {}, children: [] };
    if (!page.body) report.push(`${page.file}: no main content found`);
    convertMacros(body, (message) => report.push(`${page.file}: ${message}`));
    visit(body, 'element', (el: Element, index, parent) => {
      if (el.tagName === 'a' && typeof el.properties?.href === 'string') {
        const href = el.properties.href;
        const target = href.startsWith('#') ? page.id : getLinkedPageId(href, idOfTitle);
        if (target && slugOf.has(target)) {
          const hash = rewriteHash(target, href);
          if (hash === null)
            report.push(`${page.file}: link to '${href}': no such heading${target === page.id ? ' on this page' : ''}; linked to the page`);
          el.properties.href = target === page.id && hash ? hash : `${linkBetween(page.id, target)}${hash ?? ''}`;
        } else if (target || (isConfluenceLink(href) && !/^https?:/i.test(href))) {
          report.push(`${page.file}: link to ${target ? `page ${target}` : `'${href}'`} outside the export kept as text`);
          if (parent && index !== undefined) parent.children.splice(index, 1, { type: 'text', value: toString(el) });
          return [SKIP, index];
        } else if (!/^(https?:|mailto:|tel:|#)/.test(href)) {
          report.push(`${page.file}: relative link '${el.properties.href}' kept as text`);
          if (parent && index !== undefined) parent.children.splice(index, 1, { type: 'text', value: toString(el) });
          return [SKIP, index];
        }
      }
      if (el.tagName === 'img' && typeof el.properties?.src === 'string') {
        // Export image URLs carry a size query (`?width=400`); the file is the path without it.
        const src = decodeURIComponent(el.properties.src).split('?')[0]!;
        const svg = attachments.get(src);
        if (svg !== undefined && src.endsWith('.svg')) {
          const alias =
            typeof el.properties.dataLinkedResourceDefaultAlias === 'string'
              ? el.properties.dataLinkedResourceDefaultAlias
              : src.split('/').pop()!;
          const name = `confluence-${page.id}-${slugify(alias.replace(/\.svg$/i, ''))}.svg`;
          images.push({ name, source: svg });
          el.properties.src = getRoutePath('image', { image: name });
          el.properties.alt = el.properties.alt || `Afbeelding bij ${page.title}`;
        } else {
          report.push(`${page.file}: image '${src}' not converted (only SVG attachments are supported)`);
          if (parent && index !== undefined) parent.children.splice(index, 1);
          return [SKIP, index];
        }
      }
      if (
        el.tagName === 'div' &&
        PANEL_CLASSES.some((c) => Array.isArray(el.properties?.className) && el.properties.className.includes(c))
      ) {
        el.tagName = 'blockquote';
      }
      return undefined;
    });
    const root: Root = { type: 'root', children: (body.children ?? []) as ElementContent[] };
    const markdown = String(
      unified()
        .use(rehypeRemark)
        .use(remarkGfm)
        .use(remarkStringify, { bullet: '-' })
        .stringify(unified().use(rehypeRemark).runSync(root) as never),
    )
      .trim()
      .replaceAll(CELL_BREAK, CELL_BREAK_HTML);
    const text = toString(root as unknown as Element)
      .replaceAll(CELL_BREAK, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    for (const link of markdown.matchAll(/\]\((http:\/\/[^)\s]+)\)/g))
      report.push(`${page.file}: plain http:// link '${link[1]}' kept; change it to https:// when the site offers it`);
    // The first sentence of the first real paragraph: not a heading, a caption or a table above it.
    let lead = '';
    visit(root, 'element', (el: Element) => {
      if (lead) return SKIP;
      if (el.tagName === 'p' && toString(el).trim().length >= 20) lead = toString(el).replace(/\s+/g, ' ').trim();
      return undefined;
    });
    const intro = lead || text;
    const description = (/^(.{20,200}?[.!?])(\s|$)/.exec(intro)?.[1] ?? intro.slice(0, 160)) || page.title;
    const labels = (page.labels.length > 0 ? page.labels : [slugify(page.title)]).slice(0, 5).map((l) => l.toLowerCase());
    const siblings = page.parentId ? (children.get(page.parentId) ?? []) : roots;
    const needsHeading = !/^##\s/m.test(markdown);
    const yaml = (value: string) => JSON.stringify(value);
    return {
      path: pathOf.get(page.id)!,
      text: [
        '---',
        `id: ${yaml(page.id)}`,
        `title: ${yaml(page.title)}`,
        `description: ${yaml(description)}`,
        `labels: [${labels.map(yaml).join(', ')}]`,
        `order: ${(siblings.indexOf(page) + 1) * 10}`,
        '---',
        '',
        needsHeading ? `## ${page.title}\n\n${markdown}` : markdown,
        '',
      ].join('\n'),
    };
  });
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : 1)), images, report };
}
