import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { messageInputSchema, messagePageQuerySchema, newConversationSchema } from '@afterwork/contracts/messages';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';

const CONVERSATION_ID = 'Invalid conversation id';

/** Private messages (issue 30, item 4): routes → service (modules/messages/service.ts). Every answer is the member's own. */
export function registerMessagesRoutes(router: Router, deps: AppDeps): void {
  const { messages } = deps.services;
  const me = (ctx: { state: { user?: unknown }; set(k: string, v: string): void }): CurrentUser => {
    ctx.set('Cache-Control', 'private, no-store');
    return ctx.state.user as CurrentUser;
  };

  router.get(apiPaths.conversations, requireUser, async (ctx) => {
    const { before } = validate(messagePageQuerySchema, ctx.query);
    ctx.body = await messages.list(me(ctx), before);
  });

  router.post(apiPaths.conversations, requireUser, async (ctx) => {
    const { recipientId, ...written } = validate(newConversationSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await messages.start(me(ctx), recipientId, written);
  });

  router.get(apiPaths.messagesUnread, requireUser, async (ctx) => {
    ctx.body = await messages.unread(me(ctx));
  });

  router.get(apiPaths.conversationWith.pattern, requireUser, async (ctx) => {
    ctx.body = await messages.with(me(ctx), parseId(ctx.params.userId, 'Invalid member id'));
  });

  router.get(apiPaths.conversationMessages.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, CONVERSATION_ID);
    const { before } = validate(messagePageQuerySchema, ctx.query);
    ctx.body = await messages.page(me(ctx), id, before);
  });

  router.post(apiPaths.conversationMessages.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, CONVERSATION_ID);
    const written = validate(messageInputSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await messages.send(me(ctx), id, written);
  });

  router.post(apiPaths.conversationRead.pattern, requireUser, async (ctx) => {
    ctx.body = await messages.markRead(me(ctx), parseId(ctx.params.id, CONVERSATION_ID));
  });

  router.post(apiPaths.conversationAccept.pattern, requireUser, async (ctx) => {
    ctx.body = await messages.answer(me(ctx), parseId(ctx.params.id, CONVERSATION_ID), true);
  });

  router.post(apiPaths.conversationDecline.pattern, requireUser, async (ctx) => {
    ctx.body = await messages.answer(me(ctx), parseId(ctx.params.id, CONVERSATION_ID), false);
  });

  router.delete(apiPaths.message.pattern, requireUser, async (ctx) => {
    await messages.deleteMessage(me(ctx), parseId(ctx.params.id, 'Invalid message id'));
    ctx.status = 204;
  });
}
