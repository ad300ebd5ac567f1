import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import { api, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { EmailConfirmationStatus } from '@afterwork/contracts/notification-kinds';

/** Settings → Email address (issue 17): whether the address is confirmed, and the link sent again when it is not. */
export function EmailConfirmationCard() {
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const status = useQuery({ queryKey: queryKeys.users.emailConfirmation, queryFn: () => api.get<EmailConfirmationStatus>(apiPaths.myEmailConfirmation) });
  const resend = useMutation({
    mutationFn: () => api.post<EmailConfirmationStatus>(apiPaths.myEmailConfirmation, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.users.emailConfirmation, next);
      setSentTo(next.email);
      notifySuccess('Email sent', `We sent a new confirmation link to ${next.email}.`);
    },
    onError: (err) => notifyError('Not sent', errorText(err)),
  });
  return (
    <section className="aw-panel" aria-labelledby="email-confirmation-title">
      <h2 id="email-confirmation-title">Email address</h2>
      {status.isPending ? (
        <PageSpinner />
      ) : status.isError ? (
        <p role="alert">We could not load your email address. {errorText(status.error)}</p>
      ) : status.data.confirmed ? (
        <p>
          Your email address <strong>{status.data.email}</strong> is confirmed.
        </p>
      ) : (
        <div className="aw-stack">
          <p>
            Your email address <strong>{status.data.email}</strong> is not confirmed yet. Until it is, we only send you the confirmation email and emails
            about your account&apos;s security: no reminders or news. Please open the link in the email we sent you.
          </p>
          {sentTo && <p role="status">We sent a new confirmation link to {sentTo}. It works for 7 days.</p>}
          <div>
            <Button size="large" onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isPending}>
              Send the confirmation email again
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
