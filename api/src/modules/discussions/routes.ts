import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { announcementInputSchema } from '@afterwork/contracts/announcements';
import { discussionPageQuerySchema, discussionPostInputSchema, discussionRemovalSchema, type DiscussionPlace } from '@afterwork/contracts/discussions';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';

const POST_ID = 'Invalid post id';

/** Discussions in groups, communities and activities (issue 30, items 1 and 2): routes → service (modules/discussions/service.ts). */
export function registerDiscussionsRoutes(router: Router, deps: AppDeps): void {
  const { discussions, announcements } = deps.services;
  // An activity's chat has no announcements of its own (its host's go to the members going).
  const places: Array<[DiscussionPlace, { pattern: string }, string, { pattern: string } | null]> = [
    ['group', apiPaths.groupDiscussion, 'Invalid group id', apiPaths.groupAnnouncements],
    ['community', apiPaths.communityDiscussion, 'Invalid community id', apiPaths.communityAnnouncements],
    ['activity', apiPaths.activityDiscussion, 'Invalid activity id', null],
  ];

  for (const [place, path, badId, announcePath] of places) {
    router.get(path.pattern, async (ctx) => {
      const id = parseId(ctx.params.id, badId);
      const { before } = validate(discussionPageQuerySchema, ctx.query);
      // The answer depends on who asks (members read; others see the count).
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await discussions.page(ctx.state.user as CurrentUser | undefined, place, id, before);
    });

    router.post(path.pattern, requireUser, async (ctx) => {
      const id = parseId(ctx.params.id, badId);
      const written = validate(discussionPostInputSchema, ctx.request.body ?? {});
      ctx.status = 201;
      ctx.body = await discussions.create(ctx.state.user as CurrentUser, place, id, written);
    });

    // An organiser's announcement (issue 30, item 3): answers `{ sent, message: 'Sent to 23 members', post }`.
    if (announcePath) router.post(announcePath.pattern, requireUser, async (ctx) => {
      const id = parseId(ctx.params.id, badId);
      const input = validate(announcementInputSchema, ctx.request.body ?? {});
      ctx.status = 201;
      ctx.body = await announcements.announce(ctx.state.user as CurrentUser, place, id, input);
    });
  }

  router.post(apiPaths.discussionReplies.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, POST_ID);
    const written = validate(discussionPostInputSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await discussions.reply(ctx.state.user as CurrentUser, id, written);
  });

  router.patch(apiPaths.discussionPost.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, POST_ID);
    const written = validate(discussionPostInputSchema, ctx.request.body ?? {});
    ctx.body = await discussions.edit(ctx.state.user as CurrentUser, id, written);
  });

  router.delete(apiPaths.discussionPost.pattern, requireUser, async (ctx) => {
    await discussions.delete(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID));
    ctx.status = 204;
  });

  router.put(apiPaths.discussionThanks.pattern, requireUser, async (ctx) => {
    ctx.body = await discussions.thank(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID), true);
  });
  router.delete(apiPaths.discussionThanks.pattern, requireUser, async (ctx) => {
    ctx.body = await discussions.thank(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID), false);
  });

  router.put(apiPaths.discussionPin.pattern, requireUser, async (ctx) => {
    ctx.body = await discussions.pin(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID), true);
  });
  router.delete(apiPaths.discussionPin.pattern, requireUser, async (ctx) => {
    ctx.body = await discussions.pin(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID), false);
  });

  router.post(apiPaths.discussionRemoval.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, POST_ID);
    const { reason } = validate(discussionRemovalSchema, ctx.request.body ?? {});
    await discussions.remove(ctx.state.user as CurrentUser, id, reason);
    ctx.status = 204;
  });
}
