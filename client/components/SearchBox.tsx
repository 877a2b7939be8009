import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import { AnalyticsContext } from '../analytics-context';
import { withTrailingSlash } from '../model/paths';
import type { SearchHit } from '../model/search/fields';
import { useRouter } from '../router/use-router';
import { isSearchIndexComplete, loadSearchIndex } from '../search/load-search-index';
import type { SearchEngine } from '../search/search-engine';

/** No search below this many characters (spec 9); mirrors SEARCH_MIN_LENGTH without loading the engine. */
const MIN_LENGTH = 3;
const isSearchable = (term: string) => term.trim().length >= MIN_LENGTH;

/** Renders text with the matched words in <mark> (the engine chunk marks them: the stemmer stays off the first load). */
function Highlighted({ text, term, engine }: { text: string; term: string; engine: SearchEngine }) {
  return (
    <>
      {engine.highlight(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** Runs a query under a User Timing measure ('search-query'): the per-keystroke cost, for benchmarks and field data. */
function measureQuery<T>(query: () => T): T {
  const start = performance.now();
  const result = query();
  performance.measure('search-query', { start });
  return result;
}

/** Where a result leads: its page path with one leading and one trailing slash, plus the heading's anchor for a section hit (spec 2, Search box). */
const getHitHref = (hit: SearchHit, anchor?: string) => `${withTrailingSlash(hit.slug)}${anchor ? `#${anchor}` : ''}`;

/** True when a key press happens while the visitor types somewhere else. */
function isTypingElsewhere(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** The header search box: a combobox over the local FlexSearch index (spec 2, Search box; spec 4, 5). */
export function SearchBox({ path }: { path: string }) {
  const analytics = useContext(AnalyticsContext);
  const router = useRouter();
  const [term, setTerm] = useState('');
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  // 'complete' once every chunk is in; results are recomputed whenever more of the index arrives.
  const [indexState, setIndexState] = useState<'none' | 'partial' | 'complete'>('none');
  const [indexVersion, setIndexVersion] = useState(0);
  const [highlight, setHighlight] = useState(0);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A fixed id, not useId: the server renders the Document and the browser hydrates Root, so generated ids differ.
  const listId = 'search-results';

  const load = () => {
    const update = () => {
      setIndexVersion((v) => v + 1);
      setIndexState(isSearchIndexComplete() ? 'complete' : 'partial');
    };
    loadSearchIndex(undefined, update)
      .then((ready) => {
        setEngine(ready);
        update();
      })
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

  const found = engine && isSearchable(term) ? measureQuery(() => engine.search(term)) : [];
  // When a typed word found nothing and a correction was searched instead: 'Bedoelde je …?'.
  const correction = engine && isSearchable(term) && found !== null ? engine.getCorrection(term) : null;
  // While the stored documents of the current term's top hits are on their way (found is null), the
  // last complete results stay on screen; kept per term and index version, set while rendering.
  const resultKey = `${indexVersion}\u0000${term}`;
  const [kept, setKept] = useState<{ key: string; hits: SearchHit[] }>({ key: '', hits: [] });
  if (found && kept.key !== resultKey) setKept({ key: resultKey, hits: found });
  const hits: SearchHit[] = found ?? kept.hits;
  // Until the first results of a term are complete there is nothing honest to show (no 'no results' flash).
  const showPanel = open && isSearchable(term) && engine !== null && (found !== null || hits.length > 0);
  // Keyboard targets: every page hit, each followed by its matching headings (options of their own, as in DocSearch).
  const targets = hits.flatMap((hit, i) => [{ hit: i, section: -1 }, ...hit.sections.map((_, j) => ({ hit: i, section: j }))]);
  const active = targets.length > 0 ? Math.min(highlight, targets.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (targets.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setHighlight((h) => (event.key === 'ArrowDown' ? (h + 1) % targets.length : (h - 1 + targets.length) % targets.length));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      analytics?.search(term);
      setOpen(false);
      // Through the router, like a click: a heading hit opens its page scrolled to the heading.
      const target = targets[active]!;
      const hit = hits[target.hit]!;
      router.go(getHitHref(hit, target.section >= 0 ? hit.sections[target.section]!.anchor : undefined));
    } else if (event.key === 'Escape') {
      setTerm('');
      setOpen(false);
    }
  };

  return (
    <div className="search" data-index={indexState}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Zoek in de uitleg"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        placeholder="Zoek naar uitleg ..."
        autoComplete="off"
        spellCheck={false}
        value={term}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setTerm(event.target.value);
          setHighlight(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <kbd className="search-hint" aria-hidden="true">
        /
      </kbd>
      {showPanel && (
        <div className="search-panel">
          {correction && hits.length > 0 && (
            <p className="search-correction" role="status">
              Bedoelde je{' '}
              <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => setTerm(correction)}>
                {correction}
              </button>
              ?
            </p>
          )}
          {hits.length > 0 ? (
            <ul id={listId} role="listbox" aria-label="Zoekresultaten">
              {targets.map(({ hit: i, section: j }, k) => {
                const hit = hits[i]!;
                const props = { id: optionId(k), role: 'option', 'aria-selected': k === active, onMouseEnter: () => setHighlight(k) } as const;
                if (j >= 0) {
                  const section = hit.sections[j]!;
                  return (
                    <li key={`${hit.id}#${section.anchor}`} {...props} className={k === active ? 'hit-section active' : 'hit-section'}>
                      {/* Caught by the router like every page link: the page opens scrolled to the heading. */}
                      <a href={getHitHref(hit, section.anchor)} tabIndex={-1} onClick={() => setOpen(false)}>
                        <Highlighted text={section.title} term={term} engine={engine!} />
                      </a>
                    </li>
                  );
                }
                return (
                  <li key={hit.id} {...props} className={k === active ? 'active' : undefined}>
                    <a href={getHitHref(hit)} tabIndex={-1} onClick={() => setOpen(false)}>
                      {hit.path.length > 0 && <span className="hit-path">{hit.path.join(' › ')}</span>}
                      <span className="hit-title">
                        <Highlighted text={hit.title} term={term} engine={engine!} />
                      </span>
                      <span className="hit-description">
                        <Highlighted text={hit.description} term={term} engine={engine!} />
                      </span>
                      <span className="hit-labels">
                        {hit.labels.map((label) => (
                          <span key={label} className="chip">
                            {label}
                          </span>
                        ))}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p id={listId} className="no-results" role="status">
              Geen resultaten voor &apos;{term}&apos;. Probeer het opnieuw met een andere zoekterm.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
