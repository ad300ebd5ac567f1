import { useEffect, useState } from 'react';

const PREFIX = 'afterwork.draft.';

const read = (key: string, initial: string): string => {
  try {
    return localStorage.getItem(PREFIX + key) ?? initial;
  } catch {
    return initial; // storage blocked (private mode): the draft simply does not survive a reload
  }
};

/**
 * What a member is writing, kept in this browser per place (`key`) so that a reload, a dropped connection or a
 * closed tab never loses it; `clear()` once it is sent. `initial`: the text when nothing is kept (an edit starts from
 * the post's words).
 */
export function useDraft(key: string, initial = '') {
  const [text, setText] = useState(() => read(key, initial));
  useEffect(() => setText(read(key, initial)), [key, initial]);
  useEffect(() => {
    try {
      if (text && text !== initial) localStorage.setItem(PREFIX + key, text);
      else localStorage.removeItem(PREFIX + key);
    } catch {
      /* storage full or blocked: nothing to do */
    }
  }, [key, text, initial]);
  return { text, setText, clear: () => setText('') };
}
