// Cardfolio's service worker. Today it only shows Web Push notifications (issue #37, ADR 077);
// the PWA worker of issue #36 extends this same file (caching, offline) and keeps these two
// listeners. Plain JS served from the site root, so its scope is the whole app.

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: 'Cardfolio', body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Cardfolio';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: message.body || '',
        tag: message.id ? `notification-${message.id}` : undefined,
        icon: '/favicon.svg',
        data: { link: message.link || '/' },
      }),
      // Open tabs refresh their bell at once.
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
        for (const tab of tabs) {
          tab.postMessage({ type: 'cardfolio-push', message });
        }
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data?.link || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((each) => new URL(each.url).origin === self.location.origin);
      if (tab) {
        return tab.focus().then((focused) => focused.navigate(link));
      }
      return self.clients.openWindow(link);
    }),
  );
});
