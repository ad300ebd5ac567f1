import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 600px)';
const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};

/** True on a phone-sized screen: details read top to bottom there instead of in two narrow columns. */
export const useNarrow = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
