// The local inbox as a process of its own (`npm start` runs it): SMTP on MAIL_INBOX_SMTP_PORT (default 1025),
// the page on MAIL_INBOX_HTTP_PORT (default 1080); 0 takes a free port. MAIL_INBOX_REPLY_SMTP_PORT: where its 'Answer'
// sends (the API's inbound SMTP server: reply by email). Prints one line
// `mail-inbox ready {"smtpPort":…,"httpPort":…}` once both listen.
import { startMailInbox } from './mail-inbox';

async function main() {
  const port = (name: string, fallback: number) => (process.env[name] !== undefined && process.env[name] !== '' ? Number(process.env[name]) : fallback);
  const replyPort = port('MAIL_INBOX_REPLY_SMTP_PORT', 0);
  const inbox = await startMailInbox({ smtpPort: port('MAIL_INBOX_SMTP_PORT', 1025), httpPort: port('MAIL_INBOX_HTTP_PORT', 1080), replySmtpPort: replyPort || undefined });
  process.stdout.write(`mail-inbox ready ${JSON.stringify({ smtpPort: inbox.smtpPort, httpPort: inbox.httpPort })}\n`);
  const stop = () => void inbox.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` with a pipe on stdin: stop with that parent even when it dies without a signal.
  if (process.env.MAIL_INBOX_STOP_WITH_STDIN === '1') {
    process.stdin.on('end', stop);
    process.stdin.resume();
  }
}

main().catch((err) => {
  console.error(`mail-inbox: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
