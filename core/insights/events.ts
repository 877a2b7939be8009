/**
 * The reader events of POST /api/events, defined once with valibot: the worker validates with these
 * schemas, the OpenAPI entry is generated from them and the browser sender uses their types. Every
 * field is what the content team reads and nothing more: no identifier, no user agent, no full URL.
 */
import * as v from 'valibot';
import { BUILD_ID_PATTERN } from '../kv-keys';
import { MAX_EVENTS_PER_BATCH, MAX_RANK, MAX_RESULTS } from './endpoint';
import { isReferrerHost, MAX_PAGE_PATH_LENGTH, MAX_QUERY_LENGTH, sanitisePagePath, sanitiseQuery } from './privacy';

export { EVENTS_PATH, MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from './endpoint';

const pagePath = v.pipe(
  v.string(),
  v.maxLength(MAX_PAGE_PATH_LENGTH),
  v.check((path) => sanitisePagePath(path) !== null, 'a page path of the site without personal data'),
  v.description('Path of the page, e.g. /uitleg/werkplaats/ (no host, query or hash)'),
);

/** A page was shown (first load or client navigation). */
export const PageViewEventSchema = v.strictObject({
  type: v.literal('pageview'),
  path: pagePath,
  referrer: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(253),
      v.check(isReferrerHost, 'a host name'),
      v.description('Host name of an external referrer only, e.g. www.google.com (not counted when it holds personal data)'),
    ),
  ),
});

/** The final query of a search: after a 1 s pause, on leaving the box or on opening a result. */
export const SearchEventSchema = v.strictObject({
  type: v.literal('search'),
  query: v.pipe(
    v.string(),
    v.maxLength(MAX_QUERY_LENGTH),
    v.check((query) => sanitiseQuery(query) !== null, 'a normalised query of 3 to 100 characters'),
    v.description('Normalised query, personal data already masked by the browser (the worker masks again)'),
  ),
  results: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_RESULTS), v.description('Number of results shown')),
  rank: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RANK), v.description('1-based position of the result opened, if any')),
  ),
});

/** 'Was dit artikel nuttig?' answered. */
export const FeedbackEventSchema = v.strictObject({
  type: v.literal('feedback'),
  path: pagePath,
  answer: v.picklist(['ja', 'nee']),
});

/** Any event this worker counts. */
export const KnownEventSchema = v.variant('type', [PageViewEventSchema, SearchEventSchema, FeedbackEventSchema]);

/** The build of the page that sent the batch: its paths are counted when they are pages of that build or of the live one. */
const BatchBuildSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(BUILD_ID_PATTERN),
    v.description(
      'Build hash of the page that sent the batch (its X-Build-Hash); paths that are pages of no build still kept are not counted',
    ),
  ),
);

/** The request body as documented: a page's batch of events. Events of other types are ignored. */
export const EventBatchSchema = v.strictObject({
  build: BatchBuildSchema,
  events: v.pipe(v.array(KnownEventSchema), v.minLength(1), v.maxLength(MAX_EVENTS_PER_BATCH)),
});

/** The envelope as read: any event type is accepted here, so a newer client's events are skipped, not refused. */
const EnvelopeSchema = v.strictObject({
  build: BatchBuildSchema,
  events: v.pipe(v.array(v.looseObject({ type: v.string() })), v.minLength(1), v.maxLength(MAX_EVENTS_PER_BATCH)),
});

export type PageViewEvent = v.InferOutput<typeof PageViewEventSchema>;
export type SearchEvent = v.InferOutput<typeof SearchEventSchema>;
export type FeedbackEvent = v.InferOutput<typeof FeedbackEventSchema>;
/** One event the browser sends. */
export type InsightsEvent = v.InferOutput<typeof KnownEventSchema>;

const KNOWN_TYPES: ReadonlySet<string> = new Set(['pageview', 'search', 'feedback']);

/** A batch as read: its known events and the build of the page that sent it, if it said. */
export interface EventBatch {
  build?: string;
  events: InsightsEvent[];
}

/** The known events of a parsed body, or null when the body or any known event is malformed (nothing is stored then). */
export function parseEventBatch(body: unknown): EventBatch | null {
  const envelope = v.safeParse(EnvelopeSchema, body);
  if (!envelope.success) return null;
  const events: InsightsEvent[] = [];
  for (const event of envelope.output.events) {
    if (!KNOWN_TYPES.has(event.type)) continue;
    const parsed = v.safeParse(KnownEventSchema, event);
    if (!parsed.success) return null;
    events.push(parsed.output);
  }
  return envelope.output.build ? { build: envelope.output.build, events } : { events };
}
