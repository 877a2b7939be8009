import { useContext, useState } from 'react';
import { AnalyticsContext } from '../analytics-context';
import { formatDutchDate } from '../../core/dates';
import type { DocPage } from '../../core/types';

/** 'Was dit artikel nuttig?': Ja/Nee, recorded by the analytics and first-party insights (unless GPC/DNT); a thank-you either way. */
function Feedback({ pageId, path }: { pageId: string; path: string }) {
  const analytics = useContext(AnalyticsContext);
  const [answer, setAnswer] = useState<'ja' | 'nee' | null>(null);
  const choose = (value: 'ja' | 'nee') => {
    setAnswer(value);
    analytics?.current?.feedback(pageId, value === 'ja', path);
  };
  return (
    <section className="feedback" aria-labelledby="feedback-title">
      {answer === null ? (
        <>
          <h2 id="feedback-title">Was dit artikel nuttig?</h2>
          <button type="button" onClick={() => choose('ja')}>
            Ja
          </button>
          <button type="button" onClick={() => choose('nee')}>
            Nee
          </button>
        </>
      ) : (
        <p id="feedback-title" role="status">
          Bedankt voor je reactie!
        </p>
      )}
    </section>
  );
}

/** Under an article: last change, related articles, previous/next in menu order, feedback. */
export function ArticleFooter({ page }: { page: DocPage }) {
  return (
    <footer className="article-footer">
      {page.updated && <p className="updated">Laatst bijgewerkt: {formatDutchDate(page.updated)}</p>}
      {page.related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">Gerelateerde artikelen</h2>
          <ul>
            {page.related.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.title}</a>
                <span>{link.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(page.prev || page.next) && (
        <nav className="prev-next" aria-label="Vorige en volgende">
          {page.prev && (
            <a className="prev" href={page.prev.path} rel="prev">
              <span>Vorige</span>
              {page.prev.title}
            </a>
          )}
          {page.next && (
            <a className="next" href={page.next.path} rel="next">
              <span>Volgende</span>
              {page.next.title}
            </a>
          )}
        </nav>
      )}
      {/* Counted under the article's own path, whichever address (wiki, link, detail) showed it. */}
      <Feedback key={page.id} pageId={page.id} path={page.slug} />
    </footer>
  );
}
