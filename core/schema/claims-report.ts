/**
 * The claims report a build stores (docs/writing.md, "Claims to confirm"): per page its open claims,
 * owner and confirmation dates, plus the glossary's names. Read by the worker's insights page, by
 * `npm run content:claims` and by `npm run deploy`; never served to readers. No DOM or Node imports.
 */
import * as v from 'valibot';

/** One claim marked `{?…?}` in a page (or one name of the glossary). */
export const ClaimSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Line in the file, 1-based.')),
  text: v.pipe(v.string(), v.description('The claim as a reader reads it (no Markdown).')),
});

/** A page's verification facts; what is overdue is decided by the reader of the report, on its own day. */
export const PageClaimsSchema = v.object({
  path: v.pipe(v.nullable(v.string()), v.description("The page's path ('/uitleg/x/'); null for the glossary, which is no page.")),
  title: v.pipe(v.string(), v.description('Page title.')),
  file: v.pipe(v.string(), v.description("Source file relative to content/ ('uitleg/x.md', 'glossary.yml').")),
  owner: v.pipe(v.string(), v.description('The role that confirms it (front matter `owner`, else site.json verification.owner).')),
  confirmed: v.optional(v.pipe(v.string(), v.description('Last confirmed against the product, YYYY-MM-DD (absent: never).'))),
  confirmEveryMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Months between confirmations.')),
  due: v.optional(
    v.pipe(v.string(), v.description('The day after which it is overdue (`confirmed` plus the interval); absent: never confirmed.')),
  ),
  claims: v.pipe(v.array(ClaimSchema), v.description('Open claims, in line order.')),
});

/** The whole report: every page but the not-found page, and the glossary last. */
export const ClaimsReportSchema = v.object({
  pages: v.array(PageClaimsSchema),
  requireConfirmed: v.pipe(
    v.boolean(),
    v.description('site.json verification.requireConfirmed: a production deploy is refused while claims are open or pages overdue.'),
  ),
});

/** One claim. */
export type Claim = v.InferOutput<typeof ClaimSchema>;
/** A page's verification facts. */
export type PageClaims = v.InferOutput<typeof PageClaimsSchema>;
/** The claims report of a build. */
export type ClaimsReport = v.InferOutput<typeof ClaimsReportSchema>;
