/**
 * The front matter of a content page (DESIGN.md, Content), defined once with valibot: the content build
 * validates with it, `FrontMatter` is inferred from it and `schemas/front-matter.schema.json` (editors) is
 * generated from it. Pure data, no DOM or Node imports; the browser only ever imports its types.
 */
import * as v from 'valibot';
import { getRoutePath } from '../route-table';

/** At most this many aliases per page, each at most ALIAS_MAX_LENGTH characters. */
export const ALIASES_MAX = 12;
/** Longest alias, in characters after trimming. */
export const ALIAS_MAX_LENGTH = 80;
/** Longest numeric page id, in digits. */
const ID_MAX_DIGITS = 15;

/**
 * What each field must be, in the words of the build's `file:line: message`; one message per field, so a
 * missing key, a wrong type and a failed rule read the same.
 */
export const FRONT_MATTER_RULES = {
  id: 'must be a numeric string, e.g. id: "2064466"',
  title: 'must be a non-empty string',
  description: 'is missing: write one sentence for search results and section lists',
  labels: 'should be a list of 1 to 5 non-empty strings',
  order: 'must be an integer',
  updated: 'must be a date YYYY-MM-DD',
  children: 'must be true or false',
  aliases: `must be a list of at most ${ALIASES_MAX} non-empty strings of at most ${ALIAS_MAX_LENGTH} characters`,
  owner: 'must be a role that confirms the page, e.g. owner: Productteam werkplaats (a role, never a person)',
  confirmed: 'must be the date the page was last confirmed against the product, YYYY-MM-DD, not in the future',
  confirmEveryMonths: 'must be a whole number of months, 1 or more',
} as const;

/** A string with at least one non-space character, trimmed. */
const text = () => v.pipe(v.string(), v.regex(/\S/), v.trim());

/**
 * The front matter as written (a strict object: an unknown field is a mistake). `description` and
 * `labels` are editorial rules: the build reports them as warnings (errors with --strict) and goes on
 * with '' and the usable labels.
 */
export const FrontMatterSchema = v.strictObject({
  id: v.pipe(
    // YAML reads an unquoted id as a number; both spellings give the same string.
    v.union([
      v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${ID_MAX_DIGITS}}$`))),
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10 ** ID_MAX_DIGITS - 1)),
    ]),
    v.transform(String),
    v.description(
      `Numeric page id, unique across the tree; never reuse or change it (it makes ${getRoutePath('linkPage', { id: '<id>' })} and the Confluence short link).`,
    ),
    v.examples(['2120042']),
  ),
  title: v.pipe(text(), v.description('Menu name and page title.')),
  description: v.pipe(text(), v.description('One sentence, shown in search results and section lists.')),
  labels: v.pipe(
    v.array(text()),
    v.minLength(1),
    v.maxLength(5),
    v.description('1 to 5 lowercase search words.'),
    v.examples([['apk', 'rdw']]),
  ),
  order: v.pipe(v.number(), v.integer(), v.description('Menu order among the siblings (10, 20, 30 …).')),
  updated: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/),
      v.description('Date of the last change, YYYY-MM-DD; git history wins when the file is committed.'),
    ),
  ),
  children: v.optional(v.pipe(v.boolean(), v.description('false hides the automatic list of child pages under a section page.')), true),
  aliases: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/\S/), v.trim(), v.maxLength(ALIAS_MAX_LENGTH))),
      v.maxLength(ALIASES_MAX),
      v.description('Other words readers type for this page\u2019s subject, or the situation it remedies: searched, never shown.'),
    ),
  ),
  owner: v.optional(
    v.pipe(
      text(),
      v.maxLength(80),
      v.description('Who confirms the page against the product: a role or team, never a person (default: site.json verification.owner).'),
      v.examples(['Productteam werkplaats']),
    ),
  ),
  confirmed: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/),
      v.description('The day the page was last confirmed against the product, YYYY-MM-DD; never in the future.'),
    ),
  ),
  confirmEveryMonths: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description('Months after `confirmed` when the page is due again (default: site.json verification.confirmEveryMonths).'),
    ),
  ),
});

/** The front matter fields, in the order the build checks them. */
export type FrontMatterField = keyof typeof FRONT_MATTER_RULES;

/** Validated front matter (DESIGN.md, Content). */
export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;
