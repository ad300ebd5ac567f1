// The zod side of the shared text rules (text.ts is zod-free for the shell's first paint).
import type { z } from 'zod';
import { BIDI_CONTROLS, BIDI_CONTROL_MESSAGE, hasVisibleCharacters, INVISIBLE_ONLY_MESSAGE } from './text';

/**
 * A name or a title: besides its own rules, something a reader can see (not only zero-width characters) and no
 * text-direction override that would show it differently from what it is (issue 18, finding 7).
 */
export const visibleText = <S extends z.ZodType<string>>(schema: S) =>
  schema
    .refine((v) => !BIDI_CONTROLS.test(v), BIDI_CONTROL_MESSAGE)
    .refine((v) => v === '' || hasVisibleCharacters(v), INVISIBLE_ONLY_MESSAGE);

/** An https address (a member's picture): never javascript:, data: or plain http. */
export const isHttpsUrl = (v: string): boolean => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};
