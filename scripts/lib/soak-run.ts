/**
 * The soak's load: 64 (or `connections`) concurrent connections over a mix of what a reader's visit
 * fetches — pages, the not-found page, page data, wiki data, the search manifest and a chunk, the
 * client modules the page's boot loader starts, an icon — found from the site itself the way a browser
 * finds them, so a change to the page cannot leave the soak asking for something that no longer exists.
 */
import autocannon from 'autocannon';
import { readBootModules } from '../../client/boot-loader';
import { LOAD_TOKEN_HEADER } from './load-token';
import { getRoutePath } from '../../core/route-table';
import { encodeTinyLink } from '../../core/tiny-link';

/** The request mix of a visit to `url`; throws when the site does not offer what a visit needs. */
export async function getSoakMix(url: string): Promise<{ paths: string[]; script: string }> {
  const html = await (await fetch(`${url}/uitleg/`)).text();
  const modules = readBootModules(html);
  const script = modules[0];
  if (!script) throw new Error(`${url}/uitleg/ starts no client modules (no boot loader data-modules)`);
  const manifest = (await (await fetch(`${url}${getRoutePath('searchManifest')}`)).json()) as { index: string[] };
  const section = (await (await fetch(`${url}${getRoutePath('pageData', { path: 'uitleg/werkplaats' })}`)).json()) as {
    page: { id: string };
  };
  const paths = [
    '/',
    '/uitleg/',
    '/uitleg/werkplaats/',
    '/uitleg/bestaat-niet/',
    getRoutePath('pageData', { path: 'uitleg' }),
    getRoutePath('wiki', { tiny: encodeTinyLink(section.page.id) }),
    getRoutePath('searchManifest'),
    getRoutePath('searchChunk', { chunk: manifest.index[0]! }),
    ...modules,
    '/favicon-32x32.png',
  ];
  return { paths, script };
}

/** Reader event batches as the browser sends them (a page view with a search, a 'nuttig?' answer). */
export const SOAK_EVENT_BODIES = [
  JSON.stringify({
    events: [
      { type: 'pageview', path: '/uitleg/werkplaats/', referrer: 'www.google.com' },
      { type: 'search', query: 'apk keuring', results: 5, rank: 1 },
    ],
  }),
  JSON.stringify({
    events: [
      { type: 'pageview', path: '/uitleg/' },
      { type: 'search', query: 'bestaat niet', results: 0 },
      { type: 'feedback', path: '/uitleg/', answer: 'nee' },
    ],
  }),
];

/**
 * One event POST as a reader's page sends it: same origin, from the client at `address` (CF-Connecting-IP).
 * Through `npm start`'s front, which takes the address from the socket, the address counts only with the
 * front's load token (scripts/lib/load-token.ts); a server without that front takes the header as it is.
 */
export function toEventRequest(origin: string, body: string, address: string, loadToken?: string | null) {
  return {
    method: 'POST' as const,
    path: '/api/events',
    body,
    headers: {
      Origin: origin,
      'Content-Type': 'application/json',
      'CF-Connecting-IP': address,
      ...(loadToken ? { [LOAD_TOKEN_HEADER]: loadToken } : {}),
    },
  };
}

/** Distinct client addresses the event POSTs come from (readers; the rate limit is per address). */
export const EVENT_CLIENTS = 4096;

/** Event POSTs in one connection's request list (two per round of the mix), each from its own address. */
export const EVENTS_PER_CONNECTION = 64;

/**
 * The client addresses (10.x.y.1, as CF-Connecting-IP) of connection `n`'s event POSTs: 64 connections
 * share the 4,096 addresses without overlap, so no address comes near the limit of 30 per 10 s.
 */
export function getConnectionAddresses(n: number): string[] {
  return Array.from({ length: EVENTS_PER_CONNECTION }, (_, i) => {
    const client = (n * EVENTS_PER_CONNECTION + i) % EVENT_CLIENTS;
    return `10.${client >> 8}.${client & 255}.1`;
  });
}

