import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@afterwork/ui/router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { showSignedOutNotice } from './sign-out';
import { ModerationNotice } from './moderation-notice';
import { SecondFactorNotice } from './second-factor-notice';

/** Scrolls to the top whenever the location changes (spec part 1 §2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  // Braces matter: in current Chromium scrollTo() returns a Promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** The frame around every page: skip link, sticky header, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  // After sign-out's full redirect, the 'Logged out' toast shows once on the page the member lands on.
  useEffect(showSignedOutNotice, []);
  return (
    <>
      <a className="aw-skip-link" href="#main">Skip to main content</a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="aw-main" tabIndex={-1}>
        <ModerationNotice />
        <SecondFactorNotice />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
