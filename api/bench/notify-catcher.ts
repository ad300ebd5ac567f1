// The SMTP catcher of `pnpm bench:notify`, in its own process (as `npm start` runs the inbox beside the API): it
// reports its port, then how many mails it has received whenever asked.
import { startMailInbox } from '../src/dev/mail-inbox';

void startMailInbox({ keep: 10 }).then((inbox) => {
  process.send!({ port: inbox.smtpPort });
  process.on('message', (m: string) => {
    if (m === 'count') process.send!({ count: inbox.mails.at(-1)?.id ?? 0 });
    if (m === 'stop') void inbox.close().then(() => process.exit(0));
  });
});
