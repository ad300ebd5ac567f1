import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '@afterwork/ui/antd-base';
import { useToastStore } from '@afterwork/shell-sdk';

const GAP = 16;
const ACTIONS = 'button, a[href], input, select, textarea, [role=button], [role=tab]';

/** Where the toast goes: its top-left corner and width, in the window's coordinates; `near` when beside the control used. */
interface Spot {
  top: number;
  left: number;
  width: number;
  near: boolean;
}

/** The control the member pressed last (a button that turns busy loses the focus, so the focus alone is not enough). */
let lastUsed: Element | null = null;
/** Where it was, in the page's coordinates: 'Join' gives way to 'Leave' before the toast comes (issue 31). */
let lastSpot: { x: number; y: number; width: number; height: number; path: string } | null = null;
/** Where the pointer rests, in the window's coordinates: a toast never comes up under it if it can go elsewhere. */
let pointer: { x: number; y: number } | null = null;
const track = (e: PointerEvent) => {
  pointer = { x: e.clientX, y: e.clientY };
};
const remember = (e: Event) => {
  if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
  lastUsed = e.target instanceof Element ? e.target.closest(ACTIONS) : null;
  const b = lastUsed?.getBoundingClientRect();
  lastSpot = b && !lastUsed!.closest('[role=dialog], .ant-modal-wrap') ? { x: b.left + window.scrollX, y: b.top + window.scrollY, width: b.width, height: b.height, path: location.pathname } : null;
};

/** What the toast goes beside: the control, or where it was. */
interface Anchor {
  rect: DOMRect;
  el: Element | null;
}

const onScreen = (b: DOMRect) => b.width > 0 && b.height > 0 && b.bottom > 0 && b.top < window.innerHeight;

/**
 * The control just used (pressed, or holding the focus), when it is still on screen; else, when the control pressed
 * is gone (replaced by the answer: 'Join this community' by 'Leave'), the place where it was.
 */
function controlUsed(near?: string): Anchor | null {
  const focused = document.activeElement;
  const usable = (el: Element | null): el is Element =>
    // A dialog's button is gone with its dialog: what the toast is about shows on the page behind it.
    !!el?.isConnected && !el.closest('[role=dialog], .ant-modal-wrap') && onScreen(el.getBoundingClientRect());
  if (usable(lastUsed)) return { rect: lastUsed.getBoundingClientRect(), el: lastUsed };
  // What the toast names as its subject (nothing pressed on this page: a join finished after signing in).
  const subject = near ? document.querySelector(near) : null;
  if (usable(subject)) return { rect: subject.getBoundingClientRect(), el: subject };
  if (focused !== document.body && usable(focused)) return { rect: focused.getBoundingClientRect(), el: focused };
  if (lastUsed && lastSpot?.path === location.pathname) {
    const b = new DOMRect(lastSpot.x - window.scrollX, lastSpot.y - window.scrollY, lastSpot.width, lastSpot.height);
    if (onScreen(b)) return { rect: b, el: null };
  }
  return null;
}

/**
 * The places the toast may go (issue 31), nearest first: just below the control the member used, just above it, at
 * the bottom of the window, centred (never far in a corner on a wide screen), and last under the header.
 */
function spots(height: number, used: Anchor | null): Spot[] {
  const headerBottom = document.querySelector('.aw-header')?.getBoundingClientRect().bottom ?? 0;
  const width = Math.min(420, window.innerWidth - 2 * GAP);
  const minTop = Math.max(headerBottom, 0) + GAP / 2;
  const maxTop = window.innerHeight - GAP - height;
  const out: Spot[] = [];
  if (used) {
    // Beside the control and the form it belongs to (a toast over the field just typed in hides what it is about).
    const form = used.el?.closest('form');
    const fb = form?.getBoundingClientRect();
    const own = used.rect;
    const r = fb && fb.height < window.innerHeight * 0.6 ? { top: Math.min(fb.top, own.top), bottom: Math.max(fb.bottom, own.bottom), left: own.left, width: own.width } : own;
    const left = Math.min(Math.max(r.left + r.width / 2 - width / 2, GAP), window.innerWidth - GAP - width);
    if (r.bottom + GAP / 2 <= maxTop) out.push({ top: r.bottom + GAP / 2, left, width, near: true });
    if (r.top - GAP / 2 - height >= minTop) out.push({ top: r.top - GAP / 2 - height, left, width, near: true });
  }
  out.push({ top: Math.max(maxTop, minTop), left: (window.innerWidth - width) / 2, width, near: false });
  // Under the header only when everything else covers more (it hides the page's heading on a phone).
  out.push({ top: minTop, left: (window.innerWidth - width) / 2, width, near: false });
  return out;
}

