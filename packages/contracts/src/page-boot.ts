/**
 * The one inline script of the site's pages (issue 24 §2): it puts the reader's text size (Normal, Large, Larger,
 * kept in localStorage under `afterwork.textSize` by @afterwork/shell-sdk's text-size.ts) on <html> before the first
 * paint, so a pre-rendered page never flashes at the Normal size. The shell's build puts it in the head of every
 * page it writes; the API allows exactly this script in its Content-Security-Policy by its SHA-256 hash. Keep the
 * key and the scales in step with text-size.ts (shell-sdk's text-size test checks them).
 */
export const textSizeBootScript =
  "try{var s=localStorage.getItem('afterwork.textSize'),k={normal:1,large:1.15,larger:1.3}[s];" +
  "if(k){var d=document.documentElement;d.dataset.textSize=s;d.style.setProperty('--aw-text-scale',String(k))}}catch(e){}";

/**
 * The second inline script (issue 33 §2): registers the site's service worker (/sw.js, shell/pwa/build-pwa.mjs) once
 * the page has loaded, so it adds nothing to the first paint. Allowed by its hash, as the text-size script.
 */
export const serviceWorkerBootScript =
  "'serviceWorker'in navigator&&addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})";
