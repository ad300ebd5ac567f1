import { useCallback, useId, useRef, useState } from 'react';
import { setTextSize, textSizes, useTextSize } from '@afterwork/shell-sdk';
import { useDismiss } from './use-dismiss';

/** Each choice's label is drawn at its own size (18 px, the site's base, times its scale), whatever size is chosen. */
const sampleSize = (scale: number) => `${Math.round(18 * scale * 10) / 10}px`;

/**
 * The three text sizes as a radio group (native radios: arrow keys move and choose). A choice applies
 * at once and is remembered in this browser. Used in the desktop panel and in the mobile menu.
 */
export function TextSizeChoices({ layout }: { layout: 'column' | 'row' }) {
  const size = useTextSize();
  const name = useId();
  return (
    <fieldset className={`aw-textsize-choices aw-textsize-${layout}`}>
      <legend className="aw-menu-title">Text size</legend>
      <div className="aw-textsize-options">
        {textSizes.map((s) => (
          <label key={s.value} className="aw-textsize-option">
            <input
              type="radio"
              name={name}
              value={s.value}
              checked={size === s.value}
              onChange={() => setTextSize(s.value)}
            />
            <span style={{ fontSize: sampleSize(s.scale) }}>{s.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The header's 'Aa' button (desktop): opens a small panel with the text sizes; closes on an outside
 * click and on Escape (which gives focus back to the button). Below 900 px the same choices are in the
 * mobile menu instead (site-header.tsx).
 */
export function TextSizeMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, close, [buttonRef, panelRef], buttonRef);
  return (
    <div className="aw-textsize aw-only-desktop">
      <button
        ref={buttonRef}
        type="button"
        className="aw-textsize-button"
        aria-label="Text size"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">Aa</span>
      </button>
      <div ref={panelRef} id={panelId} className="aw-textsize-panel" hidden={!open}>
        <TextSizeChoices layout="column" />
      </div>
    </div>
  );
}
