import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Checkbox, Form, Input } from '@afterwork/ui/antd-form';
import { checkBody, showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { PageSpinner } from '@afterwork/ui/states';
import { Link } from '@afterwork/ui/router';
import { api, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { HELPER_GRANTS, HELPER_GRANT_LABELS, helperInvitationSchema, type HelperAction, type HelperGrant, type MyHelpers } from '@afterwork/contracts/helpers';

const helpersQuery = () => ({ queryKey: queryKeys.users.helpers, queryFn: () => api.get<MyHelpers>(apiPaths.myHelpers) });
const actionsQuery = () => ({ queryKey: queryKeys.users.helperActions, queryFn: () => api.get<HelperAction[]>(apiPaths.myHelperActions) });

const grantList = (grants: HelperGrant[]) => grants.map((g) => HELPER_GRANT_LABELS[g]).join('; ');
const dateText = (iso: string) => new Date(iso).toLocaleString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

type InviteValues = { email: string; grants: HelperGrant[] };

/**
 * Settings → 'Someone who helps me' (issue 34 item 1): invite a helper by email with what she may do, see and remove
 * helpers, and 'What my helper did'. A helper can never read messages, post, see results, change the password, email
 * or privacy, download the data or delete the account: the card says so, and the server refuses it.
 */
export function HelpersCard() {
  const queryClient = useQueryClient();
  const helpers = useQuery(helpersQuery());
  const actions = useQuery(actionsQuery());
  const [form] = Form.useForm<InviteValues>();
  const [removing, setRemoving] = useState<number | null>(null);
  const refresh = (data: MyHelpers) => queryClient.setQueryData(queryKeys.users.helpers, data);

  const invite = useMutation({
    mutationFn: (v: InviteValues) => api.post<MyHelpers>(apiPaths.myHelpers, v),
    onSuccess: (data, v) => {
      refresh(data);
      form.resetFields();
      notifySuccess('Invitation sent', `We have emailed ${v.email} a link to accept. It works once, for 7 days.`);
    },
    onError: (err) => {
      showServerErrors(form, err);
      notifyError('Invitation not sent', errorText(err));
    },
  });
  const remove = useMutation({
    mutationFn: (userId: number) => api.delete<MyHelpers>(apiPaths.myHelper(userId)),
    onSuccess: (data) => {
      refresh(data);
      setRemoving(null);
      notifySuccess('Helper removed', 'They can no longer do anything for you, on any device.');
    },
    onError: (err) => notifyError('Not removed', errorText(err)),
  });

  const onFinish = (v: InviteValues) => {
    const body = { email: v.email ?? '', grants: v.grants ?? [] };
    const errors = checkBody(helperInvitationSchema, body);
    if (errors) return showFieldErrors(form, errors);
    invite.mutate(body);
  };

  return (
    <section className="aw-panel aw-helpers" aria-labelledby="helpers-title">
      <h2 id="helpers-title">Someone who helps me</h2>
      <p>
        A family member, friend or carer can help you: see your plans, answer for you, or get a copy of your reminders. You choose what they may do, and you can
        remove them at any time. A helper can never read your private messages or post as you, see your assessment results, change your password, email,
        passkeys or privacy, download your data or delete your account.
      </p>
      {helpers.isPending ? (
        <PageSpinner />
      ) : helpers.isError ? (
        <p role="alert">We could not load your helpers. {errorText(helpers.error)}</p>
      ) : (
        <>
          {helpers.data.helpers.length === 0 ? (
            <p className="aw-muted">Nobody helps you yet.</p>
          ) : (
            <ul className="aw-helper-list" aria-label="Your helpers">
              {helpers.data.helpers.map((h) => (
                <li key={h.userId}>
                  <div>
                    <strong>{h.name}</strong>
                    <p className="aw-muted">May: {grantList(h.grants)}.</p>
                  </div>
                  {removing === h.userId ? (
                    <div className="aw-row" role="group" aria-label={`Remove ${h.name}?`}>
                      <Button danger type="primary" size="large" onClick={() => remove.mutate(h.userId)} loading={remove.isPending}>
                        Yes, remove {h.name}
                      </Button>
                      <Button size="large" onClick={() => setRemoving(null)} disabled={remove.isPending}>Cancel</Button>
                    </div>
                  ) : (
                    <Button size="large" danger onClick={() => setRemoving(h.userId)}>Remove {h.name}</Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {helpers.data.invitations.length > 0 && (
            <>
              <h3>Invitations waiting</h3>
              <ul className="aw-helper-list" aria-label="Invitations waiting">
                {helpers.data.invitations.map((i) => (
                  <li key={i.id}>
                    <div>
                      <strong>{i.email}</strong>
                      <p className="aw-muted">Until {dateText(i.expiresAt)}. May: {grantList(i.grants)}.</p>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
          {helpers.data.helpers.length < helpers.data.maxHelpers ? (
            <Form<InviteValues> form={form} noValidate className="aw-form" layout="vertical" requiredMark={false} initialValues={{ email: '', grants: ['see'] }} onFinish={onFinish}>
              <h3>Invite a helper</h3>
              <Form.Item label="Their email address" name="email">
                <Input type="email" autoComplete="off" maxLength={254} />
              </Form.Item>
              <Form.Item label="What they may do for you" name="grants">
                <Checkbox.Group className="aw-stack">
                  {HELPER_GRANTS.map((g) => (
                    <Checkbox key={g} value={g}>{HELPER_GRANT_LABELS[g]}</Checkbox>
                  ))}
                </Checkbox.Group>
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" loading={invite.isPending} disabled={invite.isPending}>
                {invite.isPending ? 'Sending...' : 'Send invitation'}
              </Button>
            </Form>
          ) : (
            <p>You have {helpers.data.maxHelpers} helpers, the most you can have. Remove one to invite someone else.</p>
          )}
        </>
      )}
      <h3 id="helper-actions-title">What my helper did</h3>
      {actions.isPending ? (
        <PageSpinner />
      ) : actions.isError ? (
        <p role="alert">We could not load what your helpers did. {errorText(actions.error)}</p>
      ) : actions.data.length === 0 ? (
        <p className="aw-muted">Your helpers have not done anything for you yet.</p>
      ) : (
        <ul className="aw-helper-actions" aria-labelledby="helper-actions-title">
          {actions.data.map((a) => (
            <li key={a.id}>
              <strong>{a.helperName}</strong> {a.what}. <span className="aw-muted">{dateText(a.at)}</span>
              {a.link && <> <Link className="aw-helper-see" to={a.link}>See it</Link></>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Settings while a helper acts for a member: they are hers alone. */
export function HelperSettingsNotice({ name }: { name: string }) {
  return (
    <section className="aw-panel" aria-labelledby="helper-settings-title">
      <h2 id="helper-settings-title">These settings are {name}'s own</h2>
      <p>
        As her helper you cannot change her password, email, passkeys, privacy or notifications, download her data or delete her account. Go back to your own
        account (the button at the top of the page) to change your own settings.
      </p>
    </section>
  );
}
