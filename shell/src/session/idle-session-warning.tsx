import { lazy, Suspense, useEffect, useState } from 'react';
import { lastApiAnswerAt, useSession } from '@afterwork/shell-sdk';
import { idleState } from './idle-state';
import { pingSession } from './api/session-mutations';

const IdleWarningDialog = lazy(() => import('./idle-warning-dialog'));
const CHECK_EVERY_MS = 15_000;

/**
 * Before an idle session ends (2 h without Remember me), ask 'stay signed in?' rather than let a member
 * lose what they were doing. 'Stay signed in' pings the session, which renews it on the server.
 */
export function IdleSessionWarning() {
  const session = useSession();
  const userId = session.user?.id;
  const [lifetime, setLifetime] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    pingSession()
      .then((ping) => !cancelled && setLifetime(ping.cookieSettings.maxAgeMs))
      .catch(() => undefined);
    const timer = window.setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [userId]);

  const state = userId && lifetime ? idleState(now, lastApiAnswerAt(), lifetime) : 'active';
  const { refresh } = session;
  useEffect(() => {
    // The server has ended the session: let the whole site know it is signed out.
    if (state === 'expired') void refresh();
  }, [state, refresh]);

  if (state !== 'warn' || !lifetime) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        msLeft={lifetime - (now - lastApiAnswerAt())}
        onStay={async () => {
          await pingSession().catch(() => undefined);
          setNow(Date.now());
        }}
      />
    </Suspense>
  );
}
