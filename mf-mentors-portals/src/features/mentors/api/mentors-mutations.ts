import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MentorDetail, type MentorSession, type MentorSessionInput } from '@afterwork/contracts/mentors';
import { apiRequest, errorText, isApiError, notify, notifyError, notifySuccess } from '@afterwork/shell-sdk';
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

/** Site admins plan a session, change one (`sessionId`), or cancel one; the profile is fetched again afterwards. */
export function useManageSession(mentorId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.mentors.detail(mentorId) });
  const save = useMutation({
    mutationFn: ({ sessionId, body }: { sessionId?: number; body: MentorSessionInput }) =>
      sessionId
        ? apiRequest<MentorSession>(apiPaths.mentorSession(mentorId, sessionId), { method: 'PATCH', body })
        : apiRequest<MentorSession>(apiPaths.mentorSessions(mentorId), { method: 'POST', body }),
    onSuccess: (session, { sessionId }) => {
      notifySuccess(sessionId ? 'Session updated' : 'Session planned', `“${session.title}” is listed under Upcoming Sessions.`);
      return refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (session: MentorSession) => apiRequest<void>(apiPaths.mentorSession(mentorId, session.id), { method: 'DELETE' }),
    onSuccess: (_r, session) => {
      notify({ title: 'Session cancelled', description: `“${session.title}” has been cancelled with its reservations.` });
      return refresh();
    },
    onError: (err) => notifyError('Could not cancel the session', errorText(err)),
  });
  return { save, cancel };
}
