// Runs from index.html before the app's code has downloaded: a browser holding a session asks
// for the signed-in user, and on /home for the collection, while the code loads. The app adopts
// each answer once (src/web/lib/page-early-requests.ts); the paths are the app's own
// (early-session-check.ts, early-home-requests.ts, checked by page-early-requests.test.ts).
(() => {
  if (!/(?:^|;\s*)sFrontToken=/.test(document.cookie)) {
    return;
  }
  const paths = ['/api/session/me'];
  if (location.pathname === '/home') {
    paths.push('/api/iOSUserCards/', '/api/iOSTCGProductValues/collection-values', '/api/binders');
  }
  const early = {};
  for (const path of paths) {
    early[path] = {
      response: fetch(path, { credentials: 'include' }).catch(() => undefined),
      startedAt: Date.now(),
    };
  }
  window.__cardfolioEarly = early;
})();
