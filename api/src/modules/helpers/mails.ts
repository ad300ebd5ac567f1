import { HELPER_GRANT_LABELS, type HelperGrant } from '@afterwork/contracts/helpers';
import type { MailText } from '../mail/public';

/** 'helper-invitation' (issue 34 item 1): a member asks someone to be her helper; the link works once, for 7 days. */
export function helperInvitationMail(d: { memberName: string; grants: HelperGrant[]; url: string }): MailText {
  return {
    subject: `${d.memberName} asks you to help her on Afterwork`,
    greeting: 'Hello,',
    paragraphs: [
      `${d.memberName} would like you to be her helper on Afterwork, the site where she finds groups and activities near her.`,
      `She has said you may: ${d.grants.map((g) => HELPER_GRANT_LABELS[g].toLowerCase()).join('; ')}.`,
      'A helper can never read her private messages, post as her, see her assessment results, change her password, email or privacy, download her data or delete her account. Everything you do for her is shown to her.',
      'Press the button to accept. If you are not yet an Afterwork member, you can join first on the page that opens. The link works once, for 7 days.',
    ],
    action: { label: 'Accept and help', url: d.url },
    reason: `You are receiving this because ${d.memberName} entered your email address in her Afterwork settings. If you do not know her, you can ignore this email.`,
  };
}
