import { apiRequest } from './api-client.ts';
import { getSession, type Session, type SessionRole } from './session.ts';

/** What the 'Alerts on this phone' switch can say about this device. */
export type PhoneAlertsState = 'unsupported' | 'ios-home-screen' | 'denied' | 'off' | 'on';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);
const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

/** iPhones deliver push only to the app added to the Home Screen (iOS 16.4+); elsewhere the browser must have the Push API. */
export function phoneAlertsSupport(): 'yes' | 'unsupported' | 'ios-home-screen' {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (isIos() && !standalone()) return 'ios-home-screen';
  return 'PushManager' in window && 'Notification' in window ? 'yes' : 'unsupported';
}

/** The service worker is registered by a deferred script; it may take a moment after the first visit. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 10_000));
  return Promise.race([ready, late]);
}

export async function currentPhoneAlerts(): Promise<PhoneAlertsState> {
  const support = phoneAlertsSupport();
  if (support !== 'yes') return support;
  if (Notification.permission === 'denied') return 'denied';
  const existing = await navigator.serviceWorker.getRegistration().then((r) => r?.pushManager.getSubscription() ?? null);
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
}

const toBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Asks the browser's permission (only ever after a tap), subscribes with the server's key and
 * tells the server which account this device alerts. Answers the new state: 'denied' when the
 * person said no, which is explained rather than asked again.
 */
export async function turnPhoneAlertsOn(role: SessionRole): Promise<PhoneAlertsState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await apiRequest<{ publicKey: string }>('/api/push/key', { auth: role });
  const sw = await registration();
  const subscription = (await sw.pushManager.getSubscription()) ?? (await sw.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) }));
  await apiRequest('/api/push/subscriptions', { method: 'POST', auth: role, body: subscription.toJSON() });
  return 'on';
}

/** Stops alerts on this device: the server forgets it, and so does the browser. */
export async function turnPhoneAlertsOff(role: SessionRole, token = getSession()[role]?.token): Promise<PhoneAlertsState> {
  const subscription = await navigator.serviceWorker.getRegistration().then((r) => r?.pushManager.getSubscription() ?? null);
  if (!subscription) return 'off';
  if (token) {
    await apiRequest('/api/push/subscriptions', { method: 'DELETE', headers: { authorization: `Bearer ${token}` }, body: { endpoint: subscription.endpoint } });
  }
  await subscription.unsubscribe();
  return 'off';
}

/** Signing out: this device stops alerting the account that leaves. Its token is read now, before the session forgets it. */
export function forgetPhoneAlertsOnSignOut(role: SessionRole): void {
  if (phoneAlertsSupport() !== 'yes') return;
  const token = getSession()[role]?.token;
  void turnPhoneAlertsOff(role, token).catch(() => undefined);
}

/** Whose alerts this device carries: the persona of the page open, or whoever is signed in. */
export function alertsRoleFor(pathname: string, session: Session): SessionRole | null {
  const byPage: SessionRole = /^\/(driver)/.test(pathname) ? 'driver' : /^\/(dashboard|user|partner|superuserdashboard)/.test(pathname) ? 'partner' : 'user';
  if (session[byPage]) return byPage;
  return (['partner', 'driver', 'user'] as const).find((role) => session[role]) ?? null;
}
