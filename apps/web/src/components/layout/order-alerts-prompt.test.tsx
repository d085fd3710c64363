import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../lib/session.ts';
import { stubFetch } from '../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { OrderAlertsPrompt } from './order-alerts-prompt.tsx';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/rider-phone';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The browser's push edge: the service worker registration, its push manager and the permission prompt. */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted', userAgent = navigator.userAgent) {
  let subscription: { endpoint: string; toJSON(): unknown } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }) };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const serviceWorker = { ready: Promise.resolve(registration), getRegistration: async () => registration };
  vi.stubGlobal('navigator', Object.create(navigator, { userAgent: { value: userAgent }, serviceWorker: { value: serviceWorker } }));
  vi.stubGlobal('PushManager', function PushManager() {});
  const notification = { permission, requestPermission: vi.fn(async () => ((notification.permission = answer), answer)) };
  vi.stubGlobal('Notification', notification);
  return { subscribe, requestPermission: notification.requestPermission };
}

function signInRider() {
  localStorage.setItem('driver', JSON.stringify({ _id: 'd1', username: 'Otieno' }));
  localStorage.setItem('driverToken', 'driver-token');
  restoreSession();
}

beforeEach(() => {
  localStorage.clear();
  restoreSession();
});
afterEach(() => vi.unstubAllGlobals());

describe("the 'Turn on order alerts' prompt", () => {
  it('asks the browser only after the tap, subscribes this phone for the rider, then says alerts are on and never asks again', async () => {
    signInRider();
    const browser = stubBrowser('default');
    const server = stubFetch({
      'GET /api/push/key': () => jsonResponse(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => jsonResponse(201, { message: 'Alerts are on for this device.', endpoint: ENDPOINT }),
    });
    const { unmount } = renderWithApp(<OrderAlertsPrompt role="driver" />, { route: '/driver/dashboard' });
    const prompt = await screen.findByRole('region', { name: 'Order alerts' });
    expect(prompt).toHaveTextContent('Hear of deliveries near you');
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on order alerts' }));
    expect(await screen.findByText('Order alerts are on for this device.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/push/subscriptions')[0]?.headers.get('authorization')).toBe('Bearer driver-token');
    unmount();

    renderWithApp(<OrderAlertsPrompt role="driver" />, { route: '/driver/dashboard' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Order alerts' })).toBeNull();
  });

  it('on an iPhone outside the Home Screen app explains adding it there first, and offers no button that cannot work', async () => {
    signInRider();
    const browser = stubBrowser('default', 'granted', IPHONE);
    stubFetch({});
    renderWithApp(<OrderAlertsPrompt role="driver" />, { route: '/driver/dashboard' });
    expect(await screen.findByText(/tap Share, then 'Add to Home Screen'/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on order alerts' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Order alerts' })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('explains a refusal and does not ask again', async () => {
    signInRider();
    const browser = stubBrowser('default', 'denied');
    stubFetch({});
    const { unmount } = renderWithApp(<OrderAlertsPrompt role="partner" />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on order alerts' }));
    expect(await screen.findByText(/Notifications are blocked for Sokoni in this browser, so Sokoni will not ask again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on order alerts' })).toBeNull();
    unmount();
    renderWithApp(<OrderAlertsPrompt role="partner" />, { route: '/dashboard' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Turn on order alerts' })).toBeNull();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it("remembers 'Not now' on this device", async () => {
    signInRider();
    stubBrowser('default');
    stubFetch({});
    const { unmount } = renderWithApp(<OrderAlertsPrompt role="partner" />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Turn on order alerts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    unmount();
    renderWithApp(<OrderAlertsPrompt role="partner" />, { route: '/dashboard' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
