/**
 * `npm run dev` only (loaded behind `import.meta.hot`, so production bundles never contain it): applies
 * live content builds (scripts/dev/live-content.ts) to the open page. On `content:update` the page's
 * server state is fetched again and the app re-rendered in place with it (no reload; the scroll
 * position, window state and URL stay; a deleted page shows the not-found page); content errors show
 * in Vite's error overlay until the next good build; warnings in a small notice that can be dismissed.
 */
import { flushSync } from 'react-dom';
import type { Root as ReactRoot } from 'react-dom/client';
import type { ViteHotContext } from 'vite/types/hot.js';
import { type AppState, STATE_ELEMENT_ID } from '../app-state';
import { BUILD_HASH_META } from '../build-hash';
import { applyHead, getHeadValues } from '../head';
import { Root } from '../Root';
import { getTemplateName, TEMPLATE_MODULES } from '../templates/registry';

/** A content problem as the dev server sends it. */
interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** Attribute on <html> with the build shown, for tests and the dev-loop bench. */
export const CONTENT_BUILD_ATTRIBUTE = 'data-content-build';
const NOTICE_ID = 'dev-content-warnings';

/** Shows problems in Vite's own error overlay (the element /@vite/client defines), one overlay at a time. */
function showErrors(problems: ContentProblem[]): void {
  clearErrors();
  const first = problems[0];
  const err = {
    plugin: 'inhoud',
    message: problems.map((p) => p.message).join('\n'),
    stack: '',
    ...(first?.file ? { id: first.file, loc: { file: first.file, line: first.line, column: 1 } } : {}),
  };
  const Overlay = customElements.get('vite-error-overlay');
  if (Overlay) document.body.appendChild(new Overlay(err, false));
}

function clearErrors(): void {
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
}

let dismissed = '';

/** A small notice listing the build's warnings; dismissed until the warnings change. */
function showWarnings(warnings: ContentProblem[]): void {
  document.getElementById(NOTICE_ID)?.remove();
  const signature = warnings.map((w) => w.message).join('\n');
  if (warnings.length === 0 || signature === dismissed) return;
  const notice = document.createElement('aside');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;right:12px;bottom:12px;z-index:99998;max-width:min(480px,90vw);max-height:40vh;overflow:auto;padding:8px 32px 8px 12px;' +
    'background:#fff8e1;color:#4a3b00;border:1px solid #e0c060;border-radius:6px;font:13px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px #0002';
  const title = document.createElement('strong');
  title.textContent = `${warnings.length} waarschuwing${warnings.length === 1 ? '' : 'en'} in de inhoud`;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:4px 0 0;padding-left:16px';
  for (const warning of warnings.slice(0, 20)) {
    const item = document.createElement('li');
    item.textContent = warning.message;
    list.appendChild(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Waarschuwingen sluiten');
  close.style.cssText = 'position:absolute;top:4px;right:6px;border:0;background:none;font-size:18px;cursor:pointer;color:inherit';
  close.addEventListener('click', () => {
    dismissed = signature;
    notice.remove();
  });
  for (const child of [title, list, close]) notice.appendChild(child);
  document.body.appendChild(notice);
}

/** Starts listening; `root` is the hydrated React root of the page. */
export function startLiveContent(root: ReactRoot, hot: ViteHotContext): void {
  let generation = 0;
  let latest = '';

  /** Fetches the current URL's server state again and renders the app with it, in place. */
  async function refresh(buildId: string): Promise<void> {
    const mine = ++generation;
    const response = await fetch(`${location.pathname}${location.search}`, { headers: { Accept: 'text/html' }, cache: 'no-store' });
    const html = new DOMParser().parseFromString(await response.text(), 'text/html');
    const text = html.getElementById(STATE_ELEMENT_ID)?.textContent;
    if (!text || mine !== generation) return;
    const state = JSON.parse(text) as AppState;
    const { default: Template } = await TEMPLATE_MODULES[getTemplateName(state.data.context)]();
    if (mine !== generation) return;
    // The new build's hash first: the router started by the new Root checks page data against it.
    applyHead(document.head, getHeadValues(state), BUILD_HASH_META);
    const { scrollX, scrollY } = window;
    // A new key gives a new Root: a router, loader cache and nav of the new build.
    flushSync(() => root.render(<Root key={state.data.hash} initial={state} initialTemplate={Template} />));
    window.scrollTo(scrollX, scrollY);
    document.documentElement.setAttribute(CONTENT_BUILD_ATTRIBUTE, buildId);
  }

  hot.on('content:update', (update: { buildId: string; changed: string[]; warnings: ContentProblem[] }) => {
    latest = update.buildId;
    clearErrors();
    showWarnings(update.warnings);
    refresh(update.buildId).catch((error: unknown) => console.error('live content:', error));
  });
  hot.on('content:error', ({ problems }: { problems: ContentProblem[] }) => showErrors(problems));
  hot.on('content:state', (state: { buildId: string; problems: ContentProblem[]; warnings: ContentProblem[] }) => {
    if (state.problems.length > 0) showErrors(state.problems);
    showWarnings(state.warnings);
    // A build that landed between this page's render and the connection: apply it.
    const shown = document.querySelector(`meta[name="${BUILD_HASH_META}"]`)?.getAttribute('content');
    if (state.buildId && shown !== state.buildId && latest === '') void refresh(state.buildId);
    else document.documentElement.setAttribute(CONTENT_BUILD_ATTRIBUTE, state.buildId);
  });
  hot.send('content:hello', {});
}
