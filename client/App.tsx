import type { AppState } from './app-state';
import { BareLayout } from './components/BareLayout';
import { FullLayout } from './components/FullLayout';
import { isDetailPath } from './model/paths';
import { DocTemplate } from './templates/DocTemplate';
import { NotFoundTemplate } from './templates/NotFoundTemplate';

/** The isomorphic app: the worker renders it, the browser hydrates it. */
export function App({ state }: { state: AppState }) {
  const { data, nav, site, path } = state;
  const page = data.context.notFound ? <NotFoundTemplate data={data} requestedPath={path} /> : <DocTemplate data={data} />;
  if (isDetailPath(path)) return <BareLayout>{page}</BareLayout>;
  return (
    <FullLayout data={data} nav={nav} site={site} path={path}>
      {page}
    </FullLayout>
  );
}
