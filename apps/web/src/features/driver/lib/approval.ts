import type { TDriver } from '@sokoni/domain/contracts/driver';

/**
 * Why this driver may not see or take open orders, in the server's words, or null when they may.
 * The dashboard asks this first, so a pending driver's page never calls (and re-calls on every
 * focus or reconnect) the open-orders endpoints the server would answer with 403.
 */
export function whyNoOrders(driver: Pick<TDriver, 'verificationStatus' | 'rejectionReason' | 'suspended'>): string | null {
  if (driver.suspended) return 'Your driver account is suspended. Please contact support.';
  if (driver.verificationStatus === 'Pending') return 'Your driver account is awaiting approval. You can take orders once it is approved.';
  if (driver.verificationStatus === 'Rejected') {
    return `Your driver account was not approved${driver.rejectionReason ? `: ${driver.rejectionReason}` : ''}. Please contact support.`;
  }
  return null;
}
