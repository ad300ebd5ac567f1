/**
 * Makes every CSS font size follow the reader's text size (issue 11 §6, see
 * packages/shell-sdk/src/text-size.ts): `font-size: 20px` becomes
 * `font-size: calc(20px * var(--aw-text-scale, 1))`. `--aw-text-scale` is set on <html> (1, 1.15 or 1.3),
 * so the sizes written in our stylesheets stay the Normal ones. Runs on the apps' own CSS only
 * (not node_modules), in every app's build, so standalone remotes scale the same way.
 */
module.exports = function textScaleLoader(source) {
  return source.replace(/(font-size\s*:\s*)(\d+(?:\.\d+)?)px\b/gi, '$1calc($2px * var(--aw-text-scale, 1))');
};