/**
 * The spot that covers the least of the page's actions: each visible button, link or field under it counts, a
 * primary button or the page's heading three times, the control just used and the pointer ten times. Ties go to the
 * nearest spot (the first).
 */
function clearestSpot(height: number, toasts: Element | null, near?: string): Spot {
  const used = controlUsed(near);
  const focused = document.activeElement;
  const cost = (s: Spot) => {
    const r = { top: s.top, bottom: s.top + height, left: s.left, right: s.left + s.width };
    let total = pointer && pointer.x >= r.left && pointer.x <= r.right && pointer.y >= r.top && pointer.y <= r.bottom ? 10 : 0;
    for (const el of document.querySelectorAll<HTMLElement>(`${ACTIONS}, h1`)) {
      if (toasts?.contains(el) || el.closest('.aw-header')) continue;
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      if (b.bottom <= r.top || b.top >= r.bottom || b.right <= r.left || b.left >= r.right) continue;
      const justUsed = (focused && focused !== document.body && (el === focused || el.contains(focused))) || (used?.el && (el === used.el || el.contains(used.el)));
      total += justUsed ? 10 : el.classList.contains('ant-btn-primary') || el.tagName === 'H1' ? 3 : 1;
    }
    return total;
  };
  let best: Spot | null = null;
  let bestCost = Infinity;
  for (const s of spots(height, used)) {
    const c = cost(s);
    if (c < bestCost) [best, bestCost] = [s, c];
  }
  return best!;
}

/**
 * Renders the one current toast (spec: limit 1, 5 s). A polite live region, reachable with F8.
 * It is placed near the control the member used and clear of the page's actions (below it, above it, or at the
 * bottom: whichever covers fewest, never under the resting pointer), moves clear again when the page changes or
 * scrolls under it, and its time stands still while the pointer is over it or the focus is in it.
 */
export function Toaster() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [spot, setSpot] = useState<Spot | null>(null);
  const remaining = useRef(0);
  const restingAt = useRef<{ x: number; y: number } | null>(null);
  const paused = hovered || focused;

  // A new toast: its full time, the pause as the pointer and focus are now, and the clearest place.
  useLayoutEffect(() => {
    if (!toast) return;
    remaining.current = toast.duration;
    const el = region.current;
    // A toast that comes up under a resting pointer is not being pointed at: only a pointer moved onto it holds it
    // (Chromium sends a pointermove at the same place when the page changes under a resting pointer).
    restingAt.current = pointer;
    setHovered(false);
    setFocused(!!el?.matches(':focus-within'));
    setSpot(clearestSpot(el?.getBoundingClientRect().height ?? 0, el, toast.near));
  }, [toast]);

  // The page may change under a toast that is showing (the answer that came with it draws a notice where the toast
  // went, or she scrolls): it moves to the clearest place again, but never while the pointer or the focus is on it.
  useEffect(() => {
    if (!toast || paused) return;
    let frame = 0;
    const replace = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = region.current;
        const next = clearestSpot(el?.getBoundingClientRect().height ?? 0, el, toast.near);
        setSpot((now) => (now && now.top === next.top && now.left === next.left && now.width === next.width ? now : next));
      });
    };
    const watcher = new MutationObserver((changes) => {
      if (changes.some((c) => !region.current?.contains(c.target))) replace();
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', replace);
    // Scrolling brings other actions under it (on a phone, the one she scrolled to).
    window.addEventListener('scroll', replace, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      watcher.disconnect();
      window.removeEventListener('resize', replace);
      window.removeEventListener('scroll', replace, { capture: true });
    };
  }, [toast, paused]);

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
    window.addEventListener('pointermove', track, { capture: true, passive: true });
    window.addEventListener('pointerdown', track, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointermove', track, { capture: true });
      window.removeEventListener('pointerdown', track, { capture: true });
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', remember, true);
      window.removeEventListener('keydown', remember, true);
    };
  }, []);

  return (
    <section
      ref={region}
      id="aw-toasts"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      aria-live="polite"
      className="aw-toasts"
      data-place={spot?.near ? 'near' : 'bottom'}
      data-paused={paused && toast ? 'true' : undefined}
      style={spot && toast ? { top: spot.top, left: spot.left, width: spot.width, bottom: 'auto', right: 'auto' } : undefined}
      onPointerMove={(e) => {
        const rest = restingAt.current;
        if (rest && rest.x === e.clientX && rest.y === e.clientY) return;
        restingAt.current = null;
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
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
