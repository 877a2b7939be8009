/**
 * Menu items that are not pages (spec 2: items link to internal routes, in-page anchors or external
 * links), configured in site.json as `menu: [{ title, href, parent?, order? }]`:
 * - `href: "/uitleg/werkplaats/#planning"` (or `"#planning"` with a `parent`): a heading on a page; the
 *   item sits under that page (NavItem.element '#planning', so the sidebar links parent + anchor);
 * - `href: "https://…"`: an external link, under `parent` or the root 'Uitleg', opened in a new tab.
 * `order` places it among the parent's pages (their front matter `order`); without one it comes last.
 * Stage 1 parses and checks them (file:line errors), stage 2 puts them into the nav tree.
 */
import * as v from 'valibot';
import { MenuItemSchema } from '../../core/schema/site-config';
import type { NavItem } from '../../core/types';
import { BuildError } from './build-error';
import { getLinkTarget } from './references';
import { getIssueField } from './schema-issues';
import { getJsonKeyLine } from './site-config';
import { ROOT_SLUG } from './tree';

/** One checked menu item. */
export interface MenuItem {
  /** Text in the menu. */
  title: string;
  /** Slug of the page it sits under ('/uitleg/werkplaats'). */
  parent: string;
  /** Place among the parent's children (pages by their front matter `order`). */
  order: number;
  /** The NavItem it becomes. */
  item: NavItem;
}

/** What each field of an item must be, in the order they are checked. */
const SHAPE_RULES = {
  title: "'title' must be a non-empty string",
  href: "'href' must be a string",
  parent: '\'parent\' must be a page slug such as "/uitleg/werkplaats"',
  order: "'order' must be an integer",
} as const;
const FIELD_ORDER = Object.keys(SHAPE_RULES) as (keyof typeof SHAPE_RULES)[];

/** Where an item's `href` leads, as the build checks it. */
type Target = { kind: 'anchor'; page: string | null; anchor: string } | { kind: 'external'; url: string };

/** Reads an href: '#a' (parent page), '/uitleg/x/#a' (that page), 'https://…'; null for anything else. */
function readHref(href: string): Target | null {
  if (/^https?:\/\/[^/\s]+/i.test(href)) return { kind: 'external', url: href };
  const match = /^(\/[^#?\s]*)?#([^#\s]+)$/.exec(href);
  if (!match) return null;
  return { kind: 'anchor', page: match[1] ? getLinkTarget(match[1]) : null, anchor: match[2]! };
}

/** 1-based line of the n-th item's `"href"` key after the `"menu"` key of site.json (else of `menu` itself), so an error points at its item. */
function getItemLine(text: string, index: number): number {
  const menu = /"menu"\s*:/.exec(text);
  if (!menu) return 1;
  const keys = /"href"\s*:/g;
  keys.lastIndex = menu.index;
  let match: RegExpExecArray | null = null;
  for (let i = 0; i <= index; i++) match = keys.exec(text);
  return text.slice(0, match ? match.index : menu.index).split('\n').length;
}

/**
 * The `menu` list of site.json, checked against the tree: known parent page, existing heading, an
 * http(s) URL. `anchorsOfSlug` names every page and its headings. Errors go to `errors` at their line.
 */
export function parseMenuItems(
  text: string | null,
  anchorsOfSlug: ReadonlyMap<string, ReadonlySet<string>>,
  errors: BuildError[],
): MenuItem[] {
  if (text === null) return [];
  let raw: unknown;
  try {
    raw = (JSON.parse(text) as Record<string, unknown>).menu;
  } catch {
    return []; // parseSiteConfig reports invalid JSON.
  }
  if (raw === undefined) return [];
  const fail = (line: number, message: string) => errors.push(new BuildError('site.json', line, message));
  if (!Array.isArray(raw)) {
    fail(getJsonKeyLine(text, 'menu'), "'menu' must be a list of { title, href, parent?, order? }");
    return [];
  }
  const items: MenuItem[] = [];
  raw.forEach((entry: Record<string, unknown> | null, index) => {
    const line = getItemLine(text, index);
    // The shape is the schema's (core/schema/site-config.ts); the first field at fault, in this order, is named.
    const parsed = v.safeParse(MenuItemSchema, entry);
    if (!parsed.success) {
      const fields = parsed.issues.map(getIssueField);
      const field = FIELD_ORDER.find((f) => fields.includes(f)) ?? 'title';
      const title = typeof entry?.title === 'string' ? entry.title : '';
      return fail(line, field === 'title' ? `menu item ${index + 1}: ${SHAPE_RULES.title}` : `menu item '${title}': ${SHAPE_RULES[field]}`);
    }
    const { title, href, parent, order } = parsed.output;
    const target = readHref(href);
    if (!target)
      return fail(
        line,
        `menu item '${title}': 'href' must be a heading ("/uitleg/…/#kop" or "#kop" with a parent) or an external "https://…" link`,
      );
    const parentSlug = parent === undefined ? null : getLinkTarget(parent);
    if (parentSlug !== null && (!parentSlug.startsWith(ROOT_SLUG) || !anchorsOfSlug.has(parentSlug)))
      return fail(line, `menu item '${title}': parent '${parent}' is not a page under ${ROOT_SLUG}`);
    if (target.kind === 'external') {
      items.push({
        title,
        parent: parentSlug ?? ROOT_SLUG,
        order: order ?? Infinity,
        item: { name: title, path: '', element: href, external_link: href },
      });
      return;
    }
    // The sidebar links an anchor item as its parent's path plus the anchor: it sits under its own page.
    const page = target.page ?? parentSlug;
    if (page === null) return fail(line, `menu item '${title}': '${href}' needs a 'parent' (the page the heading is on)`);
    if (parentSlug !== null && parentSlug !== page)
      return fail(line, `menu item '${title}': a heading item sits under its own page (${page}), not under '${parent}'`);
    const anchors = anchorsOfSlug.get(page);
    if (!anchors || !page.startsWith(ROOT_SLUG)) return fail(line, `menu item '${title}': '${page}' is not a page under ${ROOT_SLUG}`);
    if (!anchors.has(target.anchor)) return fail(line, `menu item '${title}': page ${page} has no heading '#${target.anchor}'`);
    items.push({
      title,
      parent: page,
      order: order ?? Infinity,
      item: { name: title, path: '', element: `#${target.anchor}` },
    });
  });
  return items;
}
