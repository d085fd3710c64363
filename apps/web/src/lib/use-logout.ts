import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearRoleSession, type SessionRole } from './session.ts';

/**
 * Logs one role out and returns home. The session is cleared after leaving the page so the
 * page's own "not logged in" redirect never fires on the way out.
 */
export function useLogout(role: SessionRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await navigate('/', { replace: true });
    clearRoleSession(role);
    queryClient.removeQueries({ queryKey: [role] });
  }, [navigate, queryClient, role]);
}
