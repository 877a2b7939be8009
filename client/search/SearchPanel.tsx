/**
 * The search box's results: loading the index, querying, the keyboard over the options and the panel
 * markup, over the search state SearchBox owns (search-state.ts). SearchBox imports this module only
 * when the browser is idle after hydration or the box gets focus, so none of it weighs on the first
 * load; the input itself stays in SearchBox (server render).
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { AnalyticsContext } from '../analytics-context';
import { createSearchReporter } from '../../core/insights/search-reporter';
import { withTrailingSlash } from '../../core/paths';
import type { SearchHit } from '../../core/search/fields';
import { isSearchable } from '../../core/search/searchable';
import { useRouter } from '../router-context';
import { isConstrainedConnection, isSearchIndexComplete, loadSearchIndex } from './load-search-index';
import type { SearchEngine } from './search-engine';
import { getOptionKeyAction } from './option-keys';
import { closeBox, SEARCH_LIST_ID, SearchContext, typeTerm } from './search-state';

/** The id of an option, for the input's aria-activedescendant. */
const getOptionId = (option: number) => `${SEARCH_LIST_ID}-option-${option}`;

/** Renders text with the matched words in <mark> (the engine chunk marks them: the stemmer stays off the first load). */
function Highlighted({ text, term, engine }: { text: string; term: string; engine: SearchEngine }) {
  return (
    <>{engine.highlight(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
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

/**
 * The results of the header search box over the local FlexSearch index (spec 2, Search box; spec 4, 5).
 * It reads the search state from SearchBox's context and reports to it what the input shows of the results.
 */
export function SearchPanel() {
  const [{ term, open, highlight }, update] = useContext(SearchContext);
  const analytics = useContext(AnalyticsContext);
  const router = useRouter();
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  // Results are recomputed whenever more of the index arrives.
  const [indexVersion, setIndexVersion] = useState(0);
  // One insights event per final query (a pause, leaving the box, a result opened), never per keystroke.
  // Created once: the analytics context is a stable ref, read when an outcome is reported.
  const [reporter] = useState(() =>
    createSearchReporter((outcome) => analytics?.current?.searchOutcome(outcome), {
      set: (cb, ms) => setTimeout(cb, ms),
      clear: (h) => clearTimeout(h as number),
    }),
  );

  // More of the index arrived: the results are recomputed and the box shows how much is in. Stable, so
  // the index loader keeps it once however often it is asked.
  const refresh = useCallback(() => {
    setIndexVersion((v) => v + 1);
    update({ index: isSearchIndexComplete() ? 'complete' : 'partial' });
  }, [update]);
  // loadSearchIndex shares one download and retries after a failure.
  const load = useCallback(() => {
    loadSearchIndex(undefined, refresh)
      .then((ready) => {
        setEngine(ready);
        refresh();
      })
      .catch(() => undefined);
  }, [refresh]);
  // On start (spec 4), but under Save-Data or on 2g only once the box gets focus.
  useEffect(() => {
    if (!isConstrainedConnection()) load();
  }, [load]);
  // Each time the box opens (it got focus): a load that failed is tried again.
  useEffect(() => {
    if (open) load();
  }, [open, load]);

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
  const activeId = showPanel && active >= 0 ? getOptionId(active) : undefined;

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

  // A layout effect: the input's ARIA follows in the same frame as the panel, never painted stale.
  useLayoutEffect(() => update({ shown: showPanel, active: activeId }), [update, showPanel, activeId]);

  // The arrow keys and Enter in the input that controls this list: only the panel has the options (the
  // input handles Escape itself, which needs none). Renewed on every commit, before the next key press
  // can come: the handler reads this render's options.
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const fromInput = (event.target as Element).getAttribute?.('aria-controls') === SEARCH_LIST_ID;
      const action = fromInput ? getOptionKeyAction(event.key, active, targets.length) : null;
      if (!action) return;
      event.preventDefault();
      if ('move' in action) {
        update({ open: true, highlight: action.move });
        // The panel scrolls (8 results and their headings overflow it): keep the highlighted one in sight.
        // Only for the keyboard: a result under the mouse is in sight already.
        document.getElementById(getOptionId(action.move))?.scrollIntoView({ block: 'nearest' });
        return;
      }
      analytics?.current?.search(term);
      update(closeBox);
      // Through the router, like a click: a heading hit opens its page scrolled to the heading.
      const target = targets[action.open]!;
      reporter.opened(target.hit + 1);
      const hit = hits[target.hit]!;
      router.go(getHitHref(hit, target.section >= 0 ? hit.sections[target.section]!.anchor : undefined));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  if (!showPanel) return null;
  return (
    <div className="search-panel">
      {correction && hits.length > 0 && (
        <p className="search-correction" role="status">
          Bedoelde je{' '}
          <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => update(typeTerm(correction))}>
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
        <ul id={SEARCH_LIST_ID} role="listbox" aria-label="Zoekresultaten">
          {targets.map(({ hit: i, section: j }, k) => {
            const hit = hits[i]!;
            const onMouseEnter = () => update({ highlight: k });
            const props = { id: getOptionId(k), role: 'option', 'aria-selected': k === active, onMouseEnter } as const;
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
                      update(closeBox);
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
                    update(closeBox);
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
          <p id={SEARCH_LIST_ID} className="no-results" role="status">
            Geen resultaten voor &apos;{term}&apos;. Probeer het opnieuw met een andere zoekterm.
          </p>
          {suggested?.hits && suggested.hits.length > 0 && (
            <>
              <p className="search-suggested-title">Misschien helpt een van deze artikelen:</p>
              <ul className="search-suggested">
                {suggested.hits.map((hit) => (
                  <li key={hit.id}>
                    <a href={getHitHref(hit)} onMouseDown={(event) => event.preventDefault()} onClick={() => update(closeBox)}>
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
              <a href={suggested.help[1]} onMouseDown={(event) => event.preventDefault()} onClick={() => update(closeBox)}>
                {suggested.help[0]}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
