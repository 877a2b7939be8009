import { useMemo } from 'react';

/**
 * The build-rendered body of a page. React 19 sets `innerHTML` again whenever the
 * `dangerouslySetInnerHTML` object is a new one, even with the same HTML, so a re-render of the page
 * (the client-only share URL, the full menu tree, the router) would rebuild the whole article: images
 * decoded again, a selection or focus inside it lost, the parse on the main thread. The object lives as
 * long as its HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  const body = useMemo(() => ({ __html: html }), [html]);
  return <div className="content" dangerouslySetInnerHTML={body} />;
}
