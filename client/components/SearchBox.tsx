import { useEffect, useRef, useState } from 'react';
import type { IndexState, SearchPanelHandle } from '../search/SearchPanel';

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
 * SearchPanel, imported when the browser is idle after hydration or when the box gets focus.
 */
export function SearchBox({ path }: { path: string }) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<PanelModule | null>(null);
  // Each focus asks the panel to load the index again (it retries only after a failure).
  const [loadRequests, setLoadRequests] = useState(0);
  // What the panel reports back: how much of the index is in, and the input's combobox state.
  const [indexState, setIndexState] = useState<IndexState>('none');
  const [expanded, setExpanded] = useState(false);
  const [activeDescendant, setActiveDescendant] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<SearchPanelHandle>(null);
  // A fixed id, not useId: the server renders the Document and the browser hydrates Root, so generated ids differ.
  const listId = 'search-results';

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

  // The term clears on every route change: adjusted while rendering (React's pattern for state that
  // follows a prop), so no effect renders the old term once more.
  const [termPath, setTermPath] = useState(path);
  if (termPath !== path) {
    setTermPath(path);
    setTerm('');
    setOpen(false);
  }

  // '/', '?' and Ctrl/⌘+K focus the box, unless the visitor is typing in another field.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = ((event.key === '/' || event.key === '?') && !event.ctrlKey && !event.metaKey && !event.altKey) || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut || event.target === input.current || isTypingElsewhere(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="search" data-index={indexState}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Zoek in de uitleg"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant}
        placeholder="Zoek naar uitleg ..."
        autoComplete="off"
        spellCheck={false}
        value={term}
        onFocus={() => {
          load();
          setLoadRequests((n) => n + 1);
          setOpen(true);
        }}
        onChange={(event) => {
          setTerm(event.target.value);
          handle.current?.onTyped();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setTerm('');
            setOpen(false);
          } else handle.current?.onKeyDown(event);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <kbd className="search-hint" aria-hidden="true">
        /
      </kbd>
      {panel && (
        <panel.SearchPanel
          ref={handle}
          term={term}
          open={open}
          listId={listId}
          loadRequests={loadRequests}
          setTerm={setTerm}
          setOpen={setOpen}
          onIndexState={setIndexState}
          onExpanded={setExpanded}
          onActiveDescendant={setActiveDescendant}
        />
      )}
    </div>
  );
}
