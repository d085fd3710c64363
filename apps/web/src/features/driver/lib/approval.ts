import type { TDriver } from '@sokoni/domain/contracts/driver';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * Why this driver may not see or take open orders, in the server's words (in the reader's language), or null when they may.
 * The dashboard asks this first, so a pending driver's page never calls (and re-calls on every
 * focus or reconnect) the open-orders endpoints the server would answer with 403.
 */
export function whyNoOrders(driver: Pick<TDriver, 'verificationStatus' | 'rejectionReason' | 'suspended'>): string | null {
  if (driver.suspended) return i18n.t('driver:approval.suspended');
  if (driver.verificationStatus === 'Pending') return i18n.t('driver:approval.pending');
  if (driver.verificationStatus === 'Rejected') {
    return driver.rejectionReason ? i18n.t('driver:approval.rejectedWithReason', { reason: driver.rejectionReason }) : i18n.t('driver:approval.rejected');
  }
  return null;
}
