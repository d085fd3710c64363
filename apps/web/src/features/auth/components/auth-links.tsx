import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The row of "other ways in" under each auth form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="mt-6 space-y-2 border-t border-stone-100 pt-5 text-center text-sm text-stone-600">{children}</div>;
}

/** Its words come as children, or from the sentence a <Trans> places it in. */
export function AuthLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="rounded font-semibold text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline">
      {children}
    </Link>
  );
}
