import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearRoleSession, type SessionRole } from './session.ts';
import { sharedKeys } from './query-keys.ts';
import { forgetPhoneAlertsOnSignOut } from './phone-alerts.ts';

/**
 * Logs one role out and returns home. The session is cleared only once the account page has
 * unmounted: clearing it earlier would let that page's "not logged in" redirect win the race
 * against the navigation home.
 */
export function useLogout(role: SessionRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggingOut = useRef(false);

  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearRoleSession(role);
      queryClient.removeQueries({ queryKey: sharedKeys.role(role) });
    },
    [role, queryClient],
  );

  return useCallback(() => {
    loggingOut.current = true;
    // This device stops alerting the account that signs out.
    forgetPhoneAlertsOnSignOut(role);
    void navigate('/', { replace: true });
  }, [navigate, role]);
}
