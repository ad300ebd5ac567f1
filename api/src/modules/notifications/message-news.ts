import type { Knex } from 'knex';
import type { ReplyThread } from '../mail/public';
import type { Notifier } from './notify';
import { conversationPath, privateMessage } from './templates/private-message';

/** The kind of a new private message: switchable in Settings → Notifications (by mail, in the site). */
export const PRIVATE_MESSAGE_KIND = 'private-message';

/** How much of a message a notice or a mail quotes. */
const PREVIEW_MAX = 200;

/** A message that arrived, as its recipient is told of it. */
export interface ReceivedMessage {
  conversationId: number;
  messageId: number;
  recipientId: number;
  senderName: string;
  body: string;
  request: boolean;
}

/**
 * Built once by the composition root, with the notifier: the private messages' news (issue 30). The recipient is told
 * of the first of a run of unread messages (the messages service decides), in the site and by mail, as their
 * preferences for `private-message` say, once per message (dedupe key `message:<id>`). The mail of a message in an open
 * conversation has a Reply-To of the recipient's own for it (reply by email); a request's has none: a request is
 * accepted on the website, on purpose, never by an answer from the mail program.
 */
export function createMessageNews(deps: { notifier: Notifier; replyAddress: (thread: ReplyThread) => string }) {
  const { news, tell, origin, readAbout } = deps.notifier;
  return {
    /** The member opened (read) the conversation: its bell notices are read too, and the header's count follows. */
    async read(trx: Knex.Transaction, r: { conversationId: number; memberId: number }): Promise<void> {
      await readAbout(trx, r.memberId, { link: conversationPath(r.conversationId) }, [PRIVATE_MESSAGE_KIND]);
    },
    async received(trx: Knex.Transaction, m: ReceivedMessage): Promise<void> {
      const people = await news.recipients(trx, PRIVATE_MESSAGE_KIND, news.member(trx, m.recipientId));
      const flat = m.body.replace(/\s+/g, ' ').trim();
      const preview = flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1)}…` : flat;
      await tell(trx, PRIVATE_MESSAGE_KIND, people, (r) => {
        const text = privateMessage({ conversationId: m.conversationId, senderName: m.senderName, preview, request: m.request, name: r.name, origin });
        const replyTo = m.request || r.userId == null ? undefined : deps.replyAddress({ kind: 'message', threadId: m.conversationId, memberId: r.userId });
        return { key: `message:${m.messageId}`, notice: { ...text.notice, link: conversationPath(m.conversationId) }, mail: replyTo ? { ...text.mail, replyTo } : text.mail };
      });
    },
  };
}
export type MessageNews = ReturnType<typeof createMessageNews>;
