/** A bounded load loop for the ops test: `connections` readers fetching pages and page data until stopped. */

/** What the loop saw. */
export interface LoopResult {
  requests: number;
  failures: string[];
  /** Build hashes seen, in order of first appearance. */
  builds: string[];
}

/** Starts the loop against `url` over `paths`; `stop()` ends it and resolves with what it saw. */
export function startLoadLoop(url: string, paths: string[], connections = 16): { stop(): Promise<LoopResult> } {
  let running = true;
  const result: LoopResult = { requests: 0, failures: [], builds: [] };
  const worker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = paths[i % paths.length]!;
      try {
        const res = await fetch(`${url}${path}`);
        await res.arrayBuffer();
        result.requests++;
        if (res.status !== 200) result.failures.push(`${path}: ${res.status}`);
        const build = res.headers.get('X-Build-Hash');
        if (build && !result.builds.includes(build)) result.builds.push(build);
      } catch (error) {
        result.failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const workers = Array.from({ length: connections }, (_, i) => worker(i));
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}
