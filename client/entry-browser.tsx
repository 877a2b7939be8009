/** The only browser-only entry: hydrates the server-rendered app from the embedded state. */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { APP_ELEMENT_ID, type AppState, STATE_ELEMENT_ID } from './app-state';
import './styles.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById(APP_ELEMENT_ID);
if (stateElement && root) {
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;
  hydrateRoot(root, <App state={state} />, {
    onRecoverableError: (error) => console.error('Hydration error', error),
  });
}
