import type { ReactNode } from 'react';

/** Bare layout for every '/detail' path: only the page content, to be framed in the product. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-bare">
      {children}
    </main>
  );
}
