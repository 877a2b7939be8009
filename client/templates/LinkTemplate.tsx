import DocTemplate from './DocTemplate';
import type { TemplateProps } from './registry';

/** perm-link: a permanent link by page id shows its target page. */
export default function LinkTemplate(props: TemplateProps) {
  return <DocTemplate {...props} />;
}
