import { Link } from '@afterwork/ui/router';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDateAtIn, isUpcoming } from '@afterwork/ui/dates';
import { rsvpStatusText } from '@afterwork/ui/rsvp-words';
import { useQuery } from '@tanstack/react-query';
import { userActivitiesQuery } from '../profile/public';
import { myAttendanceQuery } from './api/dashboard-queries';

/** The member's next three activities they are going to (or may go to). */
export function NextActivitiesCard({ userId }: { userId: number }) {
  const query = useQuery(userActivitiesQuery(userId));
  const came = useQuery(myAttendanceQuery(userId));
  const cameCount = came.data?.activities ?? 0;
  const next = (query.data ?? [])
    .filter((a) => isUpcoming(a) && a.status !== 'not_going')
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, 3);
  return (
    <section className="aw-panel" aria-labelledby="dash-next">
      <h2 id="dash-next">Your Next Activities</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your activities..." />
      ) : next.length === 0 ? (
        <>
          <p>You have no upcoming activities. Find a group and say you are going to one of its activities.</p>
          <LinkButton to="/groups" size="large">Browse Groups</LinkButton>
        </>
      ) : (
        <ul className="aw-list">
          {next.map((a) => (
            <li key={a.id}>
              <h3><Link to={`/activities/${a.id}`}>{a.title}</Link></h3>
              <ul className="aw-facts">
                <li>{formatDateAtIn(a.startDate, a.timeZone)}</li>
                <li>
                  {a.isVirtual ? 'Online' : a.location || 'Place to be confirmed'} · {rsvpStatusText(a.status, { waitlistPosition: a.waitlistPosition })}
                  {a.myRsvp?.guests ? ` · with ${a.myRsvp.guests} ${a.myRsvp.guests === 1 ? 'guest' : 'guests'}` : ''}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
      {/* Only ever good news: nothing is said of activities a member did not come to (issue 34 §3). */}
      {cameCount > 0 && (
        <p className="aw-came-count">
          You came to <strong>{cameCount}</strong> {cameCount === 1 ? 'activity' : 'activities'} this year. Thank you for taking part!
        </p>
      )}
    </section>
  );
}
