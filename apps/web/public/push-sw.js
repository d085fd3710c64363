/*
 * Push messages for the service worker Workbox generates (imported by it, see pwa.config.ts).
 * The server sends JSON { title, body, url, tag } (decision 035): shown as a notification, one
 * per tag (an order's newer message replaces the older), and a tap opens or focuses `url`.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: message.body || '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: typeof message.url === 'string' ? message.url : '/' },
  };
  if (message.tag) {
    options.tag = message.tag;
    // A replaced message still rings: it is news (a new order, the rider closer).
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(message.title || 'Sokoni', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only Sokoni's own pages open from a notification.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const ours = windows.find((client) => new URL(client.url).origin === target.origin && 'navigate' in client);
      if (ours) {
        const moved = await ours.navigate(target.href).catch(() => null);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
