import type { TAuditEntry } from '@sokoni/domain/contracts/admin';
import { i18n } from '../../../i18n/i18n.ts';


/** The action in words (`auditActions.<area>.<verb>` in the catalogue); an action without words yet shows as the server names it. */
export function actionLabel(action: string): string {
  const key = `admin:auditActions.${action}`;
  return i18n.exists(key) ? String(i18n.t(key as never)) : action;
}

/** The details keys that name the target, in the order worth showing. */
const NAME_KEYS = ['businessName', 'username', 'names', 'orderId', 'email'] as const;

/** A readable name for the target (store name, username, order number…), else its type and id. */
export function targetLabel(entry: Pick<TAuditEntry, 'targetType' | 'targetId' | 'details'>): string {
  const details = entry.details && typeof entry.details === 'object' ? (entry.details as Record<string, unknown>) : {};
  const name = NAME_KEYS.map((key) => details[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (entry.targetType === 'settings') return name ?? i18n.t('admin:audit.bannerAndMarquee');
  return name ?? `${entry.targetType} ${entry.targetId}`;
}
