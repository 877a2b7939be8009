/**
 * content/site.json, defined once with valibot: the content build validates with `SiteConfigSchema`
 * (every field has a default, so a tree without the file still builds), `SiteConfig` is inferred from it
 * and `schemas/site.schema.json` (editors) is generated from `SiteJsonSchema`. No DOM or Node imports;
 * the browser only ever imports its types.
 */
import * as v from 'valibot';

/** What each field must be, in the words of the build's `site.json:line: message`. */
export const SITE_CONFIG_RULES = {
  documentationName: "'documentationName' must be a non-empty string",
  productName: "'productName' must be a string",
  company: "'company' must be a string",
  description: "'description' must be a string",
  version: "'version' must be a string",
  buildDate: "'buildDate' must be a string",
  headerLinks: "'headerLinks' must be a list of { label, href }",
  footerLinks: "'footerLinks' must be a list of { label, href }",
  address: "'address' must be a list of strings",
  analyticsId: "'analyticsId' must be a string or null",
  embedOrigins: "'embedOrigins' must be a list of strings",
  origin: "'origin' must be a non-empty string",
} as const;

/** The message of an origin that is a string but not a bare origin. */
export const ORIGIN_FORMAT_RULE = "'origin' must be like https://help.example.nl (no path, no trailing slash)";

/** Header/footer link. */
export const SiteLinkSchema = v.object({
  label: v.pipe(v.string(), v.description('Label shown.')),
  href: v.pipe(v.string(), v.description('Internal path (checked by the build) or external URL.')),
});

const links = (description: string) => v.optional(v.pipe(v.array(SiteLinkSchema), v.description(description)), []);
const strings = (description: string) => v.optional(v.pipe(v.array(v.string()), v.description(description)), []);
const textField = (description: string, fallback: string) => v.optional(v.pipe(v.string(), v.description(description)), fallback);

/**
 * The settings the site uses, with their defaults (documented in content/README.md). Other keys are
 * dropped here: `menu` is read by scripts/content/menu-items.ts, `verification` by scripts/content/site-config.ts
 * (the build's claims report, never the readers' pages), `contact`, `videos` and the like by the
 * `{{site.…}}` tokens, and keys starting with '_' are notes.
 */
export const SiteConfigSchema = v.object({
  documentationName: v.optional(
    v.pipe(v.string(), v.minLength(1), v.description('Documentation name, used in every title.')),
    'Documentatie',
  ),
  productName: textField('Product name (meta author).', 'Documentatie'),
  company: textField('Company (meta publisher).', ''),
  description: textField('Site description (the spec says empty).', ''),
  version: textField('Documentation version shown in the footer (left out when empty).', ''),
  buildDate: textField('Build date shown in the footer, already formatted (left out when empty).', ''),
  headerLinks: links('Header/footer buttons: ticket, demo, call.'),
  footerLinks: links('Footer-only links: disclaimer and privacy policy.'),
  address: strings('Postal address lines.'),
  analyticsId: v.pipe(
    v.optional(v.pipe(v.nullable(v.string()), v.description('Analytics id; null (or empty) means no analytics and no cookies.')), null),
    // An empty id means no analytics too, so the site tests one value.
    v.transform((id) => id || null),
  ),
  embedOrigins: strings('Origins that may frame the /detail/ variants.'),
  origin: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.regex(/^https?:\/\/[^/]+$/, ORIGIN_FORMAT_RULE),
      v.description('Public origin of the site, for canonical links and the sitemap; set it before you deploy.'),
      v.examples(['https://help.example.nl']),
    ),
    'http://localhost',
  ),
});

/** A menu item that is not a page (checked against the tree by scripts/content/menu-items.ts). */
export const MenuItemSchema = v.object({
  title: v.pipe(v.string(), v.regex(/\S/), v.description('Text in the menu.')),
  href: v.pipe(v.string(), v.description('A heading ("/uitleg/…/#kop", or "#kop" with a parent) or an external "https://…" link.')),
  parent: v.optional(v.pipe(v.string(), v.description('Slug of the page the item sits under, e.g. "/uitleg/werkplaats".'))),
  order: v.optional(
    v.pipe(v.number(), v.integer(), v.description("Place among the parent's pages (their front matter order); without one it comes last.")),
  ),
});

/** What each verification setting must be, in the words of the build's `site.json:line: message`. */
export const VERIFICATION_RULES = {
  owner: "'verification.owner' must be a non-empty string: a role, never a person",
  confirmEveryMonths: "'verification.confirmEveryMonths' must be a whole number of months, 1 or more",
  requireConfirmed: "'verification.requireConfirmed' must be true or false",
} as const;

/**
 * Page verification defaults (docs/writing.md): a page without its own `owner` or `confirmEveryMonths`
 * takes these; `requireConfirmed` makes `npm run deploy` refuse production while claims are open.
 */
export const VerificationSettingsSchema = v.strictObject({
  owner: v.optional(
    v.pipe(v.string(), v.regex(/\S/), v.trim(), v.description('Role that confirms a page without its own `owner`.')),
    'Productowner',
  ),
  confirmEveryMonths: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Months after its last confirmation that a page is due again.')),
    12,
  ),
  requireConfirmed: v.optional(
    v.pipe(v.boolean(), v.description('Refuse a production deploy while any claim is open or any page overdue (npm run deploy).')),
    false,
  ),
});

/** Page verification defaults, with their defaults filled in. */
export type VerificationSettings = v.InferOutput<typeof VerificationSettingsSchema>;

/** Values for `{{site.group.key}}` tokens in page bodies. */
const tokenValues = (description: string) =>
  v.optional(v.pipe(v.record(v.string(), v.union([v.string(), v.number()])), v.description(description)));

/**
 * The whole file as editors see it: the settings, `menu`, the token groups and '_' notes. Other keys are
 * allowed, since any text value can be used as a `{{site.…}}` token.
 */
export const SiteJsonSchema = v.looseObject({
  ...SiteConfigSchema.entries,
  menu: v.optional(v.pipe(v.array(MenuItemSchema), v.description('Menu items that are not pages: a heading or another site.'))),
  verification: v.optional(
    v.pipe(VerificationSettingsSchema, v.description('Who confirms pages against the product, and how often (docs/writing.md).')),
  ),
  contact: tokenValues('Company contact facts for {{site.contact.…}} tokens (phone, hours, ticketChannel, email, postalAddress).'),
  videos: tokenValues('Video links for {{site.videos.…}} tokens.'),
  _note: v.optional(v.pipe(v.string(), v.description('A note for maintainers; ignored by the build.'))),
  _unspecified: v.optional(
    v.pipe(v.array(v.string()), v.description('Paths of placeholder values still to confirm; ignored by the build.')),
  ),
});

/** Header/footer link. */
export type SiteLink = v.InferOutput<typeof SiteLinkSchema>;

/** content/site.json as the site uses it (defaults filled in). */
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
