import { escapeHtml } from '../../http/html';

/**
 * Every mail Afterwork sends has the same shape (issue 17): a greeting, a few short paragraphs, one clear action,
 * and the reason it was sent; a plain-text part and a simple HTML part in large type (20 px body, 17 px footer,
 * a 48 px high button), and for everything but security mail a way to stop that kind of mail.
 */
export interface MailContent {
  subject: string;
  /** 'Hello Margaret,' */
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Why the member got this mail: 'You are receiving this because you asked to reset your password.' */
  reason: string;
  /** The one-click unsubscribe page for this kind of mail (never on security mail). */
  unsubscribeUrl?: string;
}

export function renderMail(c: MailContent): { subject: string; text: string; html: string } {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    `${c.action.label}: ${c.action.url}`,
    '',
    '--',
    c.reason,
    ...(c.unsubscribeUrl ? [`Stop these emails: ${c.unsubscribeUrl}`] : []),
    'Afterwork — Feel Better, Together',
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 20px;font-size:20px;line-height:1.6;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ef">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;font-family:Arial,Helvetica,sans-serif;background:#ffffff">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#0b5d4b">Afterwork</p>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;min-height:48px;line-height:48px;padding:0 28px;background:#0b5d4b;color:#ffffff;font-size:20px;font-weight:bold;text-decoration:none;border-radius:8px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 28px;font-size:17px;line-height:1.5;color:#374151">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(c.action.url)}</span></p>
<hr style="border:none;border-top:1px solid #d1d5db;margin:0 0 20px">
<p style="margin:0 0 12px;font-size:17px;line-height:1.5;color:#374151">${escapeHtml(c.reason)}</p>
${c.unsubscribeUrl ? `<p style="margin:0 0 12px;font-size:17px;line-height:1.5"><a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#0b5d4b">Stop these emails</a></p>` : ''}
</div>
</body></html>`;
  return { subject: c.subject, text, html };
}
