import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * A text input mirrored into the URL after a pause. The input keeps what is being typed; a
 * change of the URL from elsewhere (back button, a cleared filter) replaces it.
 */
export function useUrlDraft(urlValue: string, push: (value: string) => void, delay = 400) {
  const [draft, setDraft] = useState(urlValue);
  const pushed = useRef(urlValue);
  const debounced = useDebouncedValue(draft, delay);

  useEffect(() => {
    if (urlValue !== pushed.current) {
      pushed.current = urlValue;
      setDraft(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    if (debounced.trim() === pushed.current.trim()) return;
    pushed.current = debounced.trim();
    push(debounced);
    // Only a new debounced value pushes (`push` is a fresh function each render).
  }, [debounced]);

  return [draft, setDraft] as const;
}
