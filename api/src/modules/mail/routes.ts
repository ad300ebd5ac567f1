import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { isNotificationKind, notificationKinds } from '@afterwork/contracts/notification-kinds';
import type { AppDeps } from '../../deps';
import { escapeHtml, linkPage, linkPageButton } from '../../http/html';
import { readUnsubscribeToken } from './unsubscribe-token';

const page = linkPage;

/**
 * One-click unsubscribe (RFC 8058), no sign-in: the signed token in the mail names the member and the kind.
 * GET asks (link checkers and previews fetch links; they must not unsubscribe anyone); POST stops that kind of mail
 * (mail clients POST `List-Unsubscribe=One-Click` here; the page's button posts too).
 */
export function registerMailRoutes(router: Router, deps: AppDeps): void {
  // The member's mail choices are kept by modules/notifications (above mail in the module tree): handed in by the app.
  const prefs = deps.services.notices;

  const read = (ctx: RouterContext) => {
    const parsed = readUnsubscribeToken(deps.config.sessionSecret, String(ctx.params.token ?? ''));
    if (!parsed || !isNotificationKind(parsed.kind)) return undefined;
    const label = notificationKinds.find((k) => k.kind === parsed.kind)!.label;
    return { ...parsed, kind: parsed.kind, label };
  };
  const invalid = (ctx: RouterContext) => {
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = page('This link does not work', '<p>This unsubscribe link is incomplete or was changed. Please use the link from the email itself, or sign in and open Settings → Notifications.</p>');
  };

  router.get(apiPaths.unsubscribe.pattern, async (ctx) => {
    const t = read(ctx);
    if (!t) return invalid(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = page(
      'Stop these emails?',
      `<p>You will no longer get emails about: <strong>${escapeHtml(t.label)}</strong>.</p>
${linkPageButton(apiPaths.unsubscribe(String(ctx.params.token)), 'Stop these emails')}`,
    );
  });

  router.post(apiPaths.unsubscribe.pattern, async (ctx) => {
    const t = read(ctx);
    if (!t) return invalid(ctx);
    await prefs.unsubscribe(t.memberId, t.kind);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = page(
      'You are unsubscribed',
      `<p>We will not email you about: <strong>${escapeHtml(t.label)}</strong>. You can turn these emails back on at any time in Settings → Notifications.</p>
<p><a href="/settings" style="color:#0b5d4b">Open Settings</a></p>`,
    );
  });
}
