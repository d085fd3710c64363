import { useEffect } from 'react';

/** Each page names itself in the tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Sokoni` : 'Sokoni — local delivery';
  }, [title]);
}
