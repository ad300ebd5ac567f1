// antd 6 under jsdom needs matchMedia; jsdom's getComputedStyle(el, pseudo) warning is noise.
// jsdom also lacks TextEncoder/TextDecoder (react-router 7 needs them) and MessageChannel (antd's form fields).
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel: require('node:worker_threads').MessageChannel });
require('@testing-library/jest-dom');
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});
const original = window.getComputedStyle;
window.getComputedStyle = (elt) => original.call(window, elt);
