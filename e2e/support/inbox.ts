import { expect } from '@playwright/test';

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
