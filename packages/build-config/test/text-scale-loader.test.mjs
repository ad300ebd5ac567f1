// The build step that makes our CSS font sizes follow the reader's text size (see text-scale-loader.cjs).
import { createRequire } from 'node:module';

const { textScaleLoader } = createRequire(import.meta.url)('../text-scale-loader.cjs');

describe('text-scale-loader', () => {
  it('scales px and clamp() font sizes, keeping !important', () => {
    expect(textScaleLoader('.a { font-size: 18px; }')).toBe('.a { font-size: calc(18px * var(--aw-text-scale, 1)); }');
    expect(textScaleLoader('.b{font-size:clamp(28px, 5vw, 48px) !important}')).toBe('.b{font-size:calc(clamp(28px, 5vw, 48px) * var(--aw-text-scale, 1)) !important}');
  });

  it('leaves relative sizes, other properties and already scaled sizes alone', () => {
    const css = '.a { font-size: 1.2em; line-height: 24px; } .b { font-size: inherit; } .c { font-size: calc(12px * var(--aw-text-scale, 1)); }';
    expect(textScaleLoader(css)).toBe(css);
  });
});
