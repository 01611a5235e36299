/**
 * The page's JavaScript waits for the first paint.
 *
 * A page is server-rendered and complete without JavaScript; its ≈ 30 modules (170 KB) only make it
 * interactive. React Router announces them in the head (`<link rel="modulepreload">`) and starts them from an
 * inline module script, so on a phone's connection they share the bandwidth with the stylesheet, the fonts
 * and the main photograph, and the first paint waits. The server renames both (scripts-after-paint.server.ts)
 * so the browser ignores them, and the small loader below — rendered after React Router's scripts — turns them
 * back into a real module preload and module script once the page has painted: HTML, CSS, fonts and the photo
 * first, then hydration.
 */
export const AFTER_PAINT_PRELOAD_REL = 'x-after-paint-modulepreload';
// A full MIME type (with a subtype) that is not JavaScript: a data block the browser keeps but never runs, and valid
// HTML — a bare word is refused by the Nu HTML Checker ("Subtype missing").
export const AFTER_PAINT_MODULE_TYPE = 'text/x-after-paint-module';
/**
 * Until hydration a button does nothing (React is not listening yet). The loader keeps the last button tapped
 * in that time — and stops a submit button from posting the form natively — so the tap can be replayed once
 * the page is interactive (typed-before-hydration.ts). entry.client stops the capture just before hydrating.
 */
export const EARLY_CLICKS_GLOBAL = '__atelierEarlyClicks';

/**
 * The loader, inline in every page (ES5: it runs before anything else is known to work). It waits for the
 * browser's first-contentful-paint entry — the moment the first frame reached the screen, which with slow
 * rasterisation comes well after the frame's requestAnimationFrame — with a frame after DOMContentLoaded as
 * the fallback where paint timing is missing, and a few seconds as the last resort (a page that paints no
 * text or image). Not the load event: with slow rasterisation it can come before the first paint, and the
 * scripts would again compete with it (measured: Lighthouse LCP 2.0 s → 2.6–3.1 s). A hidden tab paints nothing, so there the scripts start at once. The new script keeps the
 * original's nonce (nonce pages) or its exact text, whose hash the shared pages' Content-Security-Policy lists.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var tapped = null;
  function onEarlyClick(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    tapped = button;
  }
  document.addEventListener('click', onEarlyClick, true);
  window.${EARLY_CLICKS_GLOBAL} = {
    stop: function () {
      document.removeEventListener('click', onEarlyClick, true);
      return tapped;
    }
  };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="${AFTER_PAINT_PRELOAD_REL}"]');
    for (var i = 0; i < links.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = links[i].href;
      document.head.appendChild(link);
    }
    var scripts = document.querySelectorAll('script[type="${AFTER_PAINT_MODULE_TYPE}"]');
    for (var j = 0; j < scripts.length; j++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.nonce = scripts[j].nonce;
      if (scripts[j].src) script.src = scripts[j].src;
      else script.textContent = scripts[j].textContent;
      document.head.appendChild(script);
    }
  }
  function whenReady() {
    if (started) return;
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start);
    setTimeout(start, 3000);
    if (!paintTiming) requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var paintTiming = !!types && types.indexOf('paint') !== -1;
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var k = 0; k < entries.length; k++) {
        if (entries[k].name === 'first-contentful-paint') { observer.disconnect(); start(); }
      }
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenReady);
  else whenReady();
})();`;
