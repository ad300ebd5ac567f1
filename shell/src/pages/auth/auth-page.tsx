import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';
const tabs: Array<{ key: Tab; label: string }> = [
  { key: 'login', label: 'Login' },
  { key: 'register', label: 'Register' },
];

/** Only a path inside this site may be a destination after sign-in (never //evil.example). */
const safeFrom = (from: unknown) => (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null);

/**
 * /auth, /sign-in and (through /join) the Register tab (spec part 1 §2 'Sign-in and join').
 * Both forms stay mounted while the other tab shows, so switching tabs never loses what was typed. After either form,
 * a visitor sent here by an action (e.g. 'Join Group') goes back to it; otherwise to their profile.
 */
export default function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const [destination, setDestination] = useState<string | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });

  useEffect(() => {
    const previous = document.title;
    document.title = tab === 'register' ? 'Join Afterwork' : 'Sign in to Afterwork';
    return () => {
      document.title = previous;
    };
  }, [tab]);

  if (destination) return <Navigate to={destination} replace />;
  if (session.user) return <Navigate to="/" replace />;

  const from = safeFrom((location.state as { from?: unknown } | null)?.from);
  const signedIn = (user: CurrentUser, goBack: boolean) => {
    setDestination((goBack && from) || `/profile/${user.id}`);
    session.setUser(user);
  };

  const select = (next: Tab, focus = false) => {
    setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true, state: location.state });
    if (focus) tabRefs.current[next]?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: Tab = e.key === 'Home' ? 'login' : e.key === 'End' ? 'register' : tab === 'login' ? 'register' : 'login';
    select(next, true);
  };

  return (
    <section className="aw-page aw-auth">
      <div className="aw-auth-card">
        <h1>Sign in to Afterwork</h1>
        <div role="tablist" aria-label="Sign in or register" className="aw-auth-tabs" onKeyDown={onTabKey}>
          {tabs.map((t) => (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[t.key] = el;
              }}
              type="button"
              role="tab"
              id={`aw-auth-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`aw-auth-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              onClick={() => select(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="aw-auth-panel-login" aria-labelledby="aw-auth-tab-login" hidden={tab !== 'login'}>
          <LoginForm onSignedIn={(user) => signedIn(user, true)} />
        </div>
        <div role="tabpanel" id="aw-auth-panel-register" aria-labelledby="aw-auth-tab-register" hidden={tab !== 'register'}>
          <RegisterForm onRegistered={(user) => signedIn(user, true)} />
        </div>
      </div>
    </section>
  );
}
