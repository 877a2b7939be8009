/** Shared data shapes of the help centre: written by the content build, served by the worker, read by the client. */

/*
 * Page data, navigation and site.json are defined once as valibot schemas in core/schema/; their
 * types are inferred here. Type-only imports: the browser bundle never loads valibot.
 */
import type { InferOutput } from 'valibot';
import type { CrumbSchema, DocPageSchema, PageContextSchema, PageDataSchema, PageLinkSchema, TocAnchorSchema } from './schema/page-data';

export type { NavItem } from './schema/page-data';
export type { SiteConfig, SiteLink } from './schema/site-config';
import type { NavItem } from './schema/page-data';
import type { SiteConfig } from './schema/site-config';

/** One heading collected for the table of contents (spec 3, "Table-of-contents anchor"). */
export type TocAnchor = InferOutput<typeof TocAnchorSchema>;

/** One breadcrumb (spec 3): the page title and its absolute path with trailing slash. */
export type Crumb = InferOutput<typeof CrumbSchema>;

/** A link to another page with its description (related articles, previous/next). */
export type PageLink = InferOutput<typeof PageLinkSchema>;

/** A documentation page as stored in page data. */
export type DocPage = InferOutput<typeof DocPageSchema>;

/** Context of a page-data file: `template` is the page kind ('not-found' marks the not-found page data). */
export type PageContext = InferOutput<typeof PageContextSchema>;

/** A page-data JSON file (spec 3, "Page data"). */
export type PageData = InferOutput<typeof PageDataSchema>;

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
