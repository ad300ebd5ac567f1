/**
 * Second line of defence for resource HTML (the API sanitises it when stored): drop scripts and other
 * active elements, event-handler attributes and any URL that is not http(s), mailto or a relative path.
 */
const DROP = 'script,style,iframe,object,embed,link,meta,base,form,input,button,textarea,select,svg,math,template,noscript';
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background'];

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') el.removeAttribute(attr.name);
      else if (URL_ATTRS.includes(name)) {
        // eslint-disable-next-line no-control-regex -- control characters are what we strip: "java\u0001script:" must not pass as relative
        const v = attr.value.trim().replace(/[\u0000-\u001f\s]+/g, '').toLowerCase();
        if (name === 'srcset' || !(/^(https?:|mailto:)/.test(v) || /^[/#?]/.test(v) || !/^[a-z][a-z0-9+.-]*:/.test(v))) el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A' && el.getAttribute('href')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML;
}
