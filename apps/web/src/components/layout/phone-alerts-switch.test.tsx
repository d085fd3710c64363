import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../lib/session.ts';
import { stubFetch } from '../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { PhoneAlertsSwitch } from './phone-alerts-switch.tsx';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/** The browser's push edge: the service worker registration, its push manager and the permission prompt. */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: async () => ((subscription = null), true),
    };
    expect(options.applicationServerKey).toHaveLength(65);
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration } }));
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => ((notification.permission = answer), answer));
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  return { subscribe, requestPermission };
}

function signInShop() {
  localStorage.setItem('partnerDetails', JSON.stringify({ businessName: 'Mama Mboga', role: 'partner' }));
  localStorage.setItem('partnerToken', 'partner-token');
  restoreSession();
}

beforeEach(() => {
  localStorage.clear();
  restoreSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('alerts on this phone', () => {
  it('asks the browser only after the tap, subscribes with the server key and tells the server which shop this device alerts', async () => {
    signInShop();
    const browser = stubBrowser('default');
    const server = stubFetch({
      'GET /api/push/key': () => jsonResponse(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => jsonResponse(201, { message: 'Alerts are on for this device.', endpoint: ENDPOINT }),
    });
    renderWithApp(<PhoneAlertsSwitch />, { route: '/dashboard' });
    const toggle = await screen.findByRole('switch', { name: /Alerts on this phone/ });
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const [sent] = server.callsTo('POST', '/api/push/subscriptions');
    expect(sent?.headers.get('authorization')).toBe('Bearer partner-token');
    expect(sent?.body).toMatchObject({ endpoint: ENDPOINT, keys: { p256dh: expect.any(String), auth: expect.any(String) } });
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
  });

  it('explains a refused permission instead of asking again', async () => {
    signInShop();
    stubBrowser('default', 'denied');
    stubFetch({});
    renderWithApp(<PhoneAlertsSwitch />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('switch', { name: /Alerts on this phone/ }));
    expect(await screen.findByText(/Notifications are blocked for Sokoni in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Alerts on this phone/ })).toBeDisabled();
  });

  it('turns alerts off: the server forgets the device and so does the browser', async () => {
    signInShop();
    stubBrowser('default');
    const server = stubFetch({
      'GET /api/push/key': () => jsonResponse(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => jsonResponse(201, { message: 'on', endpoint: ENDPOINT }),
      'DELETE /api/push/subscriptions': () => jsonResponse(200, { message: 'off', removed: true }),
    });
    renderWithApp(<PhoneAlertsSwitch />, { route: '/dashboard' });
    const toggle = await screen.findByRole('switch', { name: /Alerts on this phone/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.callsTo('DELETE', '/api/push/subscriptions')[0]?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('is not offered to a visitor', async () => {
    stubBrowser('default');
    renderWithApp(<PhoneAlertsSwitch />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
