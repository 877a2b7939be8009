import type { TemplateProps } from './registry';

/** confluence-body: a documentation page, its title and the build-rendered, sanitized body. */
export default function DocTemplate({ data }: TemplateProps) {
  return (
    <article className="doc">
      <h1>{data.page.title}</h1>
      <div className="content" dangerouslySetInnerHTML={{ __html: data.page.html }} />
    </article>
  );
}
