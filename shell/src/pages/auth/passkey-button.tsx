import { useEffect, useRef, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { ApiError, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { isCeremonyAborted, PASSKEY_STOPPED, passkeysSupported, signInWithPasskey, stopPasskeyAutofill } from './api/passkey-sign-in';

/**
 * 'Sign in with a passkey' (issue 33 §3), and the browser's passkey autofill: while the sign-in form shows, the
 * username field (autocomplete="username webauthn") offers this device's Afterwork passkeys among its suggestions,
 * where the browser supports it. Either way the member is signed in as with a password. Hidden where the browser
 * has no WebAuthn at all.
 */
export function PasskeyButton({ onSignedIn, onError, rememberMe }: { onSignedIn: (user: CurrentUser) => void; onError: (message: string | null) => void; rememberMe: () => boolean }) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ onSignedIn, onError, rememberMe });
  latest.current = { onSignedIn, onError, rememberMe };

  const welcome = (user: CurrentUser) => {
    notifySuccess('Login successful', `Welcome back, ${user.name}!`);
    latest.current.onSignedIn(user);
  };

  useEffect(() => {
    let live = true;
    void passkeysSupported().then((yes) => {
      if (!live || !yes) return;
      setSupported(true);
      // Conditional mediation: waits, unseen, until the member picks a passkey in the username field's suggestions.
      signInWithPasskey({ autofill: true, rememberMe: () => latest.current.rememberMe() })
        .then((user) => {
          if (live && user) welcome(user);
        })
        .catch((err: unknown) => {
          // A refusal by the API is worth saying; the browser's own stops (another ceremony, leaving) are not.
          if (live && err instanceof ApiError) latest.current.onError(err.serverMessage);
        });
    });
    return () => {
      live = false;
      void stopPasskeyAutofill();
    };
    // Once per visit of the form (the latest callbacks are read through `latest`).
  }, []);

  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    latest.current.onError(null);
    try {
      const user = await signInWithPasskey({ rememberMe: latest.current.rememberMe });
      if (user) welcome(user);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError) && isCeremonyAborted(err)) return;
      // The API's words (expired, not recognised, suspended, too many tries), else the browser stopped or failed.
      const message = err instanceof ApiError ? errorText(err) : PASSKEY_STOPPED;
      latest.current.onError(message);
      notifyError('Login failed', message);
    }
  };

  return (
    <Button size="large" block onClick={() => void start()} loading={busy} disabled={busy} className="aw-passkey-button">
      Sign in with a passkey
    </Button>
  );
}
