/** Streams a page: React 19 SSR of the Document; crawlers get the complete document. */
import { renderToReadableStream } from 'react-dom/server';
import { type AppState, renderDocument } from '../client/server-render';
import { getFramedPageData } from '../core/framed-links';
import { getPrunedNav } from '../core/nav';
import { isDetailPath } from '../core/paths';
import type { PageData, ShellData } from '../core/types';
import { CACHE_CONTROL } from './cache-policy';

const CRAWLER = /bot|crawler|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/** Options of one page render. */
export interface RenderOptions {
  shell: ShellData;
  data: PageData;
  /** Requested path (trailing slash), echoed escaped on the not-found page. */
  path: string;
  status: number;
  /** Headers that belong to this page (ETag, its CSP, cache policy). */
  headers: Record<string, string>;
  userAgent: string | undefined;
  /** Serve the client from Vite's dev server (source entry, React refresh preamble). */
  dev?: boolean;
  /** Highlight claims to confirm (npm run dev, preview deploys). */
  showClaims?: boolean;
}

/** Client assets in development: Vite serves the source entry and injects CSS itself. */
const DEV_ASSETS = { script: '/client/entry-browser.tsx', styles: [], preload: [], templates: {} };

/** Renders the page to a streamed HTML response (the build has its own renderPage of Markdown: not this one). */
export async function streamPage({ shell, data, path, status, headers, userAgent, dev, showClaims }: RenderOptions): Promise<Response> {
  const assets = dev ? DEV_ASSETS : shell.assets;
  // A detail page is framed by the product: its links lead to detail variants (core/framed-links.ts),
  // in the HTML and in the embedded state the browser hydrates from.
  const shown = isDetailPath(path) ? getFramedPageData(data) : data;
  const state: AppState = { data: shown, nav: getPrunedNav(shell.nav[0]!, path), site: shell.site, path };
  const document = renderDocument({ state, assets, dev, showClaims });
  const stream = await renderToReadableStream(document, {
    onError(error) {
      console.error('SSR error', error);
    },
  });
  if (userAgent && CRAWLER.test(userAgent)) await stream.allReady;
  return new Response(stream, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.noCache,
      'X-Build-Hash': data.hash,
      Vary: 'Accept-Encoding',
      ...headers,
    },
  });
}
