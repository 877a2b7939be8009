import type { PageData } from '../model/types';

/** A documentation page: title, description and the build-rendered, sanitized body. */
export function DocTemplate({ data }: { data: PageData }) {
  return (
    <article className="doc">
      <h1>{data.page.title}</h1>
      <div className="content" dangerouslySetInnerHTML={{ __html: data.page.html }} />
    </article>
  );
}
