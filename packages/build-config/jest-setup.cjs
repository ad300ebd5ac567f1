// antd 6 under jsdom needs matchMedia; jsdom's getComputedStyle(el, pseudo) warning is noise.
// jsdom also lacks TextEncoder/TextDecoder (react-router 7 needs them) and MessageChannel (antd's form fields).
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// Node's MessagePorts keep the process alive while listened to (React's scheduler listens on one per test file,
// and setting onmessage re-refs a port): listen, then unref, so jest exits by itself once every test has run.
if (typeof globalThis.MessageChannel === 'undefined') {
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
  class MessageChannel {
    constructor() {
      const channel = new NodeMessageChannel();
      for (const port of [channel.port1, channel.port2]) {
        let handler = null;
        Object.defineProperty(port, 'onmessage', {
          get: () => handler,
          set(fn) {
            port.removeAllListeners('message');
            handler = fn;
            if (fn) port.on('message', (data) => fn({ data }));
            port.unref();
          },
        });
      }
      return channel;
    }
  }
  Object.assign(globalThis, { MessageChannel });
}
require('@testing-library/jest-dom');
// A test file may ask for the node environment (`@jest-environment node`: fetch's Response, no DOM).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
  const original = window.getComputedStyle;
  window.getComputedStyle = (elt) => original.call(window, elt);
  // antd's Select, TextArea and Table measure themselves; jsdom has no ResizeObserver (nothing is ever resized here).
  globalThis.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
