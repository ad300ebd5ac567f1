import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { formatDay } from '@afterwork/ui/dates';
import { PageSpinner } from '@afterwork/ui/states';
import { ApiError, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { PASSKEY_NAME_MISSING, PASSKEY_NAME_TOO_LONG, type Passkey } from '@afterwork/contracts/passkeys';
import { passkeysQuery, passkeysSupported, useAddPasskey, useRemovePasskey } from './api/passkey-queries';
import './passkeys-card.css';

const NOT_MADE =
  'The passkey was not made: the request was stopped, or this device already holds a passkey for your account. Please try again.';

/** One passkey: its name, when added and last used, and 'Remove' with a confirmation. */
function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const headingId = `passkey-${passkey.id}`;
  return (
    <li className="aw-passkey" aria-labelledby={headingId}>
      <h3 id={headingId}>{passkey.name}</h3>
      <p>
        Added {formatDay(passkey.createdAt)}. {passkey.lastUsedAt ? `Last used ${formatDay(passkey.lastUsedAt)}.` : 'Not used to sign in yet.'}
      </p>
      {!confirming ? (
        <Button size="large" onClick={() => setConfirming(true)} aria-label={`Remove ${passkey.name}`}>
          Remove
        </Button>
      ) : (
        <div role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>
            <strong>Remove the passkey &ldquo;{passkey.name}&rdquo;?</strong> You will no longer be able to sign in with it. Your password still works.
          </p>
          <div className="aw-row">
            <Button
              type="primary"
              danger
              size="large"
              loading={remove.isPending}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => notifySuccess('Passkey removed', `"${passkey.name}" can no longer be used to sign in.`),
                  onError: (err) => notifyError('Not removed', errorText(err)),
                })
              }
            >
              Yes, remove it
            </Button>
            <Button size="large" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * Settings → Passkeys (issue 33 §3): sign in with the fingerprint, face or PIN of a device instead of a password.
 * One passkey per device, named by the member; listed with when added and last used; removable after a confirmation.
 */
export function PasskeysCard() {
  const list = useQuery(passkeysQuery());
  const add = useAddPasskey();
  const [form] = Form.useForm<{ name: string }>();
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    void passkeysSupported().then(setSupported);
  }, []);

  const submit = ({ name }: { name: string }) => {
    const trimmed = (name ?? '').trim();
    if (!trimmed || trimmed.length > 60) {
      form.setFields([{ name: 'name', errors: [trimmed ? PASSKEY_NAME_TOO_LONG : PASSKEY_NAME_MISSING] }]);
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (made) => {
        form.resetFields();
        notifySuccess('Passkey added', `You can now sign in with "${made.name}" on this device.`);
      },
      onError: (err) => {
        const message = err instanceof ApiError ? errorText(err) : NOT_MADE;
        form.setFields([{ name: 'name', errors: [message] }]);
        notifyError('Passkey not added', message);
      },
    });
  };

  return (
    <section className="aw-panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        A passkey lets you sign in with this device&apos;s fingerprint, face or screen lock instead of typing your password. Add one on each phone,
        tablet or computer you use. Your password keeps working too.
      </p>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert">We could not load your passkeys. {errorText(list.error)}</p>
      ) : list.data.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className="aw-stack aw-passkeys" aria-label="Your passkeys">
          {list.data.map((p) => (
            <PasskeyItem key={p.id} passkey={p} />
          ))}
        </ul>
      )}
      {supported === false ? (
        <p>This browser cannot make passkeys. You can still sign in with your password, or with a link we email you.</p>
      ) : (
        <Form<{ name: string }> form={form} noValidate className="aw-form" layout="vertical" requiredMark={false} initialValues={{ name: '' }} onFinish={submit} aria-label="Add a passkey">
          <Form.Item label="Name for this device" name="name" extra={<span className="aw-hint">For example: My iPad, or Kitchen computer.</span>}>
            <Input size="large" maxLength={60} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" loading={add.isPending} disabled={add.isPending || supported === null}>
            {add.isPending ? 'Follow your device...' : 'Add a passkey'}
          </Button>
        </Form>
      )}
    </section>
  );
}
