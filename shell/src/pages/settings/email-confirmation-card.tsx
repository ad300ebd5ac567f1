import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import { emailConfirmationQuery } from './api/settings-queries';
import { useResendConfirmation } from './api/settings-mutations';

/** Settings → Email address (issue 17): whether the address is confirmed, and the link sent again when it is not. */
export function EmailConfirmationCard() {
  const status = useQuery(emailConfirmationQuery());
  const resend = useResendConfirmation();
  // The address the last link went to (the answer of the last resend).
  const sentTo = resend.data?.email ?? null;
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
