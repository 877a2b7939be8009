import { ArticleBody } from '../components/ArticleBody';
import type { TemplateProps } from './registry';

/** 404: the not-found page; echoes the requested path (React escapes it). */
export default function NotFoundTemplate({ data, path }: TemplateProps) {
  return (
    <article className="doc not-found">
      <h1>{data.page.title}</h1>
      <p className="requested-path">
        Gevraagd adres: <code>{path}</code>
      </p>
      <ArticleBody html={data.page.html} />
    </article>
  );
}
