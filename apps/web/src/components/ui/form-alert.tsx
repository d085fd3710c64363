import { useEffect, useRef } from 'react';
import { Alert } from './alert.tsx';

/** A form's error message, scrolled into view so it is seen even from the bottom of a long form. */
export function FormAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="scroll-mt-24">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
