import { useCallback, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText, notifyError } from '@afterwork/shell-sdk';
import { Link } from '@afterwork/ui/router';
import type { CurrentUser } from '@afterwork/contracts/users';
import { isAdmin } from '@afterwork/contracts/roles';
import { useDismiss } from './use-dismiss';
import { useSignOut } from './sign-out';
import { firstWordOf, UserAvatar } from './user-avatar';
import { helpingQuery, switchAccount } from './helping';

const adminLinks = [
  { to: '/resources/manage', label: 'Resource Library' },
  { to: '/admin/users', label: 'Members' },
  { to: '/admin/communities', label: 'Communities' },
];

/**
 * The signed-in member's menu (spec part 1 §2): 'My Account' with Dashboard, Profile, Settings,
 * an 'Admin' section for admins, then 'Sign out'. Plain HTML (a disclosure of links), so it costs
 * no extra download: it closes on an outside click, on Escape and when a link is chosen.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { signOut, pending } = useSignOut();
  useDismiss(open, close, [buttonRef, panelRef], buttonRef);

  // The members this member helps (issue 34): 'Helping <name>' switches; while acting, the way back.
  const helping = useQuery(helpingQuery(user.id)).data;
  const [switching, setSwitching] = useState(false);
  const switchTo = (memberId: number | null) => {
    setSwitching(true);
    close();
    switchAccount(memberId).catch((err: unknown) => {
      setSwitching(false);
      notifyError('Could not switch', errorText(err));
    });
  };
  const acting = helping?.actingFor ?? null;

  const firstName = firstWordOf(user.name);
  return (
    <div className="aw-account">
      <button
        ref={buttonRef}
        type="button"
        className="aw-account-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`My Account: ${user.name || user.username}`}
        onClick={() => setOpen((o) => !o)}
      >
        <UserAvatar name={user.name} avatar={user.avatar} />
        {firstName && <span className="aw-account-name aw-only-desktop">{firstName}</span>}
        <svg className="aw-caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className="aw-account-panel" hidden={!open}>
        <nav aria-label="My Account">
          <p className="aw-menu-title">My Account</p>
          <ul>
            <li><Link to="/dashboard" onClick={close}>Dashboard</Link></li>
            <li><Link to={`/profile/${user.id}`} onClick={close}>Profile</Link></li>
            <li><Link to="/settings" onClick={close}>Settings</Link></li>
          </ul>
          {acting ? (
            <>
              <p className="aw-menu-title aw-menu-section">Helping {acting.name}</p>
              <ul>
                <li>
                  <button type="button" className="aw-menu-switch" onClick={() => switchTo(null)} disabled={switching}>
                    Back to my own account ({helping?.helperName})
                  </button>
                </li>
              </ul>
            </>
          ) : helping && helping.members.length > 0 ? (
            <>
              <p className="aw-menu-title aw-menu-section">Someone I help</p>
              <ul>
                {helping.members.map((m) => (
                  <li key={m.userId}>
                    <button type="button" className="aw-menu-switch" onClick={() => switchTo(m.userId)} disabled={switching}>
                      Helping {m.name}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {!acting && isAdmin(user) && (
            <>
              <p className="aw-menu-title aw-menu-section">Admin</p>
              <ul>
                {adminLinks.map((l) => (
                  <li key={l.to}><Link to={l.to} onClick={close}>{l.label}</Link></li>
                ))}
              </ul>
            </>
          )}
        </nav>
        <button type="button" className="aw-sign-out" onClick={() => void signOut()} disabled={pending} aria-busy={pending}>
          {pending ? 'Signing out...' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
