import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorText } from '@afterwork/shell-sdk';
import type { EmailConfirmationStatus } from '@afterwork/contracts/notification-kinds';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import './mail-held.css';

/** The member's address and whether it is confirmed (the same query Settings shows). */
export const emailConfirmationQuery = () =>
  queryOptions({ queryKey: queryKeys.users.emailConfirmation, queryFn: () => api.get<EmailConfirmationStatus>(apiPaths.myEmailConfirmation) });

/** 'Send the confirmation again' (the API limits it per member and answers a plain 429 past the limit). */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EmailConfirmationStatus>(apiPaths.myEmailConfirmation, {}),
    onSuccess: (next) => queryClient.setQueryData(queryKeys.users.emailConfirmation, next),
  });
}

/**
 * Issue 31 (major 5): where the site has just promised a mail (a waitlist place, an answer's reminders, a mentor
 * booking or request), a member whose address is not confirmed is told at once that this mail will not come until
 * she confirms it (modules/mail skips a member's mail to an unconfirmed address), with the link sent again in one
 * tap. Shows nothing for a confirmed address, a visitor, or while the status loads.
 */
export function MailHeldNotice({ what }: { what: string }) {
  const status = useQuery(emailConfirmationQuery());
  const resend = useResendConfirmation();
  if (!status.data || status.data.confirmed) return null;
  const email = status.data.email;
  return (
    <div className="aw-mail-held" role="status">
      <p>
        <strong>We cannot email you {what} yet.</strong> Your email address {email} is not confirmed, so we hold back every email but the confirmation
        until you open the link in it. You will still see the news here on the site.
      </p>
      {resend.isSuccess ? (
        <p>We sent a new confirmation link to {resend.data.email}. It works for 7 days.</p>
      ) : (
        <button type="button" className="aw-mail-held-btn" aria-busy={resend.isPending || undefined} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Send the confirmation again'}
        </button>
      )}
      {resend.isError && <p role="alert">Not sent: {errorText(resend.error)}</p>}
    </div>
  );
}
