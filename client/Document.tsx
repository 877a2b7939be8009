/** The HTML document around the app; rendered by the worker only (the browser hydrates #app). */
import { App } from './App';
import { APP_ELEMENT_ID, type AppState, STATE_ELEMENT_ID } from './app-state';
import { getHeadValues } from './head';
import { getArticleJsonLd, getBreadcrumbJsonLd } from '../core/structured-data';
import { serializeState } from '../core/escape';
import { BUILD_HASH_META } from './build-hash';
import { FAVICON_SIZES, faviconPath, TOUCH_ICON_SIZES, touchIconPath } from './icons/icon-sizes';
import type { ClientAssets } from '../core/types';
import type { Template } from './templates/registry';
import { BOOT_LOADER_SOURCE, getBootModules } from './boot-loader';

interface DocumentProps {
  state: AppState;
  Template: Template;
  /** Chunk of the current template, started with the entry so hydration does not wait on a second round trip. */
  templateChunk?: string;
  assets: ClientAssets;
  /** Development only: the React refresh preamble @vitejs/plugin-react expects. */
  devPreamble?: boolean;
  /** Highlight claims to confirm (npm run dev and preview deploys, never production): sets SHOW_CLAIMS_ATTRIBUTE. */
  showClaims?: boolean;
}

/** Attribute on <html> that makes client/styles.css mark each claim with 'nog te bevestigen'. */
export const SHOW_CLAIMS_ATTRIBUTE = 'data-show-claims';

const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh';RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;`;

/** `<html lang="nl">` with the head the spec lists, the app, and the embedded state. */
export function Document({ state, Template, templateChunk, assets, devPreamble, showClaims }: DocumentProps) {
  const { site, data } = state;
  // Title, description, robots, build hash, canonical and og:* follow the page (the browser updates them with applyHead).
  const head = getHeadValues(state);
  const breadcrumbJsonLd = getBreadcrumbJsonLd(data.page.breadcrumbs, site.origin);
  const articleJsonLd = getArticleJsonLd(data, site);
  return (
    <html lang="nl" {...(showClaims ? { [SHOW_CLAIMS_ATTRIBUTE]: '' } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="author" content={site.productName} />
        <meta name="publisher" content={site.company} />
        <meta name={BUILD_HASH_META} content={head.buildHash} />
        {head.robots && <meta name="robots" content={head.robots} />}
        <meta name="color-scheme" content="light dark" />
        <link rel="canonical" href={head.canonical} />
        <meta property="og:title" content={head.ogTitle} />
        <meta property="og:description" content={head.ogDescription} />
        <meta property="og:type" content="article" />
        <meta property="og:url" content={head.ogUrl} />
        {FAVICON_SIZES.map((size) => (
          <link key={size} rel="icon" type="image/png" sizes={`${size}x${size}`} href={faviconPath(size)} />
        ))}
        {TOUCH_ICON_SIZES.map((size) => (
          <link key={size} rel="apple-touch-icon" sizes={`${size}x${size}`} href={touchIconPath(size)} />
        ))}
        {devPreamble && <script type="module" dangerouslySetInnerHTML={{ __html: REACT_REFRESH_PREAMBLE }} />}
        {/* Inline while small: the first paint needs nothing but the HTML; allowed by its build-time CSP hash. */}
        {assets.inlineStyle && <style dangerouslySetInnerHTML={{ __html: assets.inlineStyle }} />}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id={APP_ELEMENT_ID}>
          <App state={state} Template={Template} />
        </div>
        {articleJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd }} />}
        {breadcrumbJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd }} />}
        <script id={STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeState(state) }} />
        {/* No modulepreload: nothing may start before the first paint (see boot-loader.ts). */}
        {assets.script && (
          <script
            data-modules={getBootModules(assets.script, assets.preload, templateChunk)}
            dangerouslySetInnerHTML={{ __html: BOOT_LOADER_SOURCE }}
          />
        )}
      </body>
    </html>
  );
}
