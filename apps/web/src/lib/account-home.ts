import type { Session } from './session.ts';

/** Where the header's account icon leads: driver first, then partner (admin to its own page), then customer. */
export function accountHome(session: Session): string | null {
  if (session.driver) return '/driver/dashboard';
  if (session.partner) return session.partner.profile.role === 'admin' ? '/superuserdashboard' : '/dashboard';
  if (session.user) return '/customer-dashboard';
  return null;
}
