/**
 * Validators of HTML: a page's HTML is a function of (build, worker version, path), so it gets a weak
 * ETag naming all three and is answered 304 when a client sends it back. A content deploy changes the
 * build, a worker-only deploy (a template, header or CSP fix) the worker version, and either changes
 * every ETag. Copies of pages are kept by Workers Caching in front of the worker (edge-cache-policy.ts),
 * not by the worker itself.
 */

/** What shapes a page's HTML besides its path: the content build and the worker code that renders it. */
export interface HtmlVersion {
  /** The content build (BUILD_ID). */
  build: string;
  /** The worker version (`version_metadata` id, or the local bundle digest). */
  worker: string;
}

/**
 * ETag of a page's HTML from the build, the worker version, the path and the digest of its page data;
 * weak, because the platform compresses the HTML (gzip, br) and keeps the header (json-response.ts).
 */
export async function getHtmlEtag(version: HtmlVersion, path: string, dataEtag: string): Promise<string> {
  const { build, worker } = version;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${dataEtag}\n${worker}`)));
  return `W/"${build}-${[...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}
