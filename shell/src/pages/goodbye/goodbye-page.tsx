import { useEffect, useState } from 'react';
import { LinkButton } from '@afterwork/ui/link-button';
import { forgetGoodbyeAddress, readGoodbyeAddress } from './goodbye-address';
import './goodbye.css';

/**
 * /goodbye (issue 31, major 6): where a member lands after deleting her account, by a full page load, so nothing of
 * hers is left in the page's memory (session, cached answers, stores) and the header shows a visitor. It names the
 * address the confirmation went to (kept for this one landing in sessionStorage by the deleting page).
 */
export default function GoodbyePage() {
  const [email] = useState(readGoodbyeAddress);
  useEffect(() => {
    document.title = 'Your account has been deleted | Afterwork';
    forgetGoodbyeAddress();
  }, []);
  return (
    <article className="aw-page aw-goodbye" aria-labelledby="aw-goodbye-title">
      <h1 id="aw-goodbye-title">Your account has been deleted</h1>
      <p>
        {email ? (
          <>
            We have sent a confirmation to <strong className="aw-goodbye-email">{email}</strong>.
          </>
        ) : (
          'We have sent a confirmation to your email address.'
        )}
      </p>
      <p>Your profile and your personal details have been removed, and you have been signed out on every device.</p>
      <p>Thank you for being part of Afterwork. You are always welcome to join again.</p>
      <LinkButton type="primary" size="large" to="/">
        Go to the home page
      </LinkButton>
    </article>
  );
}
