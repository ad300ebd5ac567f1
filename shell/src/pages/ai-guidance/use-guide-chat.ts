import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuideAnswer, GuideCare, GuideSuggestion } from '@afterwork/contracts/guide';

/** The typing indicator shows this long at least before the reply (spec part 2 §9: 1500 ms). */
export const TYPING_MS = 1500;

export interface ChatMessage {
  id: number;
  from: 'user' | 'guide';
  text: string;
  suggestions?: GuideSuggestion[];
  /** Helplines, shown before the links, when the member wrote of bereavement, loneliness or despair. */
  care?: GuideCare;
  failed?: boolean;
}

/** An empty or whitespace-only message is not sent (spec part 2 §5). */
export const isSendable = (text: string): boolean => text.trim().length > 0;

export interface GuideChatOptions {
  ask: (message: string) => Promise<GuideAnswer>;
  /** The guide's first message. */
  greeting?: string;
  typingMs?: number;
  /** Words for a failed answer. */
  describeError?: (err: unknown) => string;
}

/**
 * The chat's rules (spec part 2 §2.11, §4): the member's message is appended, a typing indicator shows for at least
 * 1500 ms while the guide looks for an answer, then the reply is appended. One question at a time.
 * `send` returns true when the message was taken (so the page clears the input), false otherwise (the text stays).
 */
export function useGuideChat({ ask, greeting, typingMs = TYPING_MS, describeError }: GuideChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => (greeting ? [{ id: 0, from: 'guide', text: greeting }] : []));
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    (raw: string): boolean => {
      if (!isSendable(raw) || busy.current) return false;
      const text = raw.trim();
      busy.current = true;
      setMessages((m) => [...m, { id: nextId.current++, from: 'user', text }]);
      setTyping(true);
      const wait = new Promise<void>((resolve) => setTimeout(resolve, typingMs));
      const answer = ask(text).then(
        (a): ChatMessage => ({ id: 0, from: 'guide', text: a.reply, suggestions: a.suggestions, ...(a.care ? { care: a.care } : {}) }),
        (err): ChatMessage => ({
          id: 0,
          from: 'guide',
          failed: true,
          text: `Sorry, I couldn't answer just now. ${describeError ? describeError(err) : 'Please try again.'}`,
        }),
      );
      void Promise.all([answer, wait]).then(([reply]) => {
        busy.current = false;
        if (!alive.current) return;
        setTyping(false);
        setMessages((m) => [...m, { ...reply, id: nextId.current++ }]);
      });
      return true;
    },
    [ask, typingMs, describeError],
  );

  return { messages, typing, send };
}
