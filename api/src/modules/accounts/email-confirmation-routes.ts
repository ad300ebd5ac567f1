import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import type { CurrentUser } from '@afterwork/contracts/users';
import { requireUser } from '../../policies/guards';
import { linkPage, linkPageButton } from '../../http/html';
import type { EmailConfirmation } from './email-confirmation';

/**
 * The confirmation link from the mail (issue 17): GET only asks (link checkers and previews fetch links: they must
 * not spend the token), the page's button POSTs and confirms. Settings reads the status and sends the link again.
 */
export function registerEmailConfirmationRoutes(router: Router, confirmation: EmailConfirmation): void {
  const token = (ctx: RouterContext) => String(ctx.params.token ?? '').slice(0, 200);

  router.get(apiPaths.emailConfirmation.pattern, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = linkPage(
      'Confirm your email address',
      `<p>Press the button to confirm this is your email address. Afterwork can then send you the reminders and news you choose in Settings.</p>
${linkPageButton(apiPaths.emailConfirmation(token(ctx)), 'Confirm my email address')}`,
    );
  });

  router.post(apiPaths.emailConfirmation.pattern, async (ctx) => {
    const ok = token(ctx).length >= 20 && (await confirmation.confirm(token(ctx)));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.status = ok ? 200 : 400;
    ctx.body = ok
      ? linkPage('Your email address is confirmed', '<p>Thank you. Afterwork will now send you the emails you choose in Settings → Notifications.</p>\n<p><a href="/" style="color:#0b5d4b">Go to Afterwork</a></p>')
      : linkPage(
          'This link does not work any more',
          '<p>This confirmation link has expired, has already been used, or was for an address you have since changed. Sign in and open Settings to get a new one.</p>\n<p><a href="/settings" style="color:#0b5d4b">Open Settings</a></p>',
        );
  });

  router.get(apiPaths.myEmailConfirmation, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await confirmation.status((ctx.state.user as CurrentUser).id);
  });

  router.post(apiPaths.myEmailConfirmation, requireUser, async (ctx) => {
    ctx.status = 202;
    ctx.body = await confirmation.resend((ctx.state.user as CurrentUser).id);
  });
}
