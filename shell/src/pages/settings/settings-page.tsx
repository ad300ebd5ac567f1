import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Checkbox, Form, Input, Radio } from '@afterwork/ui/antd-form';
import { checkBody, showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { ApiError, errorText, notifySuccess, notifyError, useSession } from '@afterwork/shell-sdk';
import { Link } from '@afterwork/ui/router';
import { changePasswordSchema } from '@afterwork/contracts/users';
import { ADMIN_ROLE } from '@afterwork/contracts/roles';
import { notificationPreferencesQuery } from './api/settings-queries';
import { useChangePassword, useSaveNotificationPreference, useSignOutEverywhere } from './api/settings-mutations';
import '../profile/member.css';
import './settings.css';
import { DeleteAccountCard } from './delete-account-card';
import { PrivacyCard } from './privacy-card';
import { BlockedMembersCard } from './blocked-members-card';
import { DataExportCard } from './data-export-card';
import { EmailConfirmationCard } from './email-confirmation-card';
import { PasskeysCard } from './passkeys-card';
import { HelpersCard, HelperSettingsNotice } from './helpers-card';
import { useActingFor } from '../../layout/helping';
import { devicePushState, turnDeviceOff, turnDeviceOn, type DevicePush } from './api/push-device';
import { PUSH_NOT_SUPPORTED, PUSH_PERMISSION_DENIED } from '@afterwork/contracts/push';
import { SecondFactorCard } from './second-factor-card';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

function ChangePasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const changed = {
    onSuccess: (res: { otherSessionsSignedOut: number }) => {
      form.resetFields();
      notifySuccess(
        'Password changed',
        res.otherSessionsSignedOut > 0
          ? 'Your password has been changed. You have been signed out on your other devices.'
          : 'Your password has been changed.',
      );
    },
    onError: (err: unknown) => {
      showServerErrors(form, err);
      notifyError('Password not changed', errorText(err));
    },
  };

  /** Client checks with the contract's words (the server checks again). */
  const validateAll = (v: PasswordValues): boolean => {
    const errors = checkBody(changePasswordSchema, v);
    if (errors) showFieldErrors(form, errors);
    return !errors;
  };

  return (
    <section className="aw-panel" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p>For your safety, you will stay signed in here and be signed out on your other devices.</p>
      <Form<PasswordValues>
        form={form}
        noValidate
        className="aw-form"
        layout="vertical"
        requiredMark={false}
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        onFinish={(v) => {
          if (validateAll(v)) change.mutate(v, changed);
        }}
      >
        <Form.Item label="Current password" name="currentPassword">
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
        <Form.Item label="New password" name="newPassword" extra={<span className="aw-hint">At least 6 characters.</span>}>
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Form.Item label="Type the new password again" name="confirmPassword">
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={change.isPending} disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </Form>
    </section>
  );
}

