import http from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import { escapeHtml } from '../http/html';

/** One mail as the inbox received and parsed it. */
export interface ReceivedMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export interface MailInbox {
  smtpPort: number;
  /** Port of the page listing the mails (0 when no page was asked for). */
  httpPort: number;
  mails: ReceivedMail[];
  /** Waits for a mail matching `match` (already received or still to come). */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? '')).filter(Boolean);

/**
 * A local mail catcher for development and tests: an SMTP server (the `smtp-server` package) that accepts every
 * mail, parses it with `mailparser`, and keeps the last 500 in memory; and, when `httpPort` is given, a page
 * listing them (newest first), each mail's HTML part at `/mails/<id>`, and JSON at `/api/mails`.
 * With `replySmtpPort`, a mail that has a Reply-To (a conversation's reply address) can be answered from the page, as
 * the member's mail program would: `/mails/<id>/answer` sends the answer, the original quoted below it, from the
 * address the mail went to, over SMTP to that port (the API's inbound server: reply by email).
 * It listens on 127.0.0.1 only and never relays anything.
 */
export async function startMailInbox(opts: { smtpPort?: number; httpPort?: number; host?: string; keep?: number; replySmtpPort?: number } = {}): Promise<MailInbox> {
  const host = opts.host ?? '127.0.0.1';
  const keep = opts.keep ?? 500;
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{ match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  let next = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing waits this long for clients still connected (a pooled sender), then cuts them.
    closeTimeout: 1000,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          const mail: ReceivedMail = {
            id: next++,
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from).join(', '),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') })),
          };
          mails.push(mail);
          if (mails.length > keep) mails.splice(0, mails.length - keep);
          for (const w of waiters) if (w.match(mail)) { waiters.delete(w); w.resolve(mail); }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(opts.smtpPort ?? 0, host, () => resolve());
  });
  smtp.on('error', () => undefined);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  /** Answers `mail` as a mail program would: from its recipient to its Reply-To, the original quoted below. */
  async function sendAnswer(mail: ReceivedMail, words: string): Promise<string> {
    const transport = nodemailer.createTransport({ host, port: opts.replySmtpPort, secure: false, ignoreTLS: true });
    const quoted = mail.text.split('\n').map((l) => `> ${l}`).join('\n');
    const when = new Date(mail.receivedAt).toUTCString();
    const info = await transport.sendMail({
      from: mail.to[0], to: mail.headers['reply-to'], subject: `Re: ${mail.subject}`,
      inReplyTo: mail.headers['message-id'], text: `${words}\n\nOn ${when}, ${mail.from} wrote:\n${quoted}`,
    });
    return String(info.response ?? 'OK');
  }
  const page200 = (res: http.ServerResponse, html: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  };
  const answerPage = (mail: ReceivedMail, outcome?: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Answer: ${escapeHtml(mail.subject)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:18px;max-width:800px;margin:24px auto;padding:0 16px">
<p><a href="/">Back to the local inbox</a></p><h1>Answer by email</h1>
<p>As ${escapeHtml(mail.to[0] ?? '')}, answering “${escapeHtml(mail.subject)}” (to ${escapeHtml(mail.headers['reply-to'] ?? '')}). The mail is quoted below your words, as a mail program does.</p>
${outcome ? `<p role="status" style="padding:12px;border:2px solid #333">${escapeHtml(outcome)}</p>` : ''}
<form method="post"><label for="words" style="display:block;font-weight:bold">Your answer</label>
<textarea id="words" name="words" rows="6" style="width:100%;font-size:18px" required></textarea>
<p><button type="submit" style="font-size:18px;min-height:48px;padding:0 24px">Send answer</button></p></form>
<h2>The mail</h2><pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre></body></html>`;

  let page: http.Server | undefined;
  let httpPort = 0;
  if (opts.httpPort !== undefined) {
    page = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://inbox');
      if (url.pathname === '/api/mails') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify([...mails].reverse()));
        return;
      }
      const answer = /^\/mails\/(\d+)\/answer$/.exec(url.pathname);
      if (answer && opts.replySmtpPort) {
        const mail = mails.find((m) => m.id === Number(answer[1]));
        if (!mail?.headers['reply-to']) return void res.writeHead(404).end('No such mail, or it cannot be answered');
        if (req.method === 'POST') {
          let body = '';
          req.setEncoding('utf8');
          req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 100_000)));
          req.on('end', () => {
            const words = new URLSearchParams(body).get('words') ?? '';
            sendAnswer(mail, words).then(
              (sent) => page200(res, answerPage(mail, `Sent. The server answered: ${sent}`)),
              (err: Error) => page200(res, answerPage(mail, `Not sent: ${err.message}`)),
            );
          });
          return;
        }
        return page200(res, answerPage(mail));
      }
      const one = /^\/mails\/(\d+)$/.exec(url.pathname);
      if (one) {
        const mail = mails.find((m) => m.id === Number(one[1]));
        res.writeHead(mail ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(mail ? mail.html || `<pre>${escapeHtml(mail.text)}</pre>` : 'No such mail');
        return;
      }
      const rows = [...mails]
        .reverse()
        .map((m) => {
          const canAnswer = opts.replySmtpPort && m.headers['reply-to'] ? ` <a href="/mails/${m.id}/answer">Answer by email</a>` : '';
          return `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('en-US'))}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/mails/${m.id}">${escapeHtml(m.subject)}</a>${canAnswer}</td></tr>`;
        })
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Afterwork local inbox</title></head>
<body style="font-family:Arial,sans-serif;font-size:18px;max-width:1000px;margin:24px auto;padding:0 16px">
<h1>Afterwork local inbox</h1><p>Every mail the site sent while running locally (the newest first; reload to update). Nothing here left this machine.</p>
<table style="border-collapse:collapse;width:100%" cellpadding="8"><thead><tr><th align="left">Received</th><th align="left">To</th><th align="left">Subject</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table></body></html>`);
    });
    await new Promise<void>((resolve, reject) => {
      page!.once('error', reject);
      page!.listen(opts.httpPort, host, () => resolve());
    });
    httpPort = (page.address() as AddressInfo).port;
  }

  return {
    smtpPort,
    httpPort,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = { match, resolve: (m: ReceivedMail) => { clearTimeout(timer); resolve(m); } };
        const timer = setTimeout(() => { waiters.delete(w); reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`)); }, timeoutMs);
        waiters.add(w);
      });
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (page) { page.closeAllConnections(); await new Promise<void>((resolve) => page!.close(() => resolve())); }
    },
  };
}
