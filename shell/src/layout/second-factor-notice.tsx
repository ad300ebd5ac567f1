import { Link, useLocation } from '@afterwork/ui/router';
import { useSession } from '@afterwork/shell-sdk';

/**
 * A site admin whose admin powers wait for the second factor (issue 33 §3: production) is asked for it on every page
 * but Settings, where it is done: set up at first sign-in (the first admin the CLI makes), confirmed at each later one.
 */
export function SecondFactorNotice() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user?.secondFactor || pathname === '/settings') return null;
  const setUp = user.secondFactor === 'set-up';
  return (
    <section className="aw-moderation-notice" role="status" aria-labelledby="second-factor-notice-title">
      <h2 id="second-factor-notice-title">{setUp ? 'Please set up a second step for admin pages' : 'Please confirm it is you'}</h2>
      <p>
        {setUp
          ? 'As a site admin, you need a second step besides your password: a passkey, or a code from an authenticator app on your phone. Admin pages open once it is set up.'
          : 'Admin pages need a second step: a code from your authenticator app, a recovery code, or your passkey.'}
      </p>
      <Link to="/settings#second-factor" className="aw-notice-link">
        {setUp ? 'Set up the second step' : 'Confirm it is me'}
      </Link>
    </section>
  );
}
