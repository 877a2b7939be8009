import type { AppState } from './app-state';
import { BareLayout } from './components/BareLayout';
import { FullLayout } from './components/FullLayout';
import { isDetailPath } from '../core/paths';
import type { Template } from './templates/registry';

/** The isomorphic app: the worker renders it, the browser hydrates it; the layout follows the path. */
export function App({ state, Template, onNeedFullNav }: { state: AppState; Template: Template; onNeedFullNav?: () => void }) {
  const { data, nav, site, path } = state;
  const page = <Template data={data} path={path} />;
  if (isDetailPath(path)) return <BareLayout>{page}</BareLayout>;
  return (
    <FullLayout data={data} nav={nav} site={site} path={path} onNeedFullNav={onNeedFullNav ?? (() => undefined)}>
      {page}
    </FullLayout>
  );
}
