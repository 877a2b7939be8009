/**
 * The events endpoint's constants, apart from the schemas: the browser sender needs them without
 * pulling the schema library into its chunk.
 */
import { getRoutePath } from '../route-table';

/** The endpoint (same origin only), from the route table. */
export const EVENTS_PATH = getRoutePath('events');
/** Largest request body the endpoint reads; larger → 413. */
export const MAX_EVENTS_BODY_BYTES = 16 * 1024;
/** Most events in one request (a page's batch). */
export const MAX_EVENTS_PER_BATCH = 50;
/** Most results a search event can report (the box shows 8; kept loose for a later change). */
export const MAX_RESULTS = 100;
/** Highest rank a search result can be opened at (8 pages, each with up to 2 headings). */
export const MAX_RANK = 24;
/**
 * The Rate Limiting binding's setting (wrangler.toml `[[ratelimits]]`, which a test keeps equal): requests
 * per client address and period in seconds. The local servers and the worker's allowance window use it.
 */
export const EVENTS_RATE_LIMIT = { limit: 30, period: 10 } as const;
