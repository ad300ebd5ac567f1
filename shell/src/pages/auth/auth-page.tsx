import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from '@afterwork/ui/router';
import { useSession } from '@afterwork/shell-sdk';
import { Tabs } from '@afterwork/ui/tabs';
import type { CurrentUser } from '@afterwork/contracts/users';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';

/** Only a path inside this site may be a destination after sign-in (never //evil.example). */
const safeFrom = (from: unknown) => (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null);

/**
 * /auth, /sign-in and (through /join) the Register tab (spec part 1 §2 'Sign-in and join').
 * Both forms stay mounted while the other tab shows, so switching tabs never loses what was typed. After either form,
 * a visitor sent here by an action (e.g. 'Join Group') goes back to it; otherwise to their profile (signing in) or
 * the welcome (registering).
 */
export default function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const [destination, setDestination] = useState<string | null>(null);

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
  // A new member goes to the welcome (issue 19 §8) unless an action sent them here (then back to it).
  const signedIn = (user: CurrentUser, fallback: string) => {
    setDestination(from || fallback);
    session.setUser(user);
  };

  const select = (next: Tab) => setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true, state: location.state });

  return (
    <section className="aw-page aw-auth">
      <div className="aw-auth-card">
        <h1>{tab === 'register' ? 'Join Afterwork' : 'Sign in to Afterwork'}</h1>
        <Tabs
          label="Sign in or join"
          layout="fill"
          keepMounted
          activeKey={tab}
          onChange={select}
          items={[
            { key: 'login', label: 'Sign in', children: <LoginForm onSignedIn={(user) => signedIn(user, `/profile/${user.id}`)} /> },
            { key: 'register', label: 'Join for free', children: <RegisterForm onRegistered={(user) => signedIn(user, '/welcome')} /> },
          ]}
        />
      </div>
    </section>
  );
}
