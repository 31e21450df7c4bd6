/**
 * The page probe: a script the test proxy (site-proxy.ts) puts first in every page's <head>, so each engine
 * reports the same things, WebKit's driver included (it has no console or error events):
 * - `errors`: console.error calls, uncaught errors, failed scripts and images, unhandled rejections, CSP
 *   violations;
 * - `shifts`: elements of the first screen that moved between two frames after the first paint, before
 *   the journey's first action (`stop()`), as the Layout Instability API counts them (transforms aside);
 * - `marks`: the first drawn frame, the moment the app marked <html data-hydrated> and the moment its last island
 *   marked its element hydrated (`data-island-state`), in ms since the navigation started (the readiness benchmark
 *   reads them);
 * - `firstFrameLinks`: the `href` of every link of <main> as that first frame showed them.
 * Served under a hashed-looking name so the service worker keeps it for offline pages like Gatsby's files.
 */
export const PROBE_PATH = "/engine-probe-00000000.js";

export interface ProbeReport {
  errors: string[];
  shifts: string[];
  marks: { firstFrame?: number; hydrated?: number; islands?: number };
  /** When the page's fonts finished loading (to tell a late font from a layout change). */
  fontLoads: string[];
  /** Where each link of <main> led at the first frame (`marks.firstFrame`), as written in its `href`. */
  firstFrameLinks: string[];
}

export const PROBE_SCRIPT = String.raw`(function () {
  var probe = (window.__probe = { errors: [], shifts: [], marks: {}, firstFrameLinks: [], stopped: false });
  var describe = function (el) {
    if (!el || !el.tagName) return String(el);
    var text = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40);
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (text ? " « " + text + " »" : "");
  };
  var consoleError = console.error;
  console.error = function () {
    probe.errors.push("console.error: " + [].map.call(arguments, String).join(" "));
    return consoleError.apply(console, arguments);
  };
  addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      probe.errors.push("failed to load: " + (target.currentSrc || target.src || target.href || describe(target)));
    } else {
      probe.errors.push("error: " + event.message);
    }
  }, true);
  addEventListener("unhandledrejection", function (event) {
    probe.errors.push("unhandled rejection: " + (event.reason && event.reason.stack || event.reason));
  });
  document.addEventListener("securitypolicyviolation", function (event) {
    probe.errors.push("CSP violation: " + event.violatedDirective + " " + event.blockedURI);
  });
  new MutationObserver(function () {
    if (document.documentElement.hasAttribute("data-hydrated") && probe.marks.hydrated === undefined) {
      probe.marks.hydrated = performance.now();
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  new MutationObserver(function (records, observer) {
    var waiting = document.querySelectorAll('[data-island]:not([data-island-state="hydrated"])').length;
    if (probe.marks.hydrated !== undefined && waiting === 0) {
      probe.marks.islands = performance.now();
      observer.disconnect();
    }
  }).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ["data-hydrated", "data-island-state"] });

  probe.fontLoads = [];
  if (document.fonts) document.fonts.addEventListener("loadingdone", function (event) {
    probe.fontLoads.push(Math.round(performance.now()) + " ms: " + event.fontfaces.map(function (f) { return f.family + " " + f.weight; }).join(", "));
  });
  var tracked = [], previous = [];
  var positions = function () {
    return tracked.map(function (el) {
      var r = el.getBoundingClientRect();
      return { x: r.left + scrollX, y: r.top + scrollY, shown: el.isConnected && (r.width > 0 || r.height > 0) };
    });
  };
  var sample = function () {
    if (probe.stopped) return;
    var current = positions();
    current.forEach(function (now, i) {
      var before = previous[i];
      if (!before.shown || !now.shown) return;
      var dx = Math.round(now.x - before.x), dy = Math.round(now.y - before.y);
      if ((dx !== 0 || dy !== 0) && probe.shifts.length === 0 && document.fonts) {
        var loaded = [];
        document.fonts.forEach(function (f) { loaded.push(f.family + " " + f.weight + " " + f.status); });
        probe.fontLoads.push("at the first shift: " + loaded.join(", "));
      }
      if (dx !== 0 || dy !== 0) {
        probe.shifts.push(describe(tracked[i]) + " moved by " + dx + "," + dy + " px at " + Math.round(performance.now()) + " ms");
      }
    });
    previous = current;
    requestAnimationFrame(sample);
  };
  var start = function () {
    probe.marks.firstFrame = performance.now();
    probe.firstFrameLinks = [].map.call(document.querySelectorAll("main a[href]"), function (a) { return a.getAttribute("href"); });
    if (document.fonts) {
      var atFirst = [];
      document.fonts.forEach(function (f) { atFirst.push(f.family + " " + f.weight + " " + f.status); });
      probe.fontLoads.push("at the first frame: " + atFirst.join(", "));
    }
    var all = document.body.getElementsByTagName("*");
    for (var i = 0; i < all.length && tracked.length < 600; i++) {
      var r = all[i].getBoundingClientRect();
      if (r.height > 0 && r.bottom > 0 && r.top < innerHeight && getComputedStyle(all[i]).position !== "fixed") tracked.push(all[i]);
    }
    previous = positions();
    requestAnimationFrame(sample);
  };
  var onReady = function () { requestAnimationFrame(start); };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onReady);
  else onReady();

  /** Ends the shift watch: what follows is the journey's own doing. */
  probe.stop = function () { probe.stopped = true; };
  probe.report = function () {
    return { errors: probe.errors, shifts: probe.shifts, marks: probe.marks, fontLoads: probe.fontLoads, firstFrameLinks: probe.firstFrameLinks };
  };
})();`;
