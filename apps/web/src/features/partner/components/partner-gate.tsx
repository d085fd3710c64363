import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { setRedirectPath, type Profiles, type RoleSession } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * Store pages need a store session (an admin is a store too). Without one, this page is
 * remembered and the visitor goes to the shared login.
 */
export function PartnerGate({ children }: { children: (session: RoleSession<Profiles['partner']>) => ReactNode }) {
  const { t } = useTranslation('partner');
  const session = useSession().partner;
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (session) return;
    setRedirectPath(location.pathname + location.search);
    void navigate('/sign-in', { replace: true });
  }, [session, location.pathname, location.search, navigate]);
  return session ? <>{children(session)}</> : <PageSpinner label={t('dashboard.redirecting')} />;
}
