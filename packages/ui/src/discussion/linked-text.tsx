import { tokenize } from 'linkifyjs';

/**
 * A member's words with their web addresses made clickable, safely: the text is split into plain strings and links
 * by linkifyjs and rendered as React text (never as HTML, so markup and scripts show as typed); links open in a new
 * tab, tell search engines nothing (nofollow, ugc) and give the other page no hold on this one (noopener).
 * Only http(s) and mail addresses become links.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {tokenize(text).map((token, i) => {
        const shown = token.toString();
        if (!token.isLink) return shown;
        const href = token.toHref('https');
        if (!/^(https?:|mailto:)/i.test(href)) return shown;
        return (
          <a key={i} href={href} target="_blank" rel="nofollow noopener ugc" className="aw-discussion-link">
            {shown}
          </a>
        );
      })}
    </>
  );
}
