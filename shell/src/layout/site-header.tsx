import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@afterwork/ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { fetchCurrentUser, sessionQueryKey, useSession } from '@afterwork/shell-sdk';
import { LinkButton } from '@afterwork/ui/link-button';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';
import { MessageEnvelope } from './message-envelope';
import { HelpingBanner, useActingFor } from './helping';
import { joinPath } from '../routing/join-path';
import { mainLinks } from './nav-links';
import { TextSizeChoices, TextSizeMenu } from './text-size-control';
import { useDismiss } from './use-dismiss';

const MOBILE_MENU_ID = 'aw-mobile-menu';

/**
 * Spec part 1 §4: the header re-checks the session on each location change. The session query's
 * own 30 s freshness applies, so moving between pages quickly costs no extra requests.
 */
function useSessionRecheckOnNavigation() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the page-load check covers the first location
      return;
    }
    void queryClient.prefetchQuery({ queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 30_000 });
  }, [pathname, search, queryClient]);
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {open ? (
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The sticky site header (spec part 1 §2). Plain HTML and CSS: the desktop bar shows the links
 * inline; below 900px a toggle opens the same links as a menu that closes on an outside click,
 * on Escape and when a link is chosen.
 */
export function SiteHeader() {
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useDismiss(menuOpen, closeMenu, [toggleRef, menuRef], toggleRef);
  useSessionRecheckOnNavigation();
  useEffect(closeMenu, [location.pathname, closeMenu]);

  const user = session.user;
  // A helper acting for a member never sees her private messages (issue 34).
  const acting = useActingFor();
  return (
    <header className="aw-header">
      {/* A helper acting for a member (issue 34): in the sticky header, so it stays in sight on every page. */}
      <HelpingBanner />
      <div className="aw-header-bar">
        <Link to="/" className="aw-logo">Afterwork</Link>
        <nav aria-label="Main" className="aw-nav-desktop">
          <ul>
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="aw-header-actions">
          <TextSizeMenu />
          {user ? (
            <>
              {!acting && <MessageEnvelope userId={user.id} />}
              <NotificationBell userId={user.id} />
              <AccountMenu user={user} />
            </>
          ) : session.status === 'signed-out' ? (
            <>
              {/* Beside joining, at every width (issue 31): a returning member should not have to hunt for it. */}
              <Link to="/auth" className="aw-signin-link">Sign in</Link>
              <LinkButton to={joinPath} type="primary" className="aw-join aw-only-desktop">Join for free</LinkButton>
              <LinkButton to={joinPath} type="primary" className="aw-join aw-only-mobile">Join</LinkButton>
            </>
          ) : (
            <span className="aw-header-placeholder" aria-hidden="true" />
          )}
          <button
            ref={toggleRef}
            type="button"
            className="aw-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon open={menuOpen} />
            <span>Menu</span>
          </button>
        </div>
      </div>
      <div ref={menuRef} id={MOBILE_MENU_ID} className="aw-mobile-menu" hidden={!menuOpen}>
        <nav aria-label="Main menu">
          <ul>
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} onClick={closeMenu}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <TextSizeChoices layout="row" />
        {!user && session.status === 'signed-out' && (
          <div className="aw-mobile-auth">
            <LinkButton to="/join" type="primary" size="large" block className="aw-mobile-join">
              Join for free
            </LinkButton>
            <LinkButton to="/auth" size="large" block onClick={closeMenu}>
              Sign in
            </LinkButton>
          </div>
        )}
      </div>
    </header>
  );
}
