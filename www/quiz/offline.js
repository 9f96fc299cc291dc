// Tenace's own quiz pages (the demo, quiz.html and the editor) work offline
// after the first visit: they register the site's service worker, which
// precaches every file of the site, dist/quiz/ included. A page that embeds
// the widget elsewhere does not load this file: the widget never installs
// anything on a host page.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('../sw.js', { scope: '../' }).catch(() => {
    // No service worker (a private window, file://): the pages still work online.
  });
}
