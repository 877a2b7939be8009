import { useEffect, useMemo } from 'react';
import { ArticleFooter } from '../components/ArticleFooter';
import { ChildPages } from '../components/ChildPages';
import { ShareBar } from '../components/ShareBar';
import { useIsClient } from '../use-is-client';
import type { TemplateProps } from './registry';

/** confluence-body: a documentation page — share bar, title, the build-rendered body, its child pages, the article footer. */
export default function DocTemplate({ data }: TemplateProps) {
  const origin = useIsClient() ? location.origin : '';
  const url = `${origin}${data.context.canonical}`;
  // React 19 sets innerHTML again whenever this object is new, even with the same HTML: a re-render (the
  // share URL, the full menu tree, the router) would rebuild the whole article. It lives as long as its HTML.
  const body = useMemo(() => ({ __html: data.page.html }), [data.page.html]);

  // Heading anchors copy their link as well as jumping to the heading.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('.heading-anchor') as HTMLAnchorElement | null;
      if (anchor) void navigator.clipboard?.writeText(anchor.href).catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    // data-claims: the page's count of claims to confirm, shown only where <html> asks (client/styles.css).
    <article className="doc" data-claims={data.page.claims}>
      <ShareBar title={data.page.title} url={url} />
      <h1>{data.page.title}</h1>
      <div className="content" dangerouslySetInnerHTML={body} />
      {data.page.children && data.page.children.length > 0 && <ChildPages pages={data.page.children} />}
      <ArticleFooter page={data.page} />
    </article>
  );
}
