/**
 * The page data served at the JSON routes (spec 3, "Page data") and the navigation tree, defined once
 * with valibot: core/types.ts infers its types from these schemas and worker/openapi.ts generates
 * the OpenAPI components from them. No DOM or Node imports; the browser only ever imports the types.
 */
import * as v from 'valibot';
import { PAGE_KINDS } from '../route-table';

/** A build id: 12 lowercase hex digits. */
const buildHash = () => v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/));

/** One heading collected for the table of contents (spec 3, "Table-of-contents anchor"). */
export const TocAnchorSchema = v.object({
  key: v.pipe(v.string(), v.description('Stable unique key within the page.')),
  title: v.pipe(v.string(), v.description('Heading text.')),
  anchor: v.pipe(v.string(), v.description("Element id of the heading, without '#'.")),
  heading_size: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(7), v.description('Heading level, 2 to 7.')),
});

/** One breadcrumb (spec 3). */
export const CrumbSchema = v.object({
  name: v.pipe(v.string(), v.description('The page title.')),
  path: v.pipe(v.string(), v.description('Absolute path with trailing slash.')),
});

/** A link to another page with its description (related articles, previous/next, child pages). */
export const PageLinkSchema = v.object({
  title: v.pipe(v.string(), v.description('Page title.')),
  path: v.pipe(v.string(), v.description('Absolute path with trailing slash.')),
  description: v.pipe(v.string(), v.description('One-sentence description.')),
});

/** The fields of a navigation item besides its children (the recursion needs the type written out once). */
const NavItemFields = v.object({
  name: v.pipe(v.string(), v.description('The page title.')),
  path: v.pipe(v.string(), v.description("The last segment of the page slug ('' for the root 'Uitleg').")),
  element: v.pipe(v.string(), v.description("The page id, or an anchor ('#...').")),
  external_link: v.optional(v.pipe(v.string(), v.description('External URL; when set the item links there instead of to a page.'))),
});

/** A navigation (menu) item (spec 3). */
export type NavItem = v.InferOutput<typeof NavItemFields> & {
  /** Child items, ordered by their `order`. */
  children?: NavItem[];
};

/** A navigation (menu) item (spec 3), with its children. */
export const NavItemSchema: v.GenericSchema<NavItem> = v.object({
  ...NavItemFields.entries,
  children: v.optional(v.pipe(v.array(v.lazy(() => NavItemSchema)), v.description('Child items, ordered by their `order`.'))),
});

/** A documentation page as stored in page data. */
export const DocPageSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9]+$/), v.description('Numeric page id as string.')),
  title: v.pipe(v.string(), v.description('Page title.')),
  space: v.pipe(v.string(), v.description('Constant Confluence space code.')),
  slug: v.pipe(v.string(), v.description("Slug, '/uitleg/...' (or '/' for the home page), no trailing slash except for '/'.")),
  parent_page: v.optional(
    v.pipe(v.string(), v.description('Parent page id; only on child pages (top-level pages point at the root page 2064466).')),
  ),
  description: v.pipe(v.string(), v.description('One-sentence description.')),
  labels: v.pipe(v.array(v.string()), v.description('Search labels.')),
  html: v.pipe(v.string(), v.description('Sanitized HTML body rendered at build time.')),
  claims: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description(
        'Statements about the product not yet confirmed, each a `<span class="claim">` in `html` (absent: none); highlighted in development and previews only.',
      ),
    ),
  ),
  toc: v.pipe(v.array(TocAnchorSchema), v.description('Headings H2..H7 for the table of contents.')),
  breadcrumbs: v.pipe(v.array(CrumbSchema), v.description('Breadcrumb trail from the root to this page.')),
  related: v.pipe(
    v.array(PageLinkSchema),
    v.maxLength(5),
    v.description('Up to 5 related articles, chosen at build time by shared labels and section.'),
  ),
  children: v.optional(
    v.pipe(
      v.array(PageLinkSchema),
      v.description("Child pages in sidebar order, listed under a section page's text (absent: no children, or `children: false`)."),
    ),
  ),
  // A schema used as is (no description pipe) stays a $ref in the generated OpenAPI components.
  /** Previous page in menu order. */
  prev: v.optional(PageLinkSchema),
  /** Next page in menu order. */
  next: v.optional(PageLinkSchema),
  updated: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/),
      v.description('Date of the last change, YYYY-MM-DD (git history, else front matter `updated`).'),
    ),
  ),
});

/** Context of a page-data file: its page kind ('not-found' marks the not-found page data) and canonical path. */
export const PageContextSchema = v.object({
  template: v.pipe(v.picklist(PAGE_KINDS), v.description("The page kind, which picks the template ('not-found' for the not-found data).")),
  canonical: v.pipe(v.string(), v.description('Canonical path of the page this data shows (trailing slash).')),
});

/** A page-data JSON file (spec 3, "Page data"). */
export const PageDataSchema = v.object({
  hash: v.pipe(buildHash(), v.description('BUILD_ID of the build that wrote it.')),
  /** What the data is and how to render it. */
  context: PageContextSchema,
  /** The page itself. */
  page: DocPageSchema,
});
