import { useEffect, useState } from 'react';
import { useIsClient } from '../use-is-client';

/** 'Delen': copy the link (with feedback), mail it, and the native share sheet where the browser has one. */
export function ShareBar({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);
  // Only after hydration: the server cannot know whether the browser has a share sheet.
  const canShare = useIsClient() && typeof navigator.share === 'function';
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <div className="share-bar" role="group" aria-label="Delen">
      <button type="button" onClick={() => void copy()}>
        Link kopiëren
      </button>
      <a href={mail}>Mailen</a>
      {canShare && (
        <button type="button" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
          Delen…
        </button>
      )}
      <span className="share-status" role="status" aria-live="polite">
        {copied ? 'Link gekopieerd' : ''}
      </span>
    </div>
  );
}
