import DocTemplate from './DocTemplate';
import type { TemplateProps } from './registry';

/** wiki-link: a Confluence tiny link shows its target page (canonical to the /uitleg/ slug). */
export default function WikiTemplate(props: TemplateProps) {
  return <DocTemplate {...props} />;
}
