import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { setRedirectPath, type Profiles, type RoleSession, type SessionRole } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { PageShell } from '../layout/page-shell.tsx';
import { LoginRequiredModal } from './login-required-modal.tsx';

const LOGIN_PAGE: Record<Exclude<SessionRole, 'user'>, string> = {
  partner: '/sign-in',
  driver: '/driver-login',
};

/** A customer without a session: remember this page, then ask them to log in. */
function CustomerLoginPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setRedirectPath(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return (
    <PageShell>
      <div className="min-h-[50dvh]" />
      <LoginRequiredModal open onClose={() => navigate('/', { replace: true })} />
    </PageShell>
  );
}

/**
 * Renders its children only for a logged-in account of `role`; anyone else is sent to the
 * login of that role (customers get the login prompt and come back here afterwards).
 */
export function RequireSession<R extends SessionRole>({
  role,
  children,
}: {
  role: R;
  children: (session: RoleSession<Profiles[R]>) => ReactNode;
}) {
  const session = useSession()[role] as RoleSession<Profiles[R]> | null;
  if (session) return <>{children(session)}</>;
  if (role === 'user') return <CustomerLoginPrompt />;
  return <Navigate to={LOGIN_PAGE[role as Exclude<SessionRole, 'user'>]} replace />;
}
