import { NOTIFICATION_ALERT_WINDOW_MS, type TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { i18n } from '../../../i18n/i18n.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { playNewOrderSound } from '../../../lib/new-order-sound.ts';

const ALERTED_KEY = 'partnerAlertedNotifications';
const REMEMBERED = 600;

/** Ids already alerted, kept across reloads so one order never rings twice. */
function readAlerted(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ALERTED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function rememberAlerted(ids: string[]) {
  const next = [...readAlerted(), ...ids].slice(-REMEMBERED);
  localStorage.setItem(ALERTED_KEY, JSON.stringify(next));
}

/** A notification is known by its id and by its sub-order (a live one may carry a provisional id). */
const keysOf = (n: TPartnerNotification) => [n._id, ...(n.subOrderId ? [`sub:${n.subOrderId}`] : [])];

/** Unread notifications younger than four hours that have not rung yet. */
export function notificationsToAlert(list: readonly TPartnerNotification[], now: number): TPartnerNotification[] {
  const alerted = new Set(readAlerted());
  return list.filter((n) => {
    if (n.read || n.isRead || keysOf(n).some((key) => alerted.has(key))) return false;
    const age = now - Date.parse(n.timestamp);
    return Number.isFinite(age) && age < NOTIFICATION_ALERT_WINDOW_MS;
  });
}

function showDesktopAlert(notification: TPartnerNotification) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const alert = new Notification(i18n.t('desktopAlert.title', { ns: 'partner', brand: siteConfig.name }), { body: notification.message, tag: notification._id });
    alert.onclick = () => {
      window.focus();
      if (notification.subOrderId) window.open(`/partner/orders/${notification.subOrderId}`, '_blank', 'noopener');
      alert.close();
    };
  } catch {
    /* some mobile browsers only allow notifications from a service worker */
  }
}

/** One sound for the batch, one desktop notification per new order; each id alerts once. Answers those that rang. */
export function alertNewOrders(list: readonly TPartnerNotification[], now = Date.now()): TPartnerNotification[] {
  const fresh = notificationsToAlert(list, now);
  if (fresh.length === 0) return [];
  rememberAlerted(fresh.flatMap(keysOf));
  playNewOrderSound();
  for (const notification of fresh) showDesktopAlert(notification);
  return fresh;
}
