/** The HTML document around the app; rendered by the worker only (the browser hydrates #app). */
import { App } from './App';
import { APP_ELEMENT_ID, type AppState, getDocumentTitle, STATE_ELEMENT_ID } from './app-state';
import { serializeState } from './model/escape';
import type { ClientAssets } from './model/types';

/** Meta name of the build hash in every head (spec 4, hash check). */
export const BUILD_HASH_META = 'build-hash';

interface DocumentProps {
  state: AppState;
  assets: ClientAssets;
  nonce: string;
  /** Whether the page may be indexed by search engines. */
  indexable: boolean;
}

/** `<html lang="nl">` with the head the spec lists, the app, and the embedded state. */
export function Document({ state, assets, nonce, indexable }: DocumentProps) {
  const { site, data } = state;
  const title = getDocumentTitle(state);
  const canonical = `${site.origin}${data.context.canonical}`;
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={site.description} />
        <meta name="author" content={site.productName} />
        <meta name="publisher" content={site.company} />
        <meta name={BUILD_HASH_META} content={data.hash} />
        {!indexable && <meta name="robots" content="noindex" />}
        <meta name="color-scheme" content="light dark" />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={data.page.description} />
        <meta property="og:type" content="article" />
        <meta property="og:url" content={canonical} />
        <link rel="icon" href="/logo.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id={APP_ELEMENT_ID}>
          <App state={state} />
        </div>
        <script id={STATE_ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeState(state) }} />
      </body>
    </html>
  );
}
