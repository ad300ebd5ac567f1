import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MentorDetail, type MentorSession } from '@afterwork/contracts/mentors';
import { apiRequest, errorText, isApiError, notify, notifyError } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { apiPaths } from '@afterwork/contracts/paths';

/** Reserve or give back a spot; the profile's session is updated in place with the server's answer. */
export function useReservation(mentorId: number, viewerId: number | null, onSignedOut: () => void) {
  const qc = useQueryClient();
  const key = queryKeys.mentors.profile(mentorId, viewerId);
  const put = (session: MentorSession) =>
    qc.setQueryData<MentorDetail>(key, (d) => (d ? { ...d, upcomingSessions: d.upcomingSessions.map((s) => (s.id === session.id ? session : s)) } : d));

  return useMutation({
    mutationFn: ({ session, cancel }: { session: MentorSession; cancel?: boolean }) =>
      apiRequest<MentorSession>(apiPaths.mentorReservations(mentorId, session.id), { method: cancel ? 'DELETE' : 'POST', body: cancel ? undefined : {} }),
    onSuccess: (session, { cancel }) => {
      put(session);
      notify(
        cancel
          ? { title: 'Spot given back', description: `You no longer have a spot in “${session.title}”.` }
          : { title: 'Spot reserved', description: `Your spot in “${session.title}” is reserved. We look forward to seeing you.`, variant: 'success' },
      );
    },
    onError: (err, { cancel }) => {
      if (isApiError(err, 401)) return onSignedOut();
      notifyError(cancel ? 'Could not give back your spot' : 'Could not reserve a spot', errorText(err));
      void qc.invalidateQueries({ queryKey: key });
    },
  });
}
