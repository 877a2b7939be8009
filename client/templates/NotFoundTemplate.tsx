import type { PageData } from '../model/types';

/** The not-found page; echoes the requested path (React escapes it). */
export function NotFoundTemplate({ data, requestedPath }: { data: PageData; requestedPath: string }) {
  return (
    <article className="doc not-found">
      <h1>{data.page.title}</h1>
      <p className="requested-path">
        Gevraagd adres: <code>{requestedPath}</code>
      </p>
      <div className="content" dangerouslySetInnerHTML={{ __html: data.page.html }} />
    </article>
  );
}
