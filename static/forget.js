// After log out (the login page loads this once): this phone forgets the group's pages it
// kept for offline use, the actions and entries waiting to be sent, and the service worker
// that kept them. Over HTTPS the log out's Clear-Site-Data header has done it already; over
// plain HTTP, where browsers ignore that header, this does.
"use strict";
(function () {
  const root = document.documentElement;
  const done = [];
  try { localStorage.clear(); } catch (e) { /* no storage: nothing kept */ }
  try { sessionStorage.clear(); } catch (e) { /* idem */ }
  if (window.caches) {
    done.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  if (navigator.serviceWorker) {
    done.push(navigator.serviceWorker.getRegistrations()
      .then((all) => Promise.all(all.map((registration) => registration.unregister()))));
  }
  if (window.indexedDB && indexedDB.databases) {
    done.push(indexedDB.databases().then((all) => all.forEach((db) => {
      if (db.name) indexedDB.deleteDatabase(db.name);
    })));
  }
  Promise.allSettled(done).then(() => { root.dataset.forgotten = "yes"; });
})();
