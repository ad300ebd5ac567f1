/**
 * Makes every CSS font size follow the reader's text size (issue 11 §6, see
 * packages/shell-sdk/src/text-size.ts): `font-size: 20px` becomes
 * `font-size: calc(20px * var(--aw-text-scale, 1))`, and so does a `clamp(...)` of px and vw.
 * `--aw-text-scale` is set on <html> (1, 1.15 or 1.3), so the sizes written in our stylesheets stay
 * the Normal ones. Relative sizes (em, %, inherit) already follow their parent and are left alone.
 * Runs on the apps' own CSS only (not node_modules), in every app's build, so standalone remotes
 * scale the same way.
 */
const FONT_SIZE = /(font-size\s*:\s*)([^;{}!]+?)(\s*!important)?(\s*)(?=[;}])/gi;

function textScaleLoader(source) {
  return source.replace(FONT_SIZE, (all, prop, value, important = '', space) =>
    /\d(px|vw)\b/.test(value) && !value.includes('--aw-text-scale')
      ? `${prop}calc(${value.trim()} * var(--aw-text-scale, 1))${important}${space}`
      : all,
  );
}
module.exports = textScaleLoader;
module.exports.textScaleLoader = textScaleLoader;
