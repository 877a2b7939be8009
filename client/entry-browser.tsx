/**
 * The only browser-only entry (started by the boot loader after the first paint): loads the current
 * template chunk, then hydrates from the embedded state as a transition, so React yields to the
 * browser between pieces of work instead of holding the main thread for the whole page.
 */
/// <reference types="vite/client" />
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { APP_ELEMENT_ID, type AppState, STATE_ELEMENT_ID } from './app-state';
import { reportStartError } from './page-leave';
import { Root } from './Root';
import { getTemplateName, TEMPLATE_MODULES } from './templates/registry';
import './styles.css';

async function start(): Promise<void> {
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById(APP_ELEMENT_ID);
  if (!stateElement || !root) return;
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;
  // Straight from the registry: the typed failures and time-out of router/chunk-loader.ts serve
  // navigation (spec 8) and stay in its chunk; a failure here leaves the static page as it is.
  const { default: Template } = await TEMPLATE_MODULES[getTemplateName(state.data.context)]();
  // A task of its own: evaluating the modules was one already, and they should not add up to a long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    const reactRoot = hydrateRoot(root, <Root initial={state} initialTemplate={Template} />, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
    // `npm run dev` only: live content (client/dev/live-content.tsx). Vite builds `import.meta.hot` as
    // undefined, so the branch and its chunk are left out of production bundles.
    if (import.meta.hot) {
      const hot = import.meta.hot;
      void import('./dev/live-content').then(({ startLiveContent }) => startLiveContent(reactRoot, hot));
    }
  });
}

start().catch(reportStartError);
