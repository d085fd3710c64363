import { useEffect, useState, type ReactNode } from 'react';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDriverSessionRedirect } from '../hooks/use-driver-session-redirect.ts';
import { DriverAuthToggle } from './driver-auth-toggle.tsx';

const SKELETON_MS = 400;

/** Frame of the driver sign-up and login pages: 400 ms skeleton, session check, mode toggle. */
export function DriverAuthPage({ title, subtitle, fields, children }: { title: string; subtitle: string; fields: number; children: ReactNode }) {
  const checking = useDriverSessionRedirect();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AuthShell title={title} subtitle={subtitle} wide={fields > 3} backTo="/">
      <DriverAuthToggle />
      {waited && !checking ? children : <FormSkeleton fields={fields} />}
    </AuthShell>
  );
}
