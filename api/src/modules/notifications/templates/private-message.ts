import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'private-message': a member wrote to the recipient (the first of a run of unread messages; a request when they are not tied). */
export interface PrivateMessageData {
  conversationId: number;
  senderName: string;
  /** What they wrote, shortened (plain text: the mail escapes it). */
  preview: string;
  /** A first message from someone the recipient shares nothing with: they may accept or decline it. */
  request: boolean;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (sender: string) => `New message from ${sender}`,
    requestTitle: (sender: string) => `${sender} would like to send you messages`,
    wrote: (sender: string) => `${sender} sent you a message on Afterwork:`,
    quote: (preview: string) => `“${preview}”`,
    request: 'You do not share a group or community with them yet, so this is a request: you can accept it (then you can write to each other) or decline it (they are not told). If anything about it worries you, you can report or block them.',
    reply: 'To answer, reply to this email: write your answer at the top, and it will appear in the conversation under your name. Or read it and reply on your Messages page.',
    never: 'For your safety, never send money, bank or card details, or gift cards to anyone you meet on Afterwork.',
    action: 'Read the message',
    reason: 'You are receiving this because a member wrote to you on Afterwork. You can turn these emails off in Settings → Notifications.',
  },
} as const;

export const conversationPath = (conversationId: number) => `/messages?c=${conversationId}`;

export function privateMessage(d: PrivateMessageData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const title = d.request ? t.requestTitle(d.senderName) : t.title(d.senderName);
  return {
    notice: { title, body: d.preview },
    mail: {
      subject: title,
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.wrote(d.senderName), t.quote(d.preview), d.request ? t.request : t.reply, t.never],
      action: { label: t.action, url: `${d.origin}${conversationPath(d.conversationId)}` },
      reason: t.reason,
    },
  };
}
