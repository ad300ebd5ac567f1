import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '@afterwork/ui/antd-base';
import { useToastStore } from '@afterwork/shell-sdk';

type Place = 'top' | 'bottom';
const GAP = 16;
const ACTIONS = 'button, a[href], input, select, textarea, [role=button], [role=tab]';

/** The space the toast would take at `place`, given its height (the sticky header's bottom is the top edge). */
function regionAt(place: Place, height: number): { top: number; bottom: number; left: number; right: number } {
  const headerBottom = document.querySelector('.aw-header')?.getBoundingClientRect().bottom ?? 0;
  const width = Math.min(420, window.innerWidth - 2 * GAP);
  const right = window.innerWidth - GAP;
  const top = place === 'top' ? Math.max(headerBottom, 0) + GAP / 2 : window.innerHeight - GAP - height;
  return { top, bottom: top + height, left: right - width, right };
}

/** The control the member pressed last (a button that turns busy loses the focus, so the focus alone is not enough). */
let lastUsed: Element | null = null;
const remember = (e: Event) => {
  if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
  lastUsed = e.target instanceof Element ? e.target.closest(ACTIONS) : null;
};

/**
 * Where the toast covers the least of the page's actions: each visible button, link or field under it counts,
 * a primary button three times and the control just used (pressed, or holding the focus) ten times.
 * Ties go to the bottom, the usual place.
 */
function clearestPlace(height: number, toasts: Element | null): Place {
  const focused = document.activeElement;
  const used = lastUsed?.isConnected ? lastUsed : null;
  const cost = (place: Place) => {
    const r = regionAt(place, height);
    let total = 0;
    for (const el of document.querySelectorAll<HTMLElement>(ACTIONS)) {
      if (toasts?.contains(el) || el.closest('.aw-header')) continue;
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      if (b.bottom <= r.top || b.top >= r.bottom || b.right <= r.left || b.left >= r.right) continue;
      const justUsed = (focused && focused !== document.body && (el === focused || el.contains(focused))) || (used && (el === used || el.contains(used)));
      total += justUsed ? 10 : el.classList.contains('ant-btn-primary') ? 3 : 1;
    }
    return total;
  };
  return cost('top') < cost('bottom') ? 'top' : 'bottom';
}

/**
 * Renders the one current toast (spec: limit 1, 5 s). A polite live region, reachable with F8.
 * It is placed clear of the page's actions (top or bottom, whichever covers fewer of them), and its time
 * stands still while the pointer is over it or the focus is in it.
 */
export function Toaster() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [place, setPlace] = useState<Place>('bottom');
  const remaining = useRef(0);
  const paused = hovered || focused;

  // A new toast: its full time, the pause as the pointer and focus are now, and the clearest place.
  useLayoutEffect(() => {
    if (!toast) return;
    remaining.current = toast.duration;
    const el = region.current;
    setHovered(!!el?.matches(':hover'));
    setFocused(!!el?.matches(':focus-within'));
    setPlace(clearestPlace(el?.getBoundingClientRect().height ?? 0, el));
  }, [toast]);

  useEffect(() => {
    if (!toast || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(toast.id), Math.max(remaining.current, 0));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast, paused, dismiss]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') document.getElementById('aw-toasts')?.focus();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', remember, true);
    window.addEventListener('keydown', remember, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', remember, true);
      window.removeEventListener('keydown', remember, true);
    };
  }, []);

  const top = place === 'top' && toast ? regionAt('top', 0).top : undefined;
  return (
    <section
      ref={region}
      id="aw-toasts"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      aria-live="polite"
      className="aw-toasts"
      data-place={place}
      data-paused={paused && toast ? 'true' : undefined}
      style={top === undefined ? undefined : { top, bottom: 'auto' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {toast && (
        <Alert
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          type={toast.variant === 'destructive' ? 'error' : toast.variant === 'success' ? 'success' : 'info'}
          showIcon
          closable={{ 'aria-label': 'Dismiss notification', onClose: () => dismiss(toast.id) }}
          title={<strong>{toast.title}</strong>}
          description={toast.description}
          className="aw-toast"
        />
      )}
    </section>
  );
}
