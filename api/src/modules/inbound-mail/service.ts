import type { CurrentUser } from '@afterwork/contracts/users';
import { isHttpError } from '../../platform/errors';
import type { Logger } from '../../http/logger';
import { readReplyAddress, replyRefused, type MailOutbox, type ReplyThread } from '../mail/public';
import type { InboundRepliesRepository } from './repository';
import { visibleReply } from './reply-text';

/** A mail that reached the reply address of a conversation, as the SMTP server received and parsed it. */
export interface InboundReply {
  /** The envelope's recipient (the reply address). */
  to: string;
  /** The address in the mail's From header (what the member's mail program says it is from). */
  from: string;
  /** The mail's text (mailparser makes it from the HTML part when there is no text part). */
  text: string;
  /** The mail's Message-ID, so a mail delivered twice is posted once. */
  messageId?: string;
}

/** What happened to a reply: posted, or refused with the reason the member is told. */
export type ReplyOutcome = { posted: true } | { posted: false; reason: string };

/**
 * Where a reply goes, per conversation kind (a port, wired by the composition root): 'post' answers a discussion post,
 * 'message' a private conversation... Each writes as `member`, under every rule of the site (membership, blocks, a
 * hidden place, the words' limits), and throws the site's HttpError when it may not.
 */
export type ReplyTargets = Record<string, (member: CurrentUser, threadId: number, text: string) => Promise<void>>;

/** What the service needs of the members (a port): the member as a signed-in request sees them, or undefined. */
export interface ReplyingMembers {
  /** undefined for a member who no longer exists or is suspended (their sessions would be refused too). */
  find(memberId: number): Promise<(CurrentUser & { email: string }) | undefined>;
}

export const REPLY_WORDS = {
  notOurs: 'This address does not belong to a conversation on Afterwork.',
  wrongSender: (address: string) =>
    `Your answer came from ${address}, which is not the email address of your Afterwork account, so we did not post it. Please reply from the address we wrote to, or answer on the website.`,
  empty: 'Your answer had no words of its own (only the quoted email), so there was nothing to post.',
  unknownKind: 'This kind of conversation cannot be answered by email. Please answer on the website.',
  failed: 'Something went wrong on our side while posting your answer. Please answer on the website.',
} as const;

/**
 * Reply by email (issue 30, item 6): a member answers a message or a post from their mail program and the answer lands
 * in the conversation. The reply address says which conversation and which member (signed: reply-address.ts); the
 * mail must come from that member's own address; the answer is the visible reply without the quoted mail and the
 * signature; it is posted through the same service as on the website (so every rule holds). When it cannot be posted,
 * the member is told why by mail, at their account's address (never at the unknown sender's: no backscatter).
 */
export function createInboundMailService(deps: {
  secret: string;
  domain: string;
  members: ReplyingMembers;
  targets: ReplyTargets;
  replies: InboundRepliesRepository;
  outbox: MailOutbox;
  publicUrl: string;
  logger: Logger;
}) {
  const { members, targets, replies, outbox, logger } = deps;
  /** How long a Message-ID is remembered (a sending server retries for a few days at most). */
  const REMEMBER_DAYS = 30;

  /** The conversation behind a recipient address, or undefined (the SMTP server refuses it at RCPT). */
  const threadOf = (to: string): ReplyThread | undefined => readReplyAddress(deps.secret, deps.domain, to);

  async function refuse(member: CurrentUser & { email: string }, thread: ReplyThread, reply: InboundReply, reason: string): Promise<ReplyOutcome> {
    await outbox.send({
      key: `reply-refused:${thread.kind}:${thread.threadId}:${member.id}:${reply.messageId ?? Date.now()}`,
      userId: member.id,
      to: member.email,
      kind: 'reply-refused',
      // An answer to what the member just did: it goes whatever their choices, like a password mail.
      security: true,
      content: replyRefused({ name: member.name, reason, origin: deps.publicUrl }),
    });
    logger.info('inbound mail: reply refused', { kind: thread.kind, thread: thread.threadId, member: member.id, reason });
    return { posted: false, reason };
  }

  return {
    threadOf,

    /** Posts a reply, or refuses it and tells the member why. Never throws for what the member sent. */
    async receive(reply: InboundReply): Promise<ReplyOutcome> {
      const thread = threadOf(reply.to);
      if (!thread) return { posted: false, reason: REPLY_WORDS.notOurs };
      const member = await members.find(thread.memberId);
      // A deleted or suspended member: nobody to post as, nobody to tell.
      if (!member) return { posted: false, reason: REPLY_WORDS.notOurs };
      if (reply.from.trim().toLowerCase() !== member.email.trim().toLowerCase()) {
        return refuse(member, thread, reply, REPLY_WORDS.wrongSender(reply.from));
      }
      const target = targets[thread.kind];
      if (!target) return refuse(member, thread, reply, REPLY_WORDS.unknownKind);
      const text = visibleReply(reply.text);
      if (!text) return refuse(member, thread, reply, REPLY_WORDS.empty);
      // The same mail delivered again (the sender never heard our answer): it was posted the first time.
      const messageId = reply.messageId?.trim().slice(0, 500);
      if (messageId) {
        await replies.prune(REMEMBER_DAYS);
        if (!(await replies.claim(messageId))) return { posted: true };
      }
      try {
        await target(member, thread.threadId, text);
      } catch (err) {
        if (messageId) await replies.release(messageId);
        if (isHttpError(err) && err.status < 500) return refuse(member, thread, reply, err.message);
        logger.error('inbound mail: posting a reply failed', { kind: thread.kind, thread: thread.threadId, error: (err as Error)?.message });
        return refuse(member, thread, reply, REPLY_WORDS.failed);
      }
      logger.info('inbound mail: reply posted', { kind: thread.kind, thread: thread.threadId, member: member.id });
      return { posted: true };
    },
  };
}
export type InboundMailService = ReturnType<typeof createInboundMailService>;
