import { useSyncExternalStore } from 'react';

/**
 * The reader's text size (issue 11 §6): Normal, Large or Larger, remembered per browser.
 *
 * How it scales the whole site, shell and remotes alike:
 *  - `applyTextSize` sets `data-text-size` and the custom property `--aw-text-scale` on <html>;
 *  - every `font-size: Npx` in our CSS is rewritten at build time to `calc(Npx * var(--aw-text-scale, 1))`
 *    (packages/build-config/text-scale-loader.cjs), and inline font sizes use `textPx(n)`;
 *  - antd's fontSize tokens are multiplied by `textScale()` in UiProvider (@afterwork/ui), the one
 *    ConfigProvider every remote renders inside.
 * Text grows, the page keeps its real width, so media queries still see the true viewport: no sideways
 * scrolling (CSS `zoom` on the root was tried and rejected: at 360 px it overflowed and `100vw` grew too).
 *
 * This module is part of the shared singleton @afterwork/shell-sdk, so the choice is one per page.
 */
export type TextSize = 'normal' | 'large' | 'larger';

export const textSizes: ReadonlyArray<{ value: TextSize; label: string; scale: number }> = [
  { value: 'normal', label: 'Normal', scale: 1 },
  { value: 'large', label: 'Large', scale: 1.15 },
  { value: 'larger', label: 'Larger', scale: 1.3 },
];

export const TEXT_SIZE_KEY = 'afterwork.textSize';

const isTextSize = (v: unknown): v is TextSize => textSizes.some((s) => s.value === v);

/** The scale factor of a text size (1 for Normal). */
export function textScale(size: TextSize): number {
  return textSizes.find((s) => s.value === size)?.scale ?? 1;
}

/** A CSS font size of `px` pixels at Normal that follows the chosen text size (for inline styles). */
export function textPx(px: number): string {
  return `calc(${px}px * var(--aw-text-scale, 1))`;
}

/** The stored choice; Normal when there is none, it is unknown, or storage is unavailable. */
export function readTextSize(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_KEY);
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/** Applies a text size to the document: `data-text-size` and `--aw-text-scale` on <html>. */
export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement) {
  root.dataset.textSize = size;
  root.style.setProperty('--aw-text-scale', String(textScale(size)));
}

let current: TextSize | null = null;
const listeners = new Set<() => void>();

function getTextSize(): TextSize {
  if (current === null) current = readTextSize();
  return current;
}

function update(size: TextSize) {
  current = size;
  applyTextSize(size);
  for (const listener of listeners) listener();
}

/** Reads the stored choice and applies it. Call once, before the first render (shell bootstrap, standalone harness). */
export function initTextSize(): TextSize {
  current = readTextSize();
  applyTextSize(current);
  return current;
}

/** Chooses a text size: stores it in this browser, applies it and re-renders every `useTextSize` reader. */
export function setTextSize(size: TextSize) {
  try {
    window.localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Private mode or full storage: the choice still applies to this page.
  }
  update(size);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser changed it: follow.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TEXT_SIZE_KEY) update(isTextSize(e.newValue) ? e.newValue : 'normal');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current text size; re-renders when it changes. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, getTextSize, () => 'normal');
}
