import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import type { NotificationList } from '@afterwork/contracts/notification-kinds';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../policies/guards';
import { validate } from '../../platform/validate';
import { noticesReadSchema, notificationPreferencePatchSchema } from '@afterwork/contracts/notification-preferences';
import { DISCUSSION_NOTICE_KINDS, discussionPath } from './discussion-news';
import { isNotificationKind, notificationKinds } from '@afterwork/contracts/notification-kinds';
import { badRequest } from '../../platform/errors';

/** The signed-in member's notifications (what the header's bell will list), newest first, and 'Mark all as read'. */
export function registerNotificationsRoutes(router: Router, deps: AppDeps): void {
  const repo = deps.services.notices;

  router.get(apiPaths.notifications, requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    const [items, unread] = await Promise.all([repo.list(me.id), repo.unreadCount(me.id)]);
    const body: NotificationList = { items, unread };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  // Settings → Notifications: every kind with its email and in-site switches (defaults where never set).
  router.get(apiPaths.notificationPreferences, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await repo.preferences((ctx.state.user as CurrentUser).id);
  });

  router.patch(apiPaths.notificationPreferences, requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    const patch = validate(notificationPreferencePatchSchema, ctx.request.body);
    if (isNotificationKind(patch.kind)) {
      const digest = notificationKinds.find((k) => k.kind === patch.kind)?.digest;
      if (patch.emailDaily !== undefined && !digest) throw badRequest('These notifications have no daily email.');
      // 'Once a day' replaces the mail of each one; 'At once' ends the daily one.
      const email = patch.emailDaily ? false : patch.email;
      await repo.setPreference(me.id, patch.kind, { email, inSite: patch.inSite, push: patch.push });
      if (digest && (patch.emailDaily !== undefined || patch.email)) await repo.setPreference(me.id, digest, { email: !!patch.emailDaily });
    }
    ctx.body = await repo.preferences(me.id);
  });

  router.post(apiPaths.notificationsRead, requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    // 'Mark all as read' sends nothing; opening a discussion sends which one (its notices only).
    const { discussion } = validate(noticesReadSchema, ctx.request.body ?? {});
    ctx.body = { marked: discussion ? await repo.markReadAbout(me.id, { path: discussionPath(discussion) }, DISCUSSION_NOTICE_KINDS) : await repo.markAllRead(me.id) };
  });
}