/** What one load run did. */
export interface SoakResult {
  requests: number;
  rps: number;
  /** Requests per second of the page mix alone (event POSTs left out). */
  pageRps: number;
  /** Event POSTs answered. */
  events: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  fiveXX: number;
  /** Non-2xx answers on paths that must succeed (every path but the not-found page). */
  unexpected: number;
  /** The unexpected answers by status and path, with the first body seen, for the log. */
  unexpectedBy: Record<string, { count: number; body: string }>;
}

/**
 * Runs the mix for `seconds` at `connections`; the not-found page is the one path expected to answer 404.
 * With `events`, every round of the mix also posts the event batches (same origin, each from one of
 * 4,096 client addresses, as many readers would: the rate limit is per address); each must answer 204.
 * `loadToken` is the token of the local front in front of `url`, if any (toEventRequest).
 */
export async function runSoakLoad(
  url: string,
  paths: string[],
  seconds: number,
  connections = 64,
  options: { events?: boolean; loadToken?: string | null } = {},
): Promise<SoakResult> {
  let unexpected = 0;
  const unexpectedBy: SoakResult['unexpectedBy'] = {};
  let pages = 0;
  let events = 0;
  const origin = new URL(url).origin;
  const pageRequests = paths.map((path) => ({
    method: 'GET' as const,
    path,
    onResponse: (status: number, body: string) => {
      pages++;
      if (status < 300 || (status === 404 && path.includes('bestaat-niet'))) return;
      unexpected++;
      const entry = (unexpectedBy[`${status} ${path}`] ??= { count: 0, body: body.slice(0, 200) });
      entry.count++;
    },
  }));
  const onEventResponse = (status: number, body: string) => {
    events++;
    if (status === 204) return;
    unexpected++;
    const entry = (unexpectedBy[`${status} POST /api/events`] ??= { count: 0, body: body.slice(0, 200) });
    entry.count++;
  };
  // Events interleaved with the pages, as a reader's beacons come between page loads. Each connection gets
  // its own list with its own addresses, built once: a request rebuilt per send (setupRequest) costs the
  // load generator, which shares the two cores with the server.
  const half = Math.ceil(pageRequests.length / 2);
  let connection = 0;
  const getConnectionRequests = () => {
    const addresses = getConnectionAddresses(connection++);
    const rounds = Array.from({ length: EVENTS_PER_CONNECTION / SOAK_EVENT_BODIES.length }, (_, round) => {
      const [a, b] = SOAK_EVENT_BODIES.map((body, i) => ({
        ...toEventRequest(origin, body, addresses[round * 2 + i]!, options.loadToken),
        onResponse: onEventResponse,
      }));
      return [...pageRequests.slice(0, half), a!, ...pageRequests.slice(half), b!];
    });
    return rounds.flat();
  };
  const requests = options.events ? getConnectionRequests() : pageRequests;
  const setupClient = options.events
    ? (client: { setRequests: (requests: unknown[]) => void }) => client.setRequests(getConnectionRequests())
    : undefined;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: requests as autocannon.Request[],
    ...(setupClient ? { setupClient: setupClient as unknown as autocannon.Options['setupClient'] } : {}),
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    pageRps: Math.round(pages / seconds),
    events,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    fiveXX: result['5xx'] ?? 0,
    unexpected,
    unexpectedBy,
  };
}

/** Several runs of equal length as one: counts added, rates and p50 averaged, the worst p99. */
export function combineResults(results: SoakResult[]): SoakResult {
  const sum = (pick: (r: SoakResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const mean = (pick: (r: SoakResult) => number) => Math.round(sum(pick) / Math.max(1, results.length));
  const unexpectedBy: SoakResult['unexpectedBy'] = {};
  for (const r of results)
    for (const [what, { count, body }] of Object.entries(r.unexpectedBy)) {
      const entry = (unexpectedBy[what] ??= { count: 0, body });
      entry.count += count;
    }
  return {
    requests: sum((r) => r.requests),
    rps: mean((r) => r.rps),
    pageRps: mean((r) => r.pageRps),
    events: sum((r) => r.events),
    p50: mean((r) => r.p50),
    p99: Math.max(0, ...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    fiveXX: sum((r) => r.fiveXX),
    unexpected: sum((r) => r.unexpected),
    unexpectedBy,
  };
}
