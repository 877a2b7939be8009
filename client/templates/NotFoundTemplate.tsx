import { useMemo } from 'react';
import type { TemplateProps } from './registry';

/** 404: the not-found page; echoes the requested path (React escapes it). */
export default function NotFoundTemplate({ data, path }: TemplateProps) {
  // One object per HTML, as in DocTemplate: a new one would make React 19 set innerHTML again.
  const body = useMemo(() => ({ __html: data.page.html }), [data.page.html]);
  return (
    <article className="doc not-found">
      <h1>{data.page.title}</h1>
      <p className="requested-path">
        Gevraagd adres: <code>{path}</code>
      </p>
      <div className="content" dangerouslySetInnerHTML={body} />
    </article>
  );
}
