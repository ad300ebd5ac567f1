import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { PageSpinner } from '@afterwork/ui/states';
import { ApiError, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { SECOND_FACTOR_CODE_MISSING, type TotpSetup } from '@afterwork/contracts/second-factor';
import { secondFactorQuery, useCheckCode, useCheckPasskey, useConfirmTotp, useRemoveTotp, useStartTotp } from './api/second-factor-queries';

const PASSKEY_STOPPED = 'The passkey was not used: the request was stopped or timed out. Please try again, or type a code.';

/** A code box and its button; `onCode` answers the error text to show under the box, if any. */
function CodeForm({ label, button, busy, onCode, hint }: { label: string; button: string; busy: boolean; hint: string; onCode: (code: string) => Promise<string | null> }) {
  const [form] = Form.useForm<{ code: string }>();
  const submit = async ({ code }: { code: string }) => {
    const typed = (code ?? '').trim();
    if (!typed) {
      form.setFields([{ name: 'code', errors: [SECOND_FACTOR_CODE_MISSING] }]);
      return;
    }
    const error = await onCode(typed);
    if (error) form.setFields([{ name: 'code', errors: [error] }]);
    else form.resetFields();
  };
  return (
    <Form<{ code: string }> form={form} noValidate className="aw-form" layout="vertical" requiredMark={false} initialValues={{ code: '' }} onFinish={submit} aria-label={button}>
      <Form.Item label={label} name="code" extra={<span className="aw-hint">{hint}</span>}>
        <Input size="large" maxLength={20} autoComplete="one-time-code" inputMode="text" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={busy}>
        {button}
      </Button>
    </Form>
  );
}

/** The secret to type into the app, in groups of four, and a link that opens the app where the device has one. */
function SetupSteps({ setup, onDone }: { setup: TotpSetup; onDone: (codes: string[]) => void }) {
  const confirm = useConfirmTotp();
  return (
    <div className="aw-stack">
      <ol className="aw-second-factor-steps">
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 2FAS).</li>
        <li>
          Add an account in the app and type this key: <code className="aw-totp-secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>{' '}
          or, on this device, <a href={setup.uri}>open it in your authenticator app</a>.
        </li>
        <li>Type the 6-digit code the app now shows.</li>
      </ol>
      <CodeForm
        label="Code from the app"
        button="Confirm the app"
        hint="Six digits. A new code appears every 30 seconds."
        busy={confirm.isPending}
        onCode={async (code) => {
          try {
            const res = await confirm.mutateAsync(code);
            notifySuccess('Authenticator app set up', 'Admin pages are open to you again.');
            onDone(res.recoveryCodes);
            return null;
          } catch (err) {
            return errorText(err);
          }
        }}
      />
    </div>
  );
}

/**
 * Settings → 'Second step for admin pages' (issue 33 §3), for site admins: where admins need a second factor
 * (production), admin pages open only once this session used one: a passkey, a code from an authenticator app, or a
 * one-time recovery code. The first admin sets one up here at first sign-in (the shell's notice links here).
 */
export function SecondFactorCard() {
  const state = useQuery(secondFactorQuery());
  const start = useStartTotp();
  const check = useCheckCode();
  const passkey = useCheckPasskey();
  const remove = useRemoveTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const body = () => {
    if (state.isPending) return <PageSpinner />;
    if (state.isError) return <p role="alert">We could not load your second step. {errorText(state.error)}</p>;
    const s = state.data;
    const waiting = s.required && !s.confirmed;
    const hasFactor = s.app || s.passkeys > 0;
    return (
      <>
        {codes && (
          <div className="aw-recovery-codes" role="region" aria-label="Your recovery codes">
            <h3>Your recovery codes</h3>
            <p>
              <strong>Write these down and keep them somewhere safe.</strong> If you lose your phone, each code lets you in once instead of a code from the
              app. They are shown only now.
            </p>
            <ul>
              {codes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ul>
            <Button size="large" onClick={() => setCodes(null)}>
              I have written them down
            </Button>
          </div>
        )}
        {waiting && hasFactor && (
          <div className="aw-stack" role="group" aria-labelledby="second-factor-confirm">
            <p id="second-factor-confirm">
              <strong>Please confirm it is you to open admin pages.</strong>
            </p>
            {s.passkeys > 0 && (
              <>
                <Button
                  type="primary"
                  size="large"
                  loading={passkey.isPending}
                  disabled={passkey.isPending}
                  onClick={() =>
                    passkey.mutate(undefined, {
                      onSuccess: () => {
                        setPasskeyError(null);
                        notifySuccess('Thank you', 'Admin pages are open to you again.');
                      },
                      onError: (err) => {
                        const message = err instanceof ApiError ? errorText(err) : PASSKEY_STOPPED;
                        setPasskeyError(message);
                        notifyError('Not confirmed', message);
                      },
                    })
                  }
                >
                  Use my passkey
                </Button>
                {passkeyError && <p role="alert">{passkeyError}</p>}
              </>
            )}
            {(s.app || s.recoveryCodesLeft > 0) && (
              <CodeForm
                label="Code from your authenticator app, or a recovery code"
                button="Confirm it is me"
                hint="Six digits from the app, or one of the recovery codes you wrote down (such as abcde-fghjk)."
                busy={check.isPending}
                onCode={async (code) => {
                  try {
                    await check.mutateAsync(code);
                    notifySuccess('Thank you', 'Admin pages are open to you again.');
                    return null;
                  } catch (err) {
                    return errorText(err);
                  }
                }}
              />
            )}
          </div>
        )}
        {!hasFactor && (
          <p>
            <strong>{s.required ? 'Please set up a second step now: admin pages open only after it.' : 'You have no second step yet.'}</strong> Add a passkey
            above, or set up an authenticator app below.
          </p>
        )}
        {s.app ? (
          <div className="aw-stack">
            <p>
              An authenticator app is set up. You have {s.recoveryCodesLeft} recovery {s.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
            </p>
            {!removing ? (
              <Button size="large" onClick={() => setRemoving(true)} disabled={waiting}>
                Remove the authenticator app
              </Button>
            ) : (
              <div className="aw-row">
                <Button
                  type="primary"
                  danger
                  size="large"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => {
                        setRemoving(false);
                        notifySuccess('Authenticator app removed', 'Its codes and your recovery codes no longer work.');
                      },
                      onError: (err) => notifyError('Not removed', errorText(err)),
                    })
                  }
                >
                  Yes, remove it
                </Button>
                <Button size="large" onClick={() => setRemoving(false)}>
                  Cancel
                </Button>
              </div>
            )}
          </div>
        ) : setup ? (
          <SetupSteps
            setup={setup}
            onDone={(c) => {
              setSetup(null);
              setCodes(c);
            }}
          />
        ) : (
          (!waiting || !hasFactor) && (
            <Button
              size="large"
              type={hasFactor ? 'default' : 'primary'}
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: (err) => notifyError('Not started', errorText(err)) })}
            >
              Set up an authenticator app
            </Button>
          )
        )}
      </>
    );
  };

  return (
    <section className="aw-panel" aria-labelledby="second-factor-title" id="second-factor">
      <h2 id="second-factor-title">Second step for admin pages</h2>
      <p>
        As a site admin, you confirm it is you with a second step: a passkey, or a code from an authenticator app on your phone. Someone who learns your
        password still cannot use the admin pages.
      </p>
      {body()}
    </section>
  );
}
