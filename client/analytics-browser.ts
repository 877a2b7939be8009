import { type Analytics, createAnalytics } from './analytics';

/** The browser wiring: a gtag queue and a script element (allowed by the CSP's strict-dynamic). */
export function createBrowserAnalytics(id: string | null): Analytics | null {
  if (!id) return null;
  const w = window as unknown as { dataLayer: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  return createAnalytics(id, {
    gtag: function gtag() {
      // gtag reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    },
    loadScript: (url) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = url;
      document.head.appendChild(script);
    },
  });
}
