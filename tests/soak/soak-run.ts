/**
 * The soak's load: 64 (or `connections`) concurrent connections over a mix of what a reader's visit
 * fetches — pages, the not-found page, page data, wiki data, the search manifest and a chunk, the
 * client modules the page's boot loader starts, an icon — found from the site itself the way a browser
 * finds them, so a change to the page cannot leave the soak asking for something that no longer exists.
 */
import autocannon from 'autocannon';
import { readBootModules } from '../../client/boot-loader';
import { encodeTinyLink } from '../../client/model/tiny-link';

/** The request mix of a visit to `url`; throws when the site does not offer what a visit needs. */
export async function getSoakMix(url: string): Promise<{ paths: string[]; script: string }> {
  const html = await (await fetch(`${url}/uitleg/`)).text();
  const modules = readBootModules(html);
  const script = modules[0];
  if (!script) throw new Error(`${url}/uitleg/ starts no client modules (no boot loader data-modules)`);
  const manifest = (await (await fetch(`${url}/flexsearch/manifest.json`)).json()) as { index: string[] };
  const section = (await (await fetch(`${url}/assets/data/uitleg/werkplaats/index.json`)).json()) as { page: { id: string } };
  const paths = ['/', '/uitleg/', '/uitleg/werkplaats/', '/uitleg/bestaat-niet/', '/assets/data/uitleg/index.json', `/wiki/x/${encodeTinyLink(section.page.id)}.json`, '/flexsearch/manifest.json', `/flexsearch/${manifest.index[0]}.json`, ...modules, '/favicon-32x32.png'];
  return { paths, script };
}

/** What one load run did. */
export interface SoakResult {
  requests: number;
  rps: number;
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

/** Runs the mix for `seconds` at `connections`; the not-found page is the one path expected to answer 404. */
export async function runSoakLoad(url: string, paths: string[], seconds: number, connections = 64): Promise<SoakResult> {
  let unexpected = 0;
  const unexpectedBy: SoakResult['unexpectedBy'] = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      onResponse: (status: number, body: string) => {
        if (status < 300 || (status === 404 && path.includes('bestaat-niet'))) return;
        unexpected++;
        const entry = (unexpectedBy[`${status} ${path}`] ??= { count: 0, body: body.slice(0, 200) });
        entry.count++;
      },
    })),
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    fiveXX: result['5xx'] ?? 0,
    unexpected,
    unexpectedBy,
  };
}
