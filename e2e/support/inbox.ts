import { expect, type Page } from '@playwright/test';

/** A mail as the local inbox lists it (api/src/dev/mail-inbox.ts, GET /api/mails, newest first). */
export interface InboxMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const inboxUrl = () => `http://127.0.0.1:${process.env.E2E_INBOX_PORT}`;

/** Waits until the local inbox holds a mail to `to` whose subject is `subject`, and answers it. */
export async function waitForMail(to: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inboxUrl()}/api/mails`)).json()) as InboxMail[];
        found = mails.find((m) => m.to.includes(to) && m.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export const CONFIRM_SUBJECT = 'Confirm your email address for Afterwork';

/** The link of the confirmation mail a new member gets (issue 17): `/api/email-confirmation/<token>`. */
export async function confirmationLink(to: string): Promise<string> {
  const mail = await waitForMail(to, CONFIRM_SUBJECT);
  return new URL(/Confirm my email address: (\S+)/.exec(mail.text)![1]!).pathname;
}

/** Confirms a new member's address as they would (the link's page posts it), so mail other than security reaches them. */
export async function confirmEmail(page: Page, to: string): Promise<void> {
  const res = await page.request.post(await confirmationLink(to));
  expect(res.status(), 'email confirmation').toBe(200);
}
