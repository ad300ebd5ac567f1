// The pre-render's Node build drops stylesheets: the page's HTML links the browser build's CSS files instead.
module.exports = function noCss() {
  return 'export {};';
};
