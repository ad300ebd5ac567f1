// antd 6 under jsdom needs matchMedia; jsdom's getComputedStyle(el, pseudo) warning is noise.
require('@testing-library/jest-dom');
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});
const original = window.getComputedStyle;
window.getComputedStyle = (elt) => original.call(window, elt);
