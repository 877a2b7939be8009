/**
 * The search box's results: loading the index, querying, the keyboard over the options and the panel
 * markup. SearchBox imports this module only when the browser is idle after hydration or the box gets
 * focus, so none of it weighs on the first load; the input itself stays in SearchBox (server render).
 */
import { type KeyboardEvent, type Ref, useContext, useEffect, useImperativeHandle, useLayoutEffect, useState } from 'react';
import { AnalyticsContext } from '../analytics-context';
import { createSearchReporter } from '../model/insights/search-reporter';
import { withTrailingSlash } from '../model/paths';
import type { SearchHit } from '../model/search/fields';
import { isSearchable } from '../model/search/searchable';
import { ROUTE_CHANGE_EVENT, useRouter } from '../router/use-router';
import { isConstrainedConnection, isSearchIndexComplete, loadSearchIndex } from './load-search-index';
import type { SearchEngine } from './search-engine';

/** How much of the index is in: the search box shows it as data-index (tests and styles wait for it). */
export type IndexState = 'none' | 'partial' | 'complete';

/** What the input delegates to the panel: only the panel knows the options. */
export interface SearchPanelHandle {
  /** ArrowUp, ArrowDown and Enter (Escape stays with the box: it needs no results). */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The visitor typed: the highlight starts over at the first option. */
  onTyped(): void;
}

export interface SearchPanelProps {
  ref: Ref<SearchPanelHandle>;
  term: string;
  open: boolean;
  /** The id of the listbox (or the 'no results' status) that the input's aria-controls names. */
  listId: string;
  /** Grows on every focus of the box: each one loads the index again if an earlier load failed. */
  loadRequests: number;
  setTerm(term: string): void;
  setOpen(open: boolean): void;
  onIndexState(state: IndexState): void;
  /** The input's aria-expanded and aria-activedescendant follow the panel (set before paint). */
  onExpanded(expanded: boolean): void;
  onActiveDescendant(id: string | undefined): void;
}


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