function SignOutEverywhereCard() {
  const [confirming, setConfirming] = useState(false);
  const signOutAll = useSignOutEverywhere();
  return (
    <section className="aw-panel" aria-labelledby="signout-title">
      <h2 id="signout-title">Sign out of all devices</h2>
      <p>If you used Afterwork on someone else's computer, or lost a phone or tablet, you can sign out everywhere at once. You will need to sign in again here too.</p>
      {!confirming ? (
        <Button size="large" danger onClick={() => setConfirming(true)}>
          Sign out of all devices
        </Button>
      ) : (
        <div role="group" aria-labelledby="signout-confirm">
          <p id="signout-confirm"><strong>Are you sure you want to sign out on every device?</strong></p>
          <div className="aw-row">
            <Button type="primary" danger size="large" onClick={() => signOutAll.mutate()} loading={signOutAll.isPending} disabled={signOutAll.isPending}>
              {signOutAll.isPending ? 'Signing out...' : 'Yes, sign out everywhere'}
            </Button>
            <Button size="large" onClick={() => setConfirming(false)} disabled={signOutAll.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** What the device line says for each state of 'On this device'. */
const DEVICE_WORDS: Record<DevicePush, string> = {
  on: 'This device shows your Afterwork notifications: tick "On this device" for the news you want here.',
  off: 'Tick "On this device" to have news appear on this phone, tablet or computer, even when Afterwork is closed. Your browser will ask whether to allow it.',
  denied: PUSH_PERMISSION_DENIED,
  unsupported: PUSH_NOT_SUPPORTED,
};

/**
 * Settings → Notifications: email, in-site and 'On this device' (Web Push, issue 33 §2) switches per kind; each change
 * is saved at once. Ticking 'On this device' on a device that is not set up yet asks the browser's permission first.
 */
function NotificationsCard({ userId }: { userId: number }) {
  const prefs = useQuery(notificationPreferencesQuery(userId));
  const save = useSaveNotificationPreference(userId);
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [deviceBusy, setDeviceBusy] = useState(false);
  useEffect(() => {
    void devicePushState().then((d) => setDevice(d.state), () => setDevice('unsupported'));
  }, []);
  const pushOn = async (kind: string, on: boolean) => {
    if (on && device !== 'on') {
      setDeviceBusy(true);
      try {
        await turnDeviceOn(userId);
        setDevice('on');
      } catch (err) {
        notifyError('Not turned on', err instanceof Error && !(err instanceof ApiError) ? err.message : errorText(err));
        setDevice((await devicePushState().catch(() => ({ state: 'unsupported' as const }))).state);
        return;
      } finally {
        setDeviceBusy(false);
      }
    }
    save.mutate({ kind, push: on });
  };
  const offHere = async () => {
    setDeviceBusy(true);
    try {
      await turnDeviceOff(userId);
      setDevice('off');
      notifySuccess('Turned off on this device', 'This device no longer shows Afterwork notifications.');
    } catch (err) {
      notifyError('Not turned off', errorText(err));
    } finally {
      setDeviceBusy(false);
    }
  };
  const canPush = device === 'on' || device === 'off';
  return (
    <section className="aw-panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p>Choose what Afterwork tells you, by email and here on the site. Emails about your account's security are always sent.</p>
      {device && (
        <p className="aw-device-push" role="status">
          {DEVICE_WORDS[device]}{' '}
          {device === 'unsupported' && <Link to="/help/home-screen">How to put Afterwork on your home screen</Link>}
        </p>
      )}
      {prefs.isPending ? (
        <PageSpinner />
      ) : prefs.isError ? (
        <p role="alert">We could not load your choices. {errorText(prefs.error)}</p>
      ) : (
        <ul className="aw-stack" style={{ listStyle: 'none', padding: 0 }}>
          {prefs.data.map((p) => (
            <li key={p.kind}>
              <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600 }}>{p.label}</legend>
                {p.emailDaily !== undefined && (
                  // Mail that can come once a day instead (issue 30): one choice of three, each a large target.
                  <Radio.Group
                    className="aw-pref-daily"
                    aria-label={`Emails: ${p.label}`}
                    value={p.emailDaily ? 'daily' : p.email ? 'now' : 'off'}
                    disabled={save.isPending}
                    onChange={(e) => save.mutate({ kind: p.kind, email: e.target.value === 'now', emailDaily: e.target.value === 'daily' })}
                  >
                    <Radio value="now">Email at once</Radio>
                    <Radio value="daily">One email a day</Radio>
                    <Radio value="off">No emails</Radio>
                  </Radio.Group>
                )}
                <div className="aw-row aw-pref-row">
                  {p.emailDaily === undefined && p.only !== 'inSite' && (
                    <Checkbox checked={p.email} disabled={save.isPending} onChange={(e) => save.mutate({ kind: p.kind, email: e.target.checked })}>
                      By email
                    </Checkbox>
                  )}
                  {p.only !== 'email' && (
                    <Checkbox checked={p.inSite} disabled={save.isPending} onChange={(e) => save.mutate({ kind: p.kind, inSite: e.target.checked })}>
                      On the site
                    </Checkbox>
                  )}
                  {p.only !== 'email' && (
                    <Checkbox
                      checked={p.push && device === 'on'}
                      disabled={save.isPending || deviceBusy || !canPush}
                      onChange={(e) => void pushOn(p.kind, e.target.checked)}
                    >
                      On this device
                    </Checkbox>
                  )}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      {device === 'on' && (
        <Button size="large" onClick={() => void offHere()} loading={deviceBusy} disabled={deviceBusy}>
          Turn off notifications on this device
        </Button>
      )}
    </section>
  );
}

/** /settings (from the account menu): password, notifications, privacy, blocked members, sessions, deleting the account. */
export default function SettingsPage() {
  const { user } = useSession();
  const acting = useActingFor();
  useEffect(() => {
    document.title = 'Settings | Afterwork';
  }, []);
  if (!user) return <PageSpinner />;
  if (acting) {
    return (
      <div className="aw-member aw-settings aw-stack">
        <header>
          <h1>Settings</h1>
        </header>
        <HelperSettingsNotice name={acting.name} />
      </div>
    );
  }
  return (
    <div className="aw-member aw-settings aw-stack">
      <header>
        <h1>Settings</h1>
        <p className="aw-lead">Signed in as {user.name} ({user.username}).</p>
        <div className="aw-row">
          <LinkButton to="/profile" size="large">Edit My Details</LinkButton>
          <LinkButton to="/dashboard" size="large">Choose Interests</LinkButton>
        </div>
      </header>
      <ChangePasswordCard />
      <PasskeysCard />
      {user.role === ADMIN_ROLE && <SecondFactorCard />}
      <EmailConfirmationCard />
      <NotificationsCard userId={user.id} />
      <PrivacyCard />
      <HelpersCard />
      <BlockedMembersCard />
      <DataExportCard />
      <SignOutEverywhereCard />
      <DeleteAccountCard />
    </div>
  );
}
