/** Text put into HTML (element content or a double-quoted attribute): the five characters HTML gives meaning to. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A small page of our own (no app bundle) for links in mails: it must work from any mail client, signed in or not. */
export const linkPage = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} – Afterwork</title></head>
<body style="margin:0;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<main style="max-width:600px;margin:40px auto;padding:32px 24px;background:#fff;font-size:20px;line-height:1.6">
<p style="font-size:22px;font-weight:bold;color:#0b5d4b;margin:0 0 16px">Afterwork</p>
<h1 style="font-size:28px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;

/** The big button of those pages: a form posting to `action`. */
export const linkPageButton = (action: string, label: string): string =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="min-height:48px;padding:0 28px;font-size:20px;font-weight:bold;color:#fff;background:#0b5d4b;border:none;border-radius:8px;cursor:pointer">${escapeHtml(label)}</button></form>`;
