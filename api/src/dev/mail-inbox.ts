import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * It listens on 127.0.0.1 only and never relays anything.
 */
export async function startMailInbox(opts: { smtpPort?: number; httpPort?: number; host?: string; keep?: number } = {}): Promise<MailInbox> {
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
      const one = /^\/mails\/(\d+)$/.exec(url.pathname);
      if (one) {
        const mail = mails.find((m) => m.id === Number(one[1]));
        res.writeHead(mail ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(mail ? mail.html || `<pre>${escapeHtml(mail.text)}</pre>` : 'No such mail');
        return;
      }
      const rows = [...mails]
        .reverse()
        .map((m) => `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('en-US'))}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/mails/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`)
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
