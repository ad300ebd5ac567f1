/* global self -- imported into the service worker (sw.js), whose global is self */
/* Afterwork's service worker, the part Workbox does not write (imported by sw.js; issue 33 §2):
 * Web Push. A push carries JSON { title, body, url, tag } (api/src/modules/push): it is shown as a notification, and
 * tapping it opens (or focuses) the page it names on this site. */
self.addEventListener('push', function (event) {
  var data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  var title = data.title || 'Afterwork';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      data: { url: typeof data.url === 'string' && data.url.charAt(0) === '/' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        var w = windows[i];
        if (new URL(w.url).origin === self.location.origin && 'navigate' in w) {
          return w.focus().then(function (c) { return (c || w).navigate(url); });
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
