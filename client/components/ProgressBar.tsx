import { useEffect, useState } from 'react';

/** Shown only for navigations that take longer than this. */
export const PROGRESS_DELAY_MS = 150;

/** A slim bar at the top while a slow navigation is pending. */
export function ProgressBar({ pending }: { pending: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    // The navigation ended (or a newer one began): hide the bar with it.
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [pending]);
  return visible ? <div className="progress-bar" role="progressbar" aria-label="Pagina laden" /> : null;
}
