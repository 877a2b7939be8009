/** Shared data shapes of the help centre: written by the content build, served by the worker, read by the client. */
import type { PageKind } from './route-table';

/** One heading collected for the table of contents (spec 3, "Table-of-contents anchor"). */
export interface TocAnchor {
  /** Stable unique key within the page. */
  key: string;
  /** Heading text. */
  title: string;
  /** Element id of the heading, without '#'. */
  anchor: string;
  /** Heading level, 2 to 7. */
  heading_size: number;
}

/** A navigation (menu) item (spec 3). */
export interface NavItem {
  /** The page title. */
  name: string;
  /** The last segment of the page slug ('' for the root 'Uitleg'). */
  path: string;
  /** The page id, or an anchor ('#...'). */
  element: string;
  /** Optional external URL; when set the item links there instead of to a page. */
  external_link?: string;
  /** Child items, ordered by their `order`. */
  children?: NavItem[];
}

/** One breadcrumb (spec 3): name, path (full slug with trailing slash) and its children count is not needed. */
export interface Crumb {
  /** The page title. */
  name: string;
  /** Absolute path with trailing slash. */
  path: string;
}

/** A link to another page with its description (related articles, previous/next). */
export interface PageLink {
  /** Page title. */
  title: string;
  /** Absolute path with trailing slash. */
  path: string;
  /** One-sentence description. */
  description: string;
}

/** A documentation page as stored in page data. */
export interface DocPage {
  /** Numeric page id as string. */
  id: string;
  /** Page title. */
  title: string;
  /** Constant Confluence space code. */
  space: string;
  /** Slug, '/uitleg/...' (or '/' for the home page), no trailing slash except for '/'. */
  slug: string;
  /** Parent page id; only child pages carry it (spec 3). */
  parent_page?: string;
  /** One-sentence description. */
  description: string;
  /** Search labels. */
  labels: string[];
  /** Sanitized HTML body rendered at build time. */
  html: string;
  /** Headings H2..H7 for the table of contents. */
  toc: TocAnchor[];
  /** Breadcrumb trail from the root to this page. */
  breadcrumbs: Crumb[];
  /** Up to 5 related articles, chosen at build time by shared labels and section. */
  related: PageLink[];
  /** Child pages in sidebar order, listed under a section page's text (absent: no children, or `children: false`). */
  children?: PageLink[];
  /** Previous page in menu order. */
  prev?: PageLink;
  /** Next page in menu order. */
  next?: PageLink;
  /** Date of the last change, YYYY-MM-DD (git history, else front matter `updated`). */
  updated?: string;
}

/** Context of a page-data file. */
export interface PageContext {
  /** The kind of page the data shows, which picks its template ('not-found' marks the not-found page data). */
  template: PageKind;
  /** Canonical path of the page this data shows (trailing slash). */
  canonical: string;
}

/** A page-data JSON file (spec 3, "Page data"). */
export interface PageData {
  /** BUILD_ID of the build that wrote it. */
  hash: string;
  /** What the data is and how to render it. */
  context: PageContext;
  /** The page itself. */
  page: DocPage;
}

/** Header/footer link. */
export interface SiteLink {
  /** Label shown. */
  label: string;
  /** Internal path or external URL. */
  href: string;
}

/** content/site.json. */
export interface SiteConfig {
  /** Documentation name, used in every title. */
  documentationName: string;
  /** Product name (meta author). */
  productName: string;
  /** Company (meta publisher). */
  company: string;
  /** Site description (the spec says empty). */
  description: string;
  /** Documentation version shown in the footer. */
  version: string;
  /** Build date shown in the footer, already formatted. */
  buildDate: string;
  /** Header/footer buttons: ticket, demo, call. */
  headerLinks: SiteLink[];
  /** Footer-only links: disclaimer and privacy policy. */
  footerLinks: SiteLink[];
  /** Postal address lines. */
  address: string[];
  /** Analytics id; null means no analytics at all. */
  analyticsId: string | null;
  /** Origins that may frame the /detail/ variants. */
  embedOrigins: string[];
  /** Public origin of the site, for canonical links. */
  origin: string;
}

/** Hashed client assets the HTML shell references. */
export interface ClientAssets {
  /** Entry module script path. */
  script: string;
  /** Stylesheets. */
  styles: string[];
  /** Modules to preload. */
  preload: string[];
  /** Chunk of each lazy page template, by template name. */
  templates: Record<string, string>;
  /** The stylesheet inlined into the head (then `styles` is empty), so first paint needs only the HTML. */
  inlineStyle?: string;
  /** CSP source of inlineStyle ('sha256-…'), computed at build time. */
  inlineStyleHash?: string;
  /** CSP source of the inline boot loader (client/boot-loader.ts), computed at build time. */
  bootLoaderHash?: string;
}

/** Everything the HTML shell needs beyond the page: stored once per build. */
export interface ShellData {
  /** BUILD_ID. */
  hash: string;
  /** Site configuration. */
  site: SiteConfig;
  /** Client asset paths. */
  assets: ClientAssets;
  /** Full navigation tree (root 'Uitleg' children). */
  nav: NavItem[];
}
