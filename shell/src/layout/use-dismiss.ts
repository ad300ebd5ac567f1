import { useEffect, type RefObject } from 'react';

/**
 * While `open`, closes on a click outside every element in `inside` and on Escape
 * (Escape also gives focus back to `returnFocus`, the button that opened it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  inside: Array<RefObject<HTMLElement | null>>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node | null;
      if (target && inside.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `inside` and `returnFocus` hold refs, stable for the component's life (the array around them is new on each render)
  }, [open, close]);
}
