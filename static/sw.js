// Service worker: the network first, this phone's cache when there is no network.
// Static files, rules pages and printable aids are kept as they are visited, so the rules
// can be read with no connection. Plays and the API are never served from the cache.
"use strict";
const CACHE = "companion-v1";
const PRECACHE = ["/static/app.css", "/static/app.js", "/static/theme.js", "/static/live.js",
                  "/static/icons/icon-192.png", "/manifest.webmanifest"];
const KEEP = [/^\/static\//, /^\/games\/[^/]+\/rules/, /^\/games\/[^/]+\/print\//,
              /^\/games\/[^/]+$/, /^\/$/, /^\/manifest\.webmanifest$/];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  if (!KEEP.some((pattern) => pattern.test(url.pathname))) return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    }
    return response;
  }).catch(() => caches.match(event.request).then((hit) => hit || caches.match(url.pathname)
    // The worker cannot read the page's texts: the three languages, one line each.
    .then((page) => page || new Response("You are offline and this page was not saved yet.\n" +
      "Sin conexión: esta página aún no se había guardado.\n" +
      "Hors ligne : cette page n'a pas encore été enregistrée.",
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })))));
});