/** The results of the header search box over the local FlexSearch index (spec 2, Search box; spec 4, 5). */
export function SearchPanel({ ref, term, open, listId, loadRequests, setTerm, setOpen, onIndexState, onExpanded, onActiveDescendant }: SearchPanelProps) {
  const analytics = useContext(AnalyticsContext);
  const router = useRouter();
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  // Results are recomputed whenever more of the index arrives.
  const [indexVersion, setIndexVersion] = useState(0);
  const [highlight, setHighlight] = useState(0);
  // One insights event per final query (a pause, leaving the box, a result opened), never per keystroke.
  // Created once: the analytics context is a stable ref, read when an outcome is reported.
  const [reporter] = useState(() => createSearchReporter((outcome) => analytics?.current?.searchOutcome(outcome), { set: (cb, ms) => setTimeout(cb, ms), clear: (h) => clearTimeout(h as number) }));

  // On mount and on every focus of the box; loadSearchIndex shares one download and retries after a failure.
  // Under Save-Data or on 2g, not on mount: on the first focus.
  useEffect(() => {
    if (loadRequests === 0 && isConstrainedConnection()) return;
    const update = () => {
      setIndexVersion((v) => v + 1);
      onIndexState(isSearchIndexComplete() ? 'complete' : 'partial');
    };
    loadSearchIndex(undefined, update)
      .then((ready) => {
        setEngine(ready);
        update();
      })
      .catch(() => undefined);
  }, [loadRequests, onIndexState]);

  const found = engine && isSearchable(term) ? measureQuery(() => engine.search(term)) : [];
  // When a typed word found nothing and a correction was searched instead: 'Bedoelde je …?'; other
  // fallback steps (parts of a word, related words, words left out) say how the term was searched.
  const correction = engine && isSearchable(term) && found !== null ? engine.getCorrection(term) : null;
  const note = engine && isSearchable(term) && found !== null && found.length > 0 ? engine.explain(term).note : null;
  // Gibberish: the most important pages of the section the visitor is in, and the help link.
  const suggested = engine && isSearchable(term) && found !== null && found.length === 0 ? engine.suggest(location.pathname) : null;
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
  const activeDescendant = showPanel && active >= 0 ? optionId(active) : undefined;

  // The box closes when the reader leaves it (150 ms after blur, so a click on a result reports its rank
  // first) or on a route change. This effect comes first: when a route change closes the box and clears
  // the term in one render, the query is settled before the cleared term would drop it.
  useEffect(() => {
    if (!open) reporter.left();
  }, [open, reporter]);
  // The results of a term count once they are complete (found is null while their documents load).
  const resultCount = found === null ? null : found.length;
  useEffect(() => {
    if (!isSearchable(term)) reporter.cleared();
    else if (resultCount !== null && engine) reporter.typed(term, resultCount);
  }, [term, resultCount, engine, reporter]);

  // A layout effect: the input's ARIA is updated in the same frame as the panel, never painted stale.
  useLayoutEffect(() => {
    onExpanded(showPanel);
    onActiveDescendant(activeDescendant);
  }, [showPanel, activeDescendant, onExpanded, onActiveDescendant]);

  // Spec 4: the term clears on every route change. A new path re-renders SearchBox with it, but a move
  // to a hash on the page on screen (a TOC entry, a heading result) changes no prop: the router says so.
  useEffect(() => {
    const clear = () => {
      setTerm('');
      setOpen(false);
    };
    addEventListener(ROUTE_CHANGE_EVENT, clear);
    return () => removeEventListener(ROUTE_CHANGE_EVENT, clear);
  }, [setTerm, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (targets.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const next = event.key === 'ArrowDown' ? (active + 1) % targets.length : (active - 1 + targets.length) % targets.length;
      setHighlight(next);
      // The panel scrolls (8 results and their headings overflow it): keep the highlighted one in sight.
      // Only for the keyboard: a result under the mouse is in sight already.
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      analytics?.current?.search(term);
      setOpen(false);
      // Through the router, like a click: a heading hit opens its page scrolled to the heading.
      const target = targets[active]!;
      reporter.opened(target.hit + 1);
      const hit = hits[target.hit]!;
      router.go(getHitHref(hit, target.section >= 0 ? hit.sections[target.section]!.anchor : undefined));
    }
  };
  // Renewed on every render: the handlers read this render's options.
  useImperativeHandle(ref, () => ({ onKeyDown, onTyped: () => setHighlight(0) }));

  if (!showPanel) return null;
  return (
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
      {note && (
        <p className="search-fallback" role="status">
          {note}
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
                  <a
                    href={getHitHref(hit, section.anchor)}
                    tabIndex={-1}
                    onClick={() => {
                      reporter.opened(i + 1);
                      setOpen(false);
                    }}
                  >
                    <Highlighted text={section.title} term={term} engine={engine!} />
                  </a>
                </li>
              );
            }
            return (
              <li key={hit.id} {...props} className={k === active ? 'active' : undefined}>
                <a
                  href={getHitHref(hit)}
                  tabIndex={-1}
                  onClick={() => {
                    reporter.opened(i + 1);
                    setOpen(false);
                  }}
                >
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
        <div className="search-empty">
          <p id={listId} className="no-results" role="status">
            Geen resultaten voor &apos;{term}&apos;. Probeer het opnieuw met een andere zoekterm.
          </p>
          {suggested?.hits && suggested.hits.length > 0 && (
            <>
              <p className="search-suggested-title">Misschien helpt een van deze artikelen:</p>
              <ul className="search-suggested">
                {suggested.hits.map((hit) => (
                  <li key={hit.id}>
                    <a href={getHitHref(hit)} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
                      {hit.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {suggested?.help && (
            <p className="search-help">
              Staat je vraag er niet bij?{' '}
              <a href={suggested.help[1]} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
                {suggested.help[0]}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
