import { useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ROUTE_CHANGE_EVENT } from '../router-context';
import {
  clearTerm,
  closeBox,
  focusBox,
  getNextSearchState,
  INITIAL_SEARCH_STATE,
  SEARCH_LIST_ID,
  SearchContext,
  typeTerm,
} from '../search/search-state';

type PanelModule = typeof import('../search/SearchPanel');

let panelModule: Promise<PanelModule> | null = null;
/** The results half of the box, imported once (a failure allows a retry): it is not needed for the first render. */
const importPanel = (): Promise<PanelModule> =>
  (panelModule ??= import('../search/SearchPanel').catch((error: unknown) => {
    panelModule = null;
    throw error;
  }));

/** True when a key press happens while the visitor types somewhere else. */
function isTypingElsewhere(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The header search box: a combobox over the local FlexSearch index (spec 2, Search box; spec 4, 5).
 * Only the input is in the first load; the index, the queries and the results panel come with
 * SearchPanel, imported when the browser is idle after hydration or when the box gets focus. The box owns
 * the search state (search-state.ts) and hands it to the panel through SearchContext.
 */
export function SearchBox() {
  const [state, update] = useReducer(getNextSearchState, INITIAL_SEARCH_STATE);
  const [panel, setPanel] = useState<PanelModule | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const load = () => {
    importPanel()
      .then(setPanel)
      .catch(() => undefined);
  };

  // Load once after hydration when the browser is idle (never on the first-paint path).
  useEffect(() => {
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000);
    return () => ('cancelIdleCallback' in window ? cancelIdleCallback(idle as number) : clearTimeout(idle));
  }, []);

  useEffect(() => {
    // '/', '?' and Ctrl/⌘+K focus the box, unless the visitor is typing in a field (this one included).
    const onKey = (event: globalThis.KeyboardEvent) => {
      const { key } = event;
      const shortcut = event.ctrlKey || event.metaKey ? key.toLowerCase() === 'k' : !event.altKey && (key === '/' || key === '?');
      if (!shortcut || isTypingElsewhere(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    // Spec 4: the term clears on every route change, a move to a hash on the page on screen included. The
    // router says so before it renders the new page; at once, so no frame shows the old term on it.
    const clear = () => flushSync(() => update(clearTerm));
    addEventListener('keydown', onKey);
    addEventListener(ROUTE_CHANGE_EVENT, clear);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener(ROUTE_CHANGE_EVENT, clear);
    };
  }, []);

  return (
    <div className="search" data-index={state.index}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Zoek in de uitleg"
        aria-expanded={state.shown}
        aria-controls={SEARCH_LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={state.active}
        placeholder="Zoek naar uitleg ..."
        autoComplete="off"
        spellCheck={false}
        value={state.term}
        onFocus={() => {
          load();
          update(focusBox);
        }}
        onChange={(event) => update(typeTerm(event.target.value))}
        // The arrow keys and Enter belong to the options: the panel, which has them, handles those.
        onKeyDown={(event) => event.key === 'Escape' && update(clearTerm)}
        onBlur={() => setTimeout(() => update(closeBox), 150)}
      />
      <kbd className="search-hint" aria-hidden="true">
        /
      </kbd>
      {panel && (
        <SearchContext value={[state, update]}>
          <panel.SearchPanel />
        </SearchContext>
      )}
    </div>
  );
}
