import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Checkbox, Form, Input } from '@afterwork/ui/antd-form';
import { showServerErrors } from '@afterwork/ui/zod-form';
import { ApiError, errorText } from '@afterwork/shell-sdk';
import { DELETE_CONFIRM_REQUIRED, LAST_ADMIN_CANNOT_DELETE } from '@afterwork/contracts/safety-words';
import { deletionPreviewQuery } from './api/settings-queries';
import { useDeleteAccount } from './api/settings-mutations';

type Values = { password: string; confirm: boolean };

/** Settings: delete my account (issue 21). Says plainly what goes and what stays; needs the password again. */
export function DeleteAccountCard() {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const preview = useQuery(deletionPreviewQuery(open));
  const remove = useDeleteAccount();
  const p = preview.data;

  if (remove.isSuccess) {
    return (
      <section className="aw-panel aw-delete-account" aria-labelledby="delete-title">
        <h2 id="delete-title">Your account has been deleted</h2>
        <p role="status">
          Your account and your personal details have been removed, and you have been signed out on every device. Thank you
          for being part of Afterwork.
        </p>
        <Button type="primary" size="large" onClick={() => window.location.assign('/')}>
          Go to the home page
        </Button>
      </section>
    );
  }

  return (
    <section className="aw-panel aw-delete-account" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      <p>You can delete your Afterwork account at any time. This cannot be undone.</p>
      {!open ? (
        <Button size="large" danger onClick={() => setOpen(true)}>
          I want to delete my account
        </Button>
      ) : (
        <div className="aw-stack">
          <div className="aw-delete-lists">
            <div>
              <h3>What is removed</h3>
              <ul>
                <li>Your profile: name, username, email address, photo, about you and interests</li>
                <li>Your memberships of groups and communities</li>
                <li>Your answers to activities (a place you had goes to the next person waiting)</li>
                <li>Your assessment results, mentor bookings and requests</li>
                <li>Your private calendar feed, and your sign-in on every device, at once</li>
                <li>The people you blocked</li>
              </ul>
            </div>
            <div>
              <h3>What stays</h3>
              <ul>
                <li>Reports you sent, without your name</li>
                <li>The site's records of what happened, where you are shown as "Former member"</li>
                {preview.isPending && <li>Checking your groups...</li>}
                {p?.groupsHandedOver.map((g) => (
                  <li key={`h${g.id}`}>
                    The group <strong>{g.name}</strong> stays open: <strong>{g.newOrganiser}</strong> becomes its organiser
                  </li>
                ))}
                {p?.groupsClosed.map((g) => (
                  <li key={`c${g.id}`}>
                    The group <strong>{g.name}</strong> closes, because you are its only member
                  </li>
                ))}
                {p && !p.groupsHandedOver.length && !p.groupsClosed.length && <li>You do not organise any group on your own, so every group stays as it is</li>}
              </ul>
            </div>
          </div>
          {preview.isError && <Alert type="error" showIcon message={errorText(preview.error)} />}
          {p?.lastSiteAdmin ? (
            <Alert type="warning" showIcon message={LAST_ADMIN_CANNOT_DELETE} />
          ) : (
            <Form<Values>
              form={form}
              noValidate
              className="aw-form"
              layout="vertical"
              requiredMark={false}
              initialValues={{ password: '', confirm: false }}
              onFinish={(v) => {
                if (!v.password) form.setFields([{ name: 'password', errors: ['Please enter your password'] }]);
                else if (!v.confirm) form.setFields([{ name: 'confirm', errors: [DELETE_CONFIRM_REQUIRED] }]);
                else remove.mutate(v, { onError: (err) => showServerErrors(form, err) });
              }}
            >
              <Form.Item label="Your password" name="password" extra={<span className="aw-hint">For your safety, please type your password again.</span>}>
                <Input.Password autoComplete="current-password" maxLength={200} />
              </Form.Item>
              <Form.Item name="confirm" valuePropName="checked">
                <Checkbox className="aw-big-check">I understand that my account will be deleted and that this cannot be undone.</Checkbox>
              </Form.Item>
              {remove.isError && !(remove.error instanceof ApiError && remove.error.fields) && (
                <Alert type="error" showIcon message={errorText(remove.error)} />
              )}
              <div className="aw-row">
                <Button type="primary" danger size="large" htmlType="submit" loading={remove.isPending} disabled={remove.isPending || preview.isPending}>
                  {remove.isPending ? 'Deleting...' : 'Delete my account'}
                </Button>
                <Button size="large" onClick={() => setOpen(false)} disabled={remove.isPending}>
                  Keep my account
                </Button>
              </div>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
