/** The only browser-only entry: loads the current template chunk, then hydrates from the embedded state. */
import { hydrateRoot } from 'react-dom/client';
import { APP_ELEMENT_ID, type AppState, STATE_ELEMENT_ID } from './app-state';
import { BUILD_HASH_META } from './build-hash';
import { Root } from './Root';
import { loadTemplate } from './router/chunk-loader';
import { createPageDataLoader } from './router/page-data-loader';
import { matchRoute, NOT_FOUND_DATA_URL } from './routes';
import { getTemplateName } from './templates/registry';
import './styles.css';

async function start(): Promise<void> {
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById(APP_ELEMENT_ID);
  if (!stateElement || !root) return;
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;
  const pageHash = document.querySelector(`meta[name="${BUILD_HASH_META}"]`)?.getAttribute('content') ?? '';
  const url = state.data.context.notFound ? NOT_FOUND_DATA_URL : matchRoute(state.path).dataUrl;
  const loader = createPageDataLoader({ fetch: (input, init) => fetch(input, init), pageHash, embedded: { url, data: state.data } });
  const Template = await loadTemplate(getTemplateName(state.data.context));
  hydrateRoot(root, <Root initial={state} initialTemplate={Template} loader={loader} />, {
    onRecoverableError: (error) => console.error('Hydration error', error),
  });
}

start().catch((error: unknown) => console.error(error));
