import { startFakePushService, type FakePushService } from '../apps/server/test/helpers/fake-push-service.ts';
import { placeDemoOrder, login } from './fixtures/api.ts';
import { pushServicePort } from './fixtures/ports.ts';
import { expect, test, type Page } from './fixtures/test.ts';

// This journey is about the service worker, which the other journeys' phones go without.
test.use({ serviceWorkers: 'allow' });

/**
 * A shop's tablet asleep in a drawer still hears of a new order (issue 30, decision 035). The
 * browser's push manager is replaced at its edge: its subscription's endpoint is a push service
 * stand-in this journey starts, which checks the VAPID signature and decrypts what the server
 * sends with the subscription's keys. The decrypted message is then delivered to the service
 * worker as a push service would (Chrome DevTools Protocol), and the notification it shows is
 * tapped (a `notificationclick` in the service worker: a headless browser has no notification to
 * click).
 */
let push: FakePushService;

test.beforeAll(async () => {
  push = await startFakePushService({ port: pushServicePort() });
});
test.afterAll(async () => {
  await push?.close();
});

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url }));
  });

test('a shop turns order alerts on, a new order reaches its service worker as a notification, and a tap opens the order', async ({ page, context, request, baseURL }) => {
  // Sign-in, a service worker installing, an order and a push on a shared machine.
  test.setTimeout(150_000);
  const device = push.subscribe();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // The browser's push manager, stubbed at its edge: it subscribes at the stand-in, with the keys the stand-in decrypts with.
  await context.addInitScript((subscription) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function () {
      current = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => ((current = null), true),
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, device);

  await page.goto('/sign-in');
  // The service worker controls the page from its second load on, as on a shop's tablet.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel('Username, phone or business name').fill('Kilimani Pizza Oven');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const prompt = page.getByRole('region', { name: 'Order alerts' });
  await expect(prompt.getByRole('heading', { name: 'Turn on order alerts' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Turn on order alerts' }).click();
  await expect(prompt).toContainText('Order alerts are on for this device.');

  const order = await placeDemoOrder(request, await login(request, 'wanjiku'));
  await expect.poll(() => push.received.filter((m) => m.subscription === device.endpoint).length, { timeout: 15_000 }).toBe(1);
  expect(push.refused).toEqual([]);
  const [received] = push.received.filter((m) => m.subscription === device.endpoint);
  expect(received).toMatchObject({ urgency: 'high', ttl: 120 });
  expect(received!.payload).toEqual({
    title: `New order ${order.orderId}`,
    body: expect.stringMatching(/^Ksh [\d,]+\.\d{2}\. Open it to accept or decline\.$/),
    url: `/partner/orders/${order.subOrderId}`,
    tag: `sub-order-${order.subOrderId}`,
  });

  // The push service hands the message to the browser, which wakes the service worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(received!.payload) });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: `New order ${order.orderId}`, body: (received!.payload as { body: string }).body, tag: `sub-order-${order.subOrderId}`, url: `/partner/orders/${order.subOrderId}` }]);

  // The tap: the service worker's notificationclick handler brings the open Sokoni window to the order.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    // The service worker's global scope (the e2e code is typed for pages, not workers).
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(new RegExp(`/partner/orders/${order.subOrderId}$`));
  await expect(page.getByText(order.orderId).first()).toBeVisible();
  // A tapped notification goes away.
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
