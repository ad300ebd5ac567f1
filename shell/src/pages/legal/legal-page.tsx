import { useEffect } from 'react';
import { LEGAL_DOCS, LEGAL_UPDATED, type LegalDocId } from './legal-docs';
import './doc-page.css';
import './legal.css';

/** /privacy, /terms, /cookies and /accessibility: public pages of the shell, linked from the footer (issue 19 §13). */
export default function LegalPage({ doc }: { doc: LegalDocId }) {
  const d = LEGAL_DOCS[doc];
  useEffect(() => {
    document.title = `${d.title} | Afterwork`;
  }, [d.title]);
  return (
    <article className="aw-page aw-doc-page aw-legal" aria-labelledby="aw-legal-title">
      <h1 id="aw-legal-title">{d.title}</h1>
      <p className="aw-doc-lead">{d.lead}</p>
      <p className="aw-legal-updated">Last updated {LEGAL_UPDATED}.</p>
      {d.body}
    </article>
  );
}
