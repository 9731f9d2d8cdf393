// Service worker: the network with a short timeout, then this phone's cache. Every page a
// phone has seen (rules, aids, the plays it followed, the history) is kept as it is
// visited and opens with no connection, or a hung one; a page never seen gets the app's
// own offline page, in the language of the last page shown. The API is never cached.
// Our own small code rather than Workbox: a timeout race and a cache lookup are fewer lines
// than the vendored modules would be, and the offline page per language is ours anyway.
"use strict";
const CACHE = "companion-v2";
const LANGUAGES = ["en", "es", "fr"];
const OFFLINE = (lang) => "/offline?lang=" + lang;
const PRECACHE = ["/static/app.css", "/static/app.js", "/static/theme.js", "/static/live.js",
                  "/static/drafts.js", "/static/icons/icon-192.png", "/manifest.webmanifest",
                  ...LANGUAGES.map(OFFLINE)];
const PLAY = /^\/plays\/([A-Za-z0-9_-]{16})(\/|$)/;
const PHASE_PAGE = /^\/plays\/([A-Za-z0-9_-]{16})\/(setup|track|score|results)$/;
const KEEP = [/^\/static\//, /^\/games\/[^/]+\/rules/, /^\/games\/[^/]+\/print(\/|$)/,
              /^\/games\/[^/]+$/, /^\/$/, /^\/manifest\.webmanifest$/, /^\/history(\/|$)/,
              /^\/offline$/, PLAY];
const NEVER = [/^\/plays\/new(\/|$)/, /^\/api\//, /^\/plays\/[^/]+\/join\.svg$/];
const NETWORK_MS = 1500;      // a page that does not come within this comes from the cache
const DOWN_FOR_MS = 10000;    // after a failure, kept copies answer at once for this long
const GIVE_UP_MS = 10000;     // with nothing kept, the network is waited for this long
const LANG_KEY = "/offline/last-language";
let lastFailure = 0;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Each page says its language (static/app.js): the offline page is shown in it.
self.addEventListener("message", (event) => {
  const lang = event.data && event.data.lang;
  if (!LANGUAGES.includes(lang)) return;
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(LANG_KEY, new Response(lang))));
});

function kept(url, request) {
  if (request.method !== "GET" || url.origin !== location.origin) return false;
  if (request.headers.get("x-live-refresh")) return false;   // live.js wants the play now
  if (request.headers.has("range")) return false;            // a video's part: no cache takes it
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return false;
  const play = PLAY.test(url.pathname);
  if (play && request.mode !== "navigate") return false;
  return KEEP.some((pattern) => pattern.test(url.pathname));
}

// A copy the cache can answer a navigation with (a followed redirect cannot be).
async function plain(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText,
                                               headers: response.headers });
}

async function store(request, response) {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE);
  const copy = await plain(response);
  await cache.put(request, copy.clone());
  if (response.redirected) await cache.put(response.url, copy.clone());
  // A play's address opens its page as last seen, whatever its phase.
  const play = new URL(response.url || request.url).pathname.match(PHASE_PAGE);
  if (play) await cache.put("/plays/" + play[1], copy.clone());
}

function fromNetwork(request) {
  return fetch(request).then((response) => {
    lastFailure = 0;
    if (response.ok && response.type === "basic") return store(request, response.clone()).then(() => response);
    return response;
  }, (error) => {
    lastFailure = Date.now();
    throw error;
  });
}

async function fromCache(request, url) {
  const options = { ignoreVary: true };
  return (await caches.match(request, options)) || (await caches.match(url.pathname, options)) ||
    (request.mode === "navigate" ? await caches.match(url.pathname, Object.assign({ ignoreSearch: true }, options)) : undefined);
}

async function offlinePage() {
  const said = await caches.match(LANG_KEY);
  const lang = said ? await said.text() : (self.navigator.language || "en").slice(0, 2);
  return (await caches.match(OFFLINE(LANGUAGES.includes(lang) ? lang : "en"), { ignoreVary: true })) ||
    Response.error();
}

async function answer(event, url) {
  const network = fromNetwork(event.request);
  event.waitUntil(network.then(() => {}, () => {}));   // a late answer still refreshes the copy
  const wait = Date.now() - lastFailure < DOWN_FOR_MS ? 0 : NETWORK_MS;
  const early = await Promise.race([network.catch(() => "failed"),
                                    new Promise((resolve) => setTimeout(resolve, wait, "late"))]);
  if (early !== "failed" && early !== "late") return early;
  if (early === "late") lastFailure = Date.now();
  const copy = await fromCache(event.request, url);
  if (copy) return copy;
  if (event.request.mode === "navigate") {
    if (early === "failed") return offlinePage();
    return Promise.race([network, new Promise((resolve) => setTimeout(resolve, NETWORK_MS, null))])
      .then((response) => response || offlinePage(), () => offlinePage());
  }
  return Promise.race([network, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS, null))])
    .then((response) => response || Response.error());
}

// A page never kept (a form): the network, for a while, else the app's offline page.
// (A navigation's request takes no AbortSignal: a race instead.)
function navigation(request) {
  return Promise.race([fetch(request), new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS, null))])
    .then((response) => response || offlinePage(), () => offlinePage());
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (kept(url, event.request)) {
    event.respondWith(answer(event, url));
  } else if (event.request.mode === "navigate" && event.request.method === "GET" && url.origin === location.origin) {
    // A page that is never kept still gets the app's own word when there is no network.
    event.respondWith(navigation(event.request));
  }
});
